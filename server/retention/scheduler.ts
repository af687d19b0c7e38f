/**
 * Runs the retention purges (purges.ts) inside the server: daily, and shortly after the start
 * when a run is due (a server restarted more often than daily would otherwise never purge).
 * Of several servers on one PostgreSQL database one runs them: a due run is taken with a lease
 * in retention_leases (holder and expiry), which the others see; a holder that dies mid-run
 * loses the lease when it expires and another server runs the purges again. The embedded
 * database has one process, and the same lease.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { retentionLeases, retentionRuns } from "../db/schema";
import {
  RETENTION_JOB,
  recordPurge,
  runPurges,
  SCHEDULE_ACTOR,
  type PurgeCounts,
  type PurgeName,
} from "./purges";

export interface RetentionTiming {
  /** From one run's start to the next. */
  intervalMs: number;
  /** How long after the start the first check is made. */
  startDelayMs: number;
  /** How often to look whether a run is due, at most (sooner when it is due sooner). */
  checkMs: number;
  /** How long a run may take before another server may take it over. */
  leaseMs: number;
  /** After a purge failed: the next try, instead of the interval. */
  retryMs: number;
}

export const defaultRetentionTiming: RetentionTiming = {
  intervalMs: 24 * 60 * 60 * 1000,
  startDelayMs: 60 * 1000,
  checkMs: 60 * 60 * 1000,
  leaseMs: 30 * 60 * 1000,
  retryMs: 60 * 60 * 1000,
};

export interface RetentionRun {
  startedAt: Date;
  counts: PurgeCounts;
  failed: PurgeName[];
}

export interface RetentionScheduler {
  start(): void;
  /** Runs the purges if they are due and no other server runs them; the run, or undefined. */
  runIfDue(): Promise<RetentionRun | undefined>;
  /** Waits for a run in progress, then stops. */
  stop(): Promise<void>;
}

const ms = (value: number) => sql`${value} * interval '1 millisecond'`;

export function createRetentionScheduler(options: {
  db: Db;
  logger: Logger;
  timing?: Partial<RetentionTiming>;
  /** The moment retention periods are counted back from (tests); default the clock. */
  now?: () => Date;
  /** Names this process in the lease (default host, process id and a random part). */
  holder?: string;
}): RetentionScheduler {
  const { db, logger } = options;
  const timing = { ...defaultRetentionTiming, ...options.timing };
  const now = options.now ?? (() => new Date());
  const holder =
    options.holder ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 200);
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> | undefined;

  /** Takes the lease if the job is due and nobody holds it (times are the database's). */
  async function claim(): Promise<boolean> {
    const taken = await db
      .insert(retentionLeases)
      .values({
        job: RETENTION_JOB,
        holder,
        expiresAt: sql`now() + ${ms(timing.leaseMs)}`,
        nextRunAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: retentionLeases.job,
        set: { holder, expiresAt: sql`now() + ${ms(timing.leaseMs)}` },
        setWhere: sql`${retentionLeases.nextRunAt} <= now() and ${retentionLeases.expiresAt} <= now()`,
      })
      .returning({ job: retentionLeases.job });
    return taken.length > 0;
  }

  async function run(): Promise<RetentionRun | undefined> {
    if (!(await claim())) return undefined;
    const startedAt = new Date();
    const { counts, failed } = await runPurges(db, now());
    for (const { name, error } of failed)
      logger.warn({ err: error, purge: name }, "retention purge failed, next try later");
    const next = failed.length ? timing.retryMs : timing.intervalMs;
    await db.transaction(async (tx) => {
      await tx.insert(retentionRuns).values({
        startedAt,
        ...counts,
        failed: failed.map(({ name }) => name),
      });
      await recordPurge(tx, SCHEDULE_ACTOR, counts);
      // The next run counts from this one's start, so that it does not drift by its duration.
      await tx
        .update(retentionLeases)
        .set({
          expiresAt: sql`now()`,
          nextRunAt: new Date(startedAt.getTime() + next),
        })
        .where(and(eq(retentionLeases.job, RETENTION_JOB), eq(retentionLeases.holder, holder)));
    });
    logger.info({ ...counts, failed: failed.length }, "retention purges done");
    return { startedAt, counts, failed: failed.map(({ name }) => name) };
  }

  /** How long until the next run is due (at most `checkMs`; the database's clock). */
  async function untilDue(): Promise<number> {
    const [row] = await db
      .select({
        ms: sql<number>`greatest(0, extract(epoch from (${retentionLeases.nextRunAt} - now())) * 1000)::float8`,
      })
      .from(retentionLeases)
      .where(eq(retentionLeases.job, RETENTION_JOB));
    return Math.min(timing.checkMs, Math.max(1000, Number(row?.ms ?? 0)));
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  async function tick() {
    let delay = timing.checkMs;
    const work = (async () => {
      try {
        await run();
        delay = await untilDue();
      } catch (error) {
        logger.warn({ err: error }, "retention purges not run, next try later");
      }
    })();
    current = work;
    await work;
    current = undefined;
    schedule(delay);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(timing.startDelayMs);
    },
    runIfDue() {
      const work = run();
      current = work;
      return work.finally(() => {
        if (current === work) current = undefined;
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current?.catch(() => {});
    },
  };
}
