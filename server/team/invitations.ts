import type { Role } from "../../app/team/permissions";
import type { Db } from "../db/client";
import { recordAudit, type Actor } from "./audit";
import type { TeamTokenRow } from "../db/schema";
import { createLink, deleteInvitation, type NewLink } from "./links";
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

/**
 * Revokes an open invitation (the members page) and records who did; returns it, or undefined
 * when it is gone already (accepted, expired or revoked), which the log does not record.
 */
export async function revokeInvitation(
  db: Db,
  who: Actor,
  id: string,
): Promise<TeamTokenRow | undefined> {
  const revoked = await deleteInvitation(db, id);
  if (revoked)
    await recordAudit(db, { ...who, action: "invitation-revoked", target: revoked.email });
  return revoked;
}
