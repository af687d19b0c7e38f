import { and, asc, desc, eq, gte, isNotNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamAuditLog, type AuditRow, type MemberRow } from "../db/schema";
import type { TeamMessages } from "../../app/i18n/messages/team.de";
import type { AuditFilter } from "../../app/team/schemas";
import { like } from "./submissions";

/** What the audit log records (docs/team-area.md); the catalogue has each action's label. */
export type AuditAction = keyof TeamMessages["audit"]["actions"];

/** Who acts: a signed-in member, or a named actor such as the command line or the schedule. */
export type Actor = Pick<AuditEntry, "member" | "actor">;

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
  who: Actor,
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
/** At most this many entries go into one export (the log of years of a team's work is less). */
export const AUDIT_EXPORT_LIMIT = 100_000;

/** Midnight of a day (an ISO date) in Hamburg, the area's time zone. */
const startOfDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Berlin')`;
const startOfNextDay = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone 'Europe/Berlin')`;

function auditWhere(filter: Omit<AuditFilter, "seite">): SQL | undefined {
  return and(
    filter.aktion ? eq(teamAuditLog.action, filter.aktion) : undefined,
    filter.wer ? eq(teamAuditLog.actor, filter.wer) : undefined,
    filter.von ? gte(teamAuditLog.at, startOfDay(filter.von)) : undefined,
    filter.bis ? lt(teamAuditLog.at, startOfNextDay(filter.bis)) : undefined,
    filter.suche ? sql`lower(${teamAuditLog.target}) like ${like(filter.suche)}` : undefined,
  );
}

/** One page of the log as filtered, newest first, and whether there is more. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditRow[]; more: boolean }> {
  const rows = await db
    .select()
    .from(teamAuditLog)
    .where(auditWhere(filter))
    .orderBy(desc(teamAuditLog.at), desc(teamAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset(filter.seite * AUDIT_PAGE_SIZE);
  return { entries: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE };
}

/**
 * Every entry of the log as filtered (no pages), newest first: the export. The log records who
 * exported how many, and the filter chosen (as the page's query string) when there is one.
 */
export async function exportAudit(
  db: Db,
  who: Actor,
  filter: Omit<AuditFilter, "seite">,
): Promise<AuditRow[]> {
  const rows = await db
    .select()
    .from(teamAuditLog)
    .where(auditWhere(filter))
    .orderBy(desc(teamAuditLog.at), desc(teamAuditLog.id))
    .limit(AUDIT_EXPORT_LIMIT);
  const chosen = new URLSearchParams(
    Object.entries(filter).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  ).toString();
  await recordAudit(db, {
    ...who,
    action: "audit-exported",
    detail: { rows: rows.length, ...(chosen && { filter: chosen }) },
  });
  return rows;
}

/** Who acted in the log (the filter's choices), alphabetically. */
export async function auditActors(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ actor: teamAuditLog.actor })
    .from(teamAuditLog)
    .where(isNotNull(teamAuditLog.actor))
    .orderBy(asc(teamAuditLog.actor));
  return rows.flatMap((row) => (row.actor === null ? [] : [row.actor]));
}
