import { desc, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { teamAuditLog, type AuditRow, type MemberRow } from "../db/schema";

/** What the audit log records (docs/team-area.md). */
export const AUDIT_ACTIONS = {
  "sign-in": "Angemeldet",
  "sign-in-failed": "Anmeldung fehlgeschlagen",
  "sign-in-link-requested": "Anmeldelink angefordert",
  "sign-out": "Abgemeldet",
  "sign-out-everywhere": "Überall abgemeldet",
  "session-ended": "Sitzung beendet",
  "passkey-added": "Passkey hinzugefügt",
  "passkey-removed": "Passkey entfernt",
  "member-invited": "Mitglied eingeladen",
  "invitation-accepted": "Einladung angenommen",
  "invitation-revoked": "Einladung zurückgezogen",
  "role-changed": "Rolle geändert",
  "member-removed": "Mitglied entfernt",
  "pledge-received": "Spende als eingegangen markiert",
  "submissions-exported": "Eingänge exportiert",
  "submissions-erased": "Eingänge gelöscht",
  "submissions-purged": "Abgelaufene Eingänge gelöscht",
  "subscriber-removed": "Abonnent entfernt",
  "subscribers-exported": "Abonnenten exportiert",
  "outbox-retried": "E-Mail erneut versucht",
  "statement-imported": "Kontoauszug eingelesen",
  "donation-recorded": "Spende erfasst",
  "donor-changed": "Spender abweichend vom Kontoinhaber",
  "credit-dismissed": "Gutschrift als keine Spende markiert",
  "pledge-not-received": "Zusage als nicht eingegangen geschlossen",
  "receipt-settings-changed": "Angaben für Zuwendungsbestätigungen geändert",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

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
