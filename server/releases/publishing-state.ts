/**
 * The database row that makes publishing one at a time across instances and announces each
 * switch (docs/decisions/0168-publishing-across-instances.md). Times are the database's, so the
 * instances' clocks need not agree.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { sitePublishing, type SitePublishingRow } from "../db/schema";

const SITE = "site";

/** How long a lock holds without a heartbeat: a holder that died blocks no longer than this. */
export const LOCK_LEASE_MS = 30_000;

/** Names this server process in the lock. */
export const processHolder = () =>
  `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 200);

const leaseEnd = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Someone else publishes: who, and since when. */
export class PublishingBusyError extends Error {
  constructor(
    readonly by: string,
    readonly since: Date,
  ) {
    super(`${by} veröffentlicht gerade (seit ${since.toISOString()}).`);
  }
}

export interface PublishingLock {
  holder: string;
  /** Extends the lease; false if the lock was lost (it expired and another process took it). */
  extend(): Promise<boolean>;
  release(): Promise<void>;
}

/** Takes the lock if nobody holds it or its lease ran out; otherwise PublishingBusyError. */
export async function takePublishingLock(
  db: Db,
  by: string,
  options: { holder?: string; leaseMs?: number } = {},
): Promise<PublishingLock> {
  const holder = options.holder ?? processHolder();
  const leaseMs = options.leaseMs ?? LOCK_LEASE_MS;
  const lock = { holder, lockedUntil: leaseEnd(leaseMs), lockedBy: by, lockedAt: sql`now()` };
  const taken = await db
    .insert(sitePublishing)
    .values({ site: SITE, ...lock })
    .onConflictDoUpdate({
      target: sitePublishing.site,
      set: lock,
      setWhere: or(isNull(sitePublishing.lockedUntil), lte(sitePublishing.lockedUntil, sql`now()`)),
    })
    .returning({ site: sitePublishing.site });
  if (taken.length === 0) {
    const row = await readPublishing(db);
    throw new PublishingBusyError(row?.lockedBy ?? "?", row?.lockedAt ?? new Date());
  }
  const mine = and(eq(sitePublishing.site, SITE), eq(sitePublishing.holder, holder));
  return {
    holder,
    async extend() {
      const rows = await db
        .update(sitePublishing)
        .set({ lockedUntil: leaseEnd(leaseMs) })
        .where(mine)
        .returning({ site: sitePublishing.site });
      return rows.length > 0;
    },
    async release() {
      await db
        .update(sitePublishing)
        .set({ holder: null, lockedUntil: null, lockedBy: null, lockedAt: null })
        .where(mine);
    },
  };
}

export async function readPublishing(db: Db): Promise<SitePublishingRow | undefined> {
  const [row] = await db.select().from(sitePublishing).where(eq(sitePublishing.site, SITE));
  return row;
}

/** The run's state, written by the lock's holder only. */
export async function recordRun(
  db: Db,
  holder: string,
  run: Partial<
    Pick<
      SitePublishingRow,
      "runState" | "runBy" | "pagesDone" | "pagesTotal" | "failure" | "runRelease"
    >
  > & { started?: true; finished?: true },
): Promise<void> {
  const { started, finished, ...fields } = run;
  await db
    .update(sitePublishing)
    .set({
      ...fields,
      ...(started && { runStartedAt: sql`now()`, runFinishedAt: null }),
      ...(finished && { runFinishedAt: sql`now()` }),
    })
    .where(and(eq(sitePublishing.site, SITE), eq(sitePublishing.holder, holder)));
}

/** Tells every instance that the site now serves release `id`. */
export async function announceSwitch(db: Db, id: string): Promise<void> {
  await db
    .insert(sitePublishing)
    .values({ site: SITE, currentRelease: id, switchedAt: sql`now()` })
    .onConflictDoUpdate({
      target: sitePublishing.site,
      set: { currentRelease: id, switchedAt: sql`now()` },
    });
}

export interface Announcement {
  id: string;
  /** Tells two announcements of one release apart (a switch back and forth). */
  key: string;
}

export async function readAnnouncement(db: Db): Promise<Announcement | undefined> {
  const [row] = await db
    .select({ id: sitePublishing.currentRelease, at: sitePublishing.switchedAt })
    .from(sitePublishing)
    .where(eq(sitePublishing.site, SITE));
  return row?.id ? { id: row.id, key: `${row.id}@${row.at?.toISOString()}` } : undefined;
}
