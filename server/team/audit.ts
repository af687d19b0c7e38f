import { desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamAuditLog, type AuditRow, type MemberRow } from "../db/schema";
import type { TeamMessages } from "../../app/i18n/messages/team.de";

/** What the audit log records (docs/team-area.md); the catalogue has each action's label. */
export type AuditAction = keyof TeamMessages["audit"]["actions"];

export interface AuditEntry {
  action: AuditAction;
  /** The member who acted (none for an unknown address or the command line). */
  member?: Pick<MemberRow, "id" | "email"> | undefined;
  /** Who acted, when no member did (e.g. "Kommandozeile"). */
  actor?: string;
  target?: string;
  detail?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(teamAuditLog).values({
    memberId: entry.member?.id ?? null,
    actor: entry.member?.email ?? entry.actor ?? null,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * The invitations revoked with their sender's removal or new role (members.ts): one entry each,
 * naming the invited address and the sender.
 */
export async function recordRevoked(
  db: Db,
  who: Pick<AuditEntry, "member" | "actor">,
  sender: string,
  addresses: string[],
): Promise<void> {
  for (const address of addresses)
    await recordAudit(db, {
      ...who,
      action: "invitation-revoked",
      target: address,
      detail: { sender },
    });
}

export const AUDIT_PAGE_SIZE = 100;

/** One page of the log, newest first, and whether there is more. */
export async function listAudit(
  db: Db,
  page: number,
): Promise<{ entries: AuditRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(teamAuditLog)
    .orderBy(desc(teamAuditLog.at), desc(teamAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(page * AUDIT_PAGE_SIZE);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
}

/** Entries since a moment (the overview's failed sign-ins). */
export async function countAuditSince(db: Db, action: AuditAction, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamAuditLog)
    .where(sql`${teamAuditLog.action} = ${action} and ${teamAuditLog.at} > ${since}`);
  return row?.count ?? 0;
}
