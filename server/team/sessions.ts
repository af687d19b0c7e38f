import { and, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { teamMembers, teamSessions, type MemberRow, type SessionRow } from "../db/schema";
import { recordAudit } from "./audit";
import { hashSecret, isSecretShaped, newSecret } from "./secrets";

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and at the latest this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** `lastSeenAt` is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60 * 1000;

export type SignInMethod = "passkey" | "email";

export interface CurrentSession {
  session: SessionRow;
  member: MemberRow;
}

/** Starts a session for a member; returns the cookie's secret (the table keeps its hash). */
export async function createSession(
  db: Db,
  memberId: string,
  method: SignInMethod,
  device: string,
): Promise<string> {
  const token = newSecret();
  await db.transaction(async (tx) => {
    await tx.insert(teamSessions).values({
      tokenHash: hashSecret(token),
      memberId,
      method,
      device: device.slice(0, 120),
      expiresAt: sql`now() + ${SESSION_ABSOLUTE_MS} * interval '1 millisecond'`,
    });
    await tx
      .update(teamMembers)
      .set({ previousSignInAt: teamMembers.lastSignInAt, lastSignInAt: sql`now()` })
      .where(eq(teamMembers.id, memberId));
  });
  return token;
}

const idleCutoff = () => sql`now() - ${SESSION_IDLE_MS} * interval '1 millisecond'`;

/** The live session of a cookie's secret (neither idle too long nor past its end), touched. */
export async function findSession(db: Db, token: unknown): Promise<CurrentSession | undefined> {
  if (!isSecretShaped(token)) return undefined;
  const [found] = await db
    .select({ session: teamSessions, member: teamMembers })
    .from(teamSessions)
    .innerJoin(teamMembers, eq(teamMembers.id, teamSessions.memberId))
    .where(
      and(
        eq(teamSessions.tokenHash, hashSecret(token)),
        gt(teamSessions.expiresAt, sql`now()`),
        gt(teamSessions.lastSeenAt, idleCutoff()),
      ),
    );
  if (!found) return undefined;
  if (Date.now() - found.session.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await db
      .update(teamSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(teamSessions.id, found.session.id));
  return found;
}

/** Deletes one of a member's sessions; false when it had ended already. */
export async function deleteSession(db: Db, memberId: string, sessionId: string): Promise<boolean> {
  if (!isUuid(sessionId)) return false;
  const ended = await db
    .delete(teamSessions)
    .where(and(eq(teamSessions.id, sessionId), eq(teamSessions.memberId, memberId)))
    .returning({ id: teamSessions.id });
  return ended.length > 0;
}

/** A member ends one of their sessions (the account page); the log records it. */
export async function endSession(
  db: Db,
  member: Pick<MemberRow, "id" | "email">,
  sessionId: string,
): Promise<void> {
  await deleteSession(db, member.id, sessionId);
  await recordAudit(db, { action: "session-ended", member });
}

/** Every session of a member ends ("sign out everywhere"); the log records how many. */
export async function endAllSessions(
  db: Db,
  member: Pick<MemberRow, "id" | "email">,
): Promise<void> {
  const ended = await db
    .delete(teamSessions)
    .where(eq(teamSessions.memberId, member.id))
    .returning({ id: teamSessions.id });
  await recordAudit(db, {
    action: "sign-out-everywhere",
    member,
    detail: { sessions: ended.length },
  });
}

/** A member's live sessions, newest first. */
export async function listSessions(db: Db, memberId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(teamSessions)
    .where(
      and(
        eq(teamSessions.memberId, memberId),
        gt(teamSessions.expiresAt, sql`now()`),
        gt(teamSessions.lastSeenAt, idleCutoff()),
      ),
    )
    .orderBy(desc(teamSessions.lastSeenAt));
}

/** Deletes sessions that ended (idle or absolute). */
export async function deleteEndedSessions(db: Db): Promise<number> {
  const deleted = await db
    .delete(teamSessions)
    .where(or(lt(teamSessions.expiresAt, sql`now()`), lt(teamSessions.lastSeenAt, idleCutoff())))
    .returning({ id: teamSessions.id });
  return deleted.length;
}

/** "Chrome auf Android" from a User-Agent header: enough to tell one's own devices apart. */
export function describeDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? "";
  const browser =
    [
      ["Edge", /Edg\//],
      ["Firefox", /Firefox\//],
      ["Chrome", /Chrome\/|Chromium\//],
      ["Safari", /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? "Browser";
  const system =
    [
      ["Android", /Android/],
      ["iOS", /iPhone|iPad/],
      ["macOS", /Mac OS X/],
      ["Windows", /Windows/],
      ["Linux", /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(ua))?.[0] ?? "unbekanntem System";
  return `${browser as string} auf ${system as string}`;
}
