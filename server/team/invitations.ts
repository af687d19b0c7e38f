import type { Role } from "../../app/team/permissions";
import type { Db } from "../db/client";
import { recordAudit, type Actor } from "./audit";
import { createLink, type NewLink } from "./links";
import { rolesText } from "./members";

/**
 * Invites an address with one or more roles and records it with who did it (the area's members
 * page and the command line). The e-mail waits in the outbox; a member who invites is the
 * invitation's sender, so it ends when they can no longer invite (members.ts).
 */
export async function inviteMember(
  db: Db,
  who: Actor,
  email: string,
  roles: readonly Role[],
): Promise<NewLink> {
  const link = await createLink(db, {
    kind: "invitation",
    email,
    roles,
    ...(who.member && { createdBy: who.member.id }),
  });
  await recordAudit(db, {
    ...who,
    action: "member-invited",
    target: link.row.email,
    detail: { roles: rolesText(roles), ...(link.replaced && { replaced: true }) },
  });
  return link;
}
