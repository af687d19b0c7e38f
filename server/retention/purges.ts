/**
 * The retention purges, each a use case of its domain module, run together by the daily
 * schedule (scheduler.ts) and one by one by the command line (`npm run submissions -- purge`,
 * `npm run receipts -- purge`).
 */
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { purgeExpiredSubmissions, type SubmissionRecord } from "../db/admin";
import { retentionLeases, retentionRuns, type RetentionRunRow } from "../db/schema";
import { purgeExpiredRecords } from "../receipts/erasure";
import { recordAudit, type Actor } from "../team/audit";
import { deleteOldLinks } from "../team/links";
import { deleteEndedSessions } from "../team/sessions";

/** What a run deleted, by purge: counts only, never what the rows held. */
export interface PurgeCounts {
  submissions: number;
  receipts: number;
  donations: number;
  credits: number;
  sessions: number;
  links: number;
}

export type PurgeName = "submissions" | "receipts" | "sessions" | "links";

/** Each purge and the counts it yields; `now` is the moment the periods are counted back from. */
const PURGES: Record<PurgeName, (db: Db, now: Date) => Promise<Partial<PurgeCounts>>> = {
  submissions: async (db, now) => ({
    submissions: (await purgeExpiredSubmissions(db, now)).length,
  }),
  receipts: (db, now) => purgeExpiredRecords(db, now, false),
  sessions: async (db) => ({ sessions: await deleteEndedSessions(db) }),
  links: async (db) => ({ links: await deleteOldLinks(db) }),
};

export const NO_COUNTS: PurgeCounts = {
  submissions: 0,
  receipts: 0,
  donations: 0,
  credits: 0,
  sessions: 0,
  links: 0,
};

/**
 * Runs every purge; one that fails does not stop the others (it is named in `failed`, with its
 * error, and its counts stay 0).
 */
export async function runPurges(
  db: Db,
  now: Date,
): Promise<{ counts: PurgeCounts; failed: { name: PurgeName; error: unknown }[] }> {
  const counts = { ...NO_COUNTS };
  const failed: { name: PurgeName; error: unknown }[] = [];
  for (const [name, purge] of Object.entries(PURGES) as [PurgeName, (typeof PURGES)[PurgeName]][]) {
    try {
      Object.assign(counts, await purge(db, now));
    } catch (error) {
      failed.push({ name, error });
    }
  }
  return { counts, failed };
}

/** The audit log's actor of a scheduled run and of the command line. */
export const SCHEDULE_ACTOR = "Zeitplan";
export const CLI_ACTOR = "Kommandozeile";

/**
 * The audit entry of a purge that deleted something (the counts as details, no entry when
 * nothing went: the daily run would fill the log with empty entries; retention_runs has them).
 */
export async function recordPurge(
  db: Db,
  actor: typeof SCHEDULE_ACTOR | typeof CLI_ACTOR,
  counts: Partial<PurgeCounts>,
): Promise<void> {
  if (!Object.values(counts).some((count) => count > 0)) return;
  await recordAudit(db, { action: "retention-purged", actor, detail: { ...counts } });
}

/**
 * A member deletes the expired submissions now (the area's "Löschen" page), and the log records
 * how many, none too. The schedule and the command line record "retention-purged" instead
 * ({@link recordPurge}). Returns the submissions deleted.
 */
export async function purgeSubmissions(db: Db, who: Actor): Promise<SubmissionRecord[]> {
  const records = await purgeExpiredSubmissions(db);
  await recordAudit(db, {
    ...who,
    action: "submissions-purged",
    detail: { count: records.length },
  });
  return records;
}

/** The job's name in retention_leases. */
export const RETENTION_JOB = "retention-purge";

export interface RetentionSchedule {
  /** The newest scheduled run. */
  last: RetentionRunRow | undefined;
  /** When the next run is due; undefined before the first (it runs shortly after the start). */
  nextRunAt: Date | undefined;
}

/** The last and the next scheduled run (the team area's "Löschen" page). */
export async function retentionSchedule(db: Db): Promise<RetentionSchedule> {
  const [[last], [lease]] = await Promise.all([
    db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt)).limit(1),
    db
      .select({ nextRunAt: retentionLeases.nextRunAt })
      .from(retentionLeases)
      .where(eq(retentionLeases.job, RETENTION_JOB)),
  ]);
  return { last, nextRunAt: lease?.nextRunAt };
}
