import { rolesOf } from "../../app/team/permissions";
import type { Db } from "../db/client";
import type { MemberRow } from "../db/schema";
import { recordAudit } from "./audit";
import { peekLink, redeemLink } from "./links";
import { findMemberByEmail, insertMember, rolesText } from "./members";
import { isPasskeyStored, savePasskey, type NewPasskey } from "./passkeys";
import { createSession } from "./sessions";

/**
 * Why an invitation was not accepted: it cannot be used (expired, used, revoked), the passkey
 * ceremony was started for another invitation, the address is a member already, or the passkey
 * is already stored (another member's).
 */
export type JoinRefusal = "gone" | "other-invitation" | "member" | "passkey-taken";

class Refused extends Error {
  constructor(readonly reason: JoinRefusal) {
    super(`invitation not accepted: ${reason}`);
  }
}

export interface Joining {
  /** The invitation's token, as the visitor sent it. */
  token: unknown;
  name: string;
  /** Browser and system, for the session's label. */
  device: string;
  /** Joining with a passkey: its verified registration and the ceremony it answered. */
  passkey?: {
    /** The invitation the ceremony's options were made for. */
    invitationId: string;
    userHandle: string;
    credential: NewPasskey;
    label: string;
  };
}

/**
 * Accepts an invitation, in one transaction: checks everything first (the invitation is usable
 * and the one the passkey ceremony was made for, the address is no member yet, the passkey is
 * new), then redeems it and adds the member with its roles, their passkey, a session and the
 * audit entries. A refusal changes nothing: the invitation stays open.
 */
export async function join(
  db: Db,
  joining: Joining,
): Promise<{ member: MemberRow; session: string } | { refused: JoinRefusal }> {
  const { passkey } = joining;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const invitation = await peekLink(tx, "invitation", joining.token);
      const roles = invitation && rolesOf(invitation.roles);
      if (!invitation || !roles) throw new Refused("gone");
      if (passkey && passkey.invitationId !== invitation.id) throw new Refused("other-invitation");
      if (await findMemberByEmail(tx, invitation.email)) throw new Refused("member");
      if (passkey && (await isPasskeyStored(tx, passkey.credential.id)))
        throw new Refused("passkey-taken");

      // Also when another request got there in between: then this one rolls back.
      if (!(await redeemLink(tx, "invitation", joining.token))) throw new Refused("gone");
      const member = await insertMember(tx, {
        email: invitation.email,
        name: joining.name,
        roles,
        ...(passkey && { webauthnUserId: passkey.userHandle }),
      });
      if (!member) throw new Refused("member");
      if (passkey && !(await savePasskey(tx, member.id, passkey.credential, passkey.label)))
        throw new Refused("passkey-taken");
      const method = passkey ? "passkey" : "email";
      const session = await createSession(tx, member.id, method, joining.device);
      await recordAudit(tx, {
        action: "invitation-accepted",
        member,
        detail: { roles: rolesText(roles) },
      });
      if (passkey) await recordAudit(tx, { action: "passkey-added", member });
      return { member, session };
    });
  } catch (error) {
    if (error instanceof Refused) return { refused: error.reason };
    throw error;
  }
}
