/**
 * Signing in and out of the area, each recorded in the audit log: by passkey or e-mail link,
 * the request for such a link, and signing out.
 */
import type { Db } from "../db/client";
import type { MemberRow } from "../db/schema";
import { recordAudit, type Actor } from "./audit";
import { createLink, type NewLink } from "./links";
import { findMemberByEmail, memberLocale } from "./members";
import { createSession, deleteSession, type SignInMethod } from "./sessions";

/**
 * Starts a session for the member a passkey or an e-mail link named, and returns its cookie's
 * secret; without a member (unknown passkey, used or expired link) the failure is recorded and
 * there is none.
 */
export async function signIn(
  db: Db,
  member: Pick<MemberRow, "id" | "email"> | undefined,
  method: SignInMethod,
  device: string,
): Promise<string | undefined> {
  if (!member) {
    await recordAudit(db, { action: "sign-in-failed", detail: { method } });
    return undefined;
  }
  const session = await createSession(db, member.id, method, device);
  await recordAudit(db, { action: "sign-in", member, detail: { method } });
  return session;
}

/**
 * Sends a sign-in link to an address if it is a member's (in their language), and records the
 * request either way, with whether the address was known. True when a link went to the outbox.
 */
export async function requestSignInLink(db: Db, email: string): Promise<boolean> {
  const member = await findMemberByEmail(db, email);
  if (member)
    await createLink(db, { kind: "sign-in", email: member.email, language: memberLocale(member) });
  await recordAudit(db, {
    action: "sign-in-link-requested",
    member,
    detail: { known: Boolean(member) },
  });
  return member !== undefined;
}

/**
 * A sign-in link for a member who lost every passkey, made for them by someone else (the
 * command line's `recover`); the log records who asked for whom. Returns the link to send.
 */
export async function recoveryLink(
  db: Db,
  who: Actor,
  member: Pick<MemberRow, "email" | "language">,
): Promise<NewLink> {
  const link = await createLink(db, {
    kind: "sign-in",
    email: member.email,
    language: memberLocale(member),
  });
  await recordAudit(db, { ...who, action: "sign-in-link-requested", target: member.email });
  return link;
}

/** A member signs out: this session ends, and the log records it. */
export async function signOut(
  db: Db,
  member: Pick<MemberRow, "id" | "email">,
  sessionId: string,
): Promise<void> {
  await deleteSession(db, member.id, sessionId);
  await recordAudit(db, { action: "sign-out", member });
}
