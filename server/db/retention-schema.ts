import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns";

/**
 * The daily retention purges (server/retention/scheduler.ts). Neither table holds personal
 * data: a lease names a server process, a run only counts what it deleted.
 */

/**
 * Who runs the purges now and when they are next due: one row per job. An instance takes the
 * row when the job is due and the previous holder's lease has run out (it finished, or its
 * process died during the run), so of several servers on one database one runs it.
 */
export const retentionLeases = pgTable("retention_leases", {
  job: text("job").primaryKey(),
  /** Host and process id of the server that holds or last held the lease. */
  holder: text("holder").notNull(),
  /** Until when the holder may run; after that another instance may take over. */
  expiresAt: at("expires_at").notNull(),
  /** When the job is due next (set when a run ends). */
  nextRunAt: at("next_run_at").notNull(),
});

/** What each scheduled run deleted. */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    startedAt: at("started_at").notNull(),
    finishedAt: at("finished_at").notNull().defaultNow(),
    /** Contact messages and donation pledges past their period. */
    submissions: integer("submissions").notNull(),
    /** Receipts, recorded donations and bank credits past the ten years. */
    receipts: integer("receipts").notNull(),
    donations: integer("donations").notNull(),
    credits: integer("credits").notNull(),
    /** Team-area sessions that ended. */
    sessions: integer("sessions").notNull(),
    /** Sign-in links and invitations used or expired for more than a day. */
    links: integer("links").notNull(),
    /** The purges that failed in this run (their names; they are tried again next run). */
    failed: jsonb("failed").$type<string[]>().notNull().default([]),
  },
  (table) => [
    index("retention_runs_started_at").on(table.startedAt),
    check(
      "retention_runs_counts",
      sql`least(${table.submissions}, ${table.receipts}, ${table.donations}, ${table.credits}, ${table.sessions}, ${table.links}) >= 0`,
    ),
  ],
);

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
