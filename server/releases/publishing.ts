/**
 * Publishing, as the team area does it: a release of the content as it is now, or a return to a
 * kept one, by a member, with its audit entry; one at a time across the instances (the lock in
 * the database, publishing-state.ts). A release runs in the background of the server process
 * and records its progress where every instance's team area reads it. The instance that
 * publishes serves the new release at once; the others follow the announcement within seconds.
 */
import type { ServerBuild } from "react-router";
import { sql } from "drizzle-orm";
import { isContentError } from "../../app/content/parse";
import type { Db } from "../db/client";
import { sitePublishing } from "../db/schema";
import { recordAudit, type Actor } from "../team/audit";
import { currentReleaseId, isReleaseId, listReleases } from "./folder";
import type { ReleaseManifest } from "./manifest";
import { publishRelease, switchBack } from "./publish";
import {
  announceSwitch,
  readPublishing,
  recordRun,
  takePublishingLock,
  type PublishingLock,
} from "./publishing-state";
import type { ReleaseServer } from "./served";

/** What the server knows to make releases with (the team area's `context.team.site`). */
export interface SitePublisher {
  build: ServerBuild;
  clientDir: string;
  contentRoot: string;
  releases: ReleaseServer;
}

/** What publishing needs of a SitePublisher: also met outside the server (`npm run release`). */
export type ReleaseTarget = Omit<SitePublisher, "releases"> & {
  releases: Pick<ReleaseServer, "releasesDir" | "refresh">;
};

/** Who publishes: a member, or the command line. */
export type Publisher = Actor & { name: string };

export interface ReleaseListing {
  current: string | undefined;
  releases: ReleaseManifest[];
}

export function releaseListing(site: ReleaseTarget): ReleaseListing {
  const dir = site.releases.releasesDir;
  return { current: currentReleaseId(dir), releases: listReleases(dir) };
}

/** How often a running release writes its progress and extends its lock. */
const HEARTBEAT_MS = 1_000;

export interface PublishingRun {
  /** The new release, or undefined when it failed (the reason is in the run's state). */
  finished: Promise<ReleaseManifest | undefined>;
}

/**
 * Starts a release in the background once the lock is taken; a publish under way elsewhere is
 * refused with PublishingBusyError (who, since when).
 */
export async function startPublishing(
  db: Db,
  site: ReleaseTarget,
  by: Publisher,
  /** Every page rendered, none taken from the current release. */
  { full = false } = {},
): Promise<PublishingRun> {
  const lock = await takePublishingLock(db, by.name);
  try {
    await recordRun(db, lock.holder, {
      runState: "running",
      runBy: by.name,
      pagesDone: 0,
      pagesTotal: null,
      failure: null,
      runRelease: null,
      started: true,
    });
  } catch (error) {
    await lock.release().catch(() => {});
    throw error;
  }
  return { finished: publishInBackground(db, site, by, lock, full) };
}

/** Why a run failed, as kept: a content check's problems name their texts, worded when shown. */
const failureOf = (error: unknown) =>
  isContentError(error)
    ? error.marked.join("\n")
    : error instanceof Error
      ? error.message
      : String(error);

async function publishInBackground(
  db: Db,
  site: ReleaseTarget,
  by: Publisher,
  lock: PublishingLock,
  full: boolean,
): Promise<ReleaseManifest | undefined> {
  let progress: { done: number; total: number | null } = { done: 0, total: null };
  let writing = Promise.resolve();
  const beat = () => {
    const { done, total } = progress;
    writing = writing
      .then(async () => {
        await lock.extend();
        await recordRun(db, lock.holder, { pagesDone: done, pagesTotal: total });
      })
      .catch(() => {}); // the next beat tries again; a lock not extended for long expires
  };
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  const stopBeating = async () => {
    clearInterval(heartbeat);
    await writing;
  };
  try {
    const manifest = await publishRelease({
      build: site.build,
      clientDir: site.clientDir,
      contentRoot: site.contentRoot,
      releasesDir: site.releases.releasesDir,
      by: by.name,
      onProgress: (done, total) => (progress = { done, total }),
      ...(full && { earlier: undefined }),
    });
    await stopBeating();
    await announceSwitch(db, manifest.id);
    site.releases.refresh(manifest.id);
    await recordAudit(db, {
      action: "site-published",
      member: by.member,
      actor: by.actor,
      target: manifest.id,
      detail: {
        paths: manifest.paths.length,
        rendered: manifest.rendered?.length ?? manifest.paths.length,
        ms: manifest.renderMs,
      },
    });
    const pages = manifest.paths.length;
    await recordRun(db, lock.holder, {
      runState: "done",
      pagesDone: pages,
      pagesTotal: pages,
      runRelease: manifest.id,
      finished: true,
    });
    return manifest;
  } catch (error) {
    await stopBeating();
    await recordRun(db, lock.holder, {
      runState: "failed",
      failure: failureOf(error),
      finished: true,
    }).catch(() => {});
    return undefined;
  } finally {
    await stopBeating();
    await lock.release().catch(() => {});
  }
}

export type PublishingStatus =
  | { state: "none" }
  | { state: "running"; by: string; since: Date; done: number; total: number | null }
  | { state: "done"; by: string; at: Date; release: string; pages: number }
  /** `reason` undefined: the server publishing it stopped before it ended. */
  | { state: "failed"; by: string; at: Date; reason: string | undefined };

/** The last release run, as every instance sees it. */
export async function publishingStatus(db: Db): Promise<PublishingStatus> {
  const row = await readPublishing(db);
  if (!row?.runState || !row.runBy || !row.runStartedAt) return { state: "none" };
  const by = row.runBy;
  if (row.runState === "running") {
    const [lease] = await db
      .select({ held: sql<boolean>`coalesce(${sitePublishing.lockedUntil} > now(), false)` })
      .from(sitePublishing);
    if (lease?.held)
      return {
        state: "running",
        by,
        since: row.runStartedAt,
        done: row.pagesDone,
        total: row.pagesTotal,
      };
    return { state: "failed", by, at: row.runStartedAt, reason: undefined };
  }
  const at = row.runFinishedAt ?? row.runStartedAt;
  if (row.runState === "done" && row.runRelease)
    return { state: "done", by, at, release: row.runRelease, pages: row.pagesTotal ?? 0 };
  return { state: "failed", by, at, reason: row.failure ?? undefined };
}

/** A release that is not (or no longer) kept. */
export class UnknownReleaseError extends Error {}

/** Back to a kept release, in one step; refused while someone publishes. */
export async function returnToRelease(
  db: Db,
  site: ReleaseTarget,
  by: Publisher,
  id: string,
): Promise<void> {
  const dir = site.releases.releasesDir;
  if (!isReleaseId(id) || !listReleases(dir).some((release) => release.id === id))
    throw new UnknownReleaseError(id);
  const lock = await takePublishingLock(db, by.name);
  try {
    const from = currentReleaseId(dir);
    await switchBack(dir, id);
    await announceSwitch(db, id);
    site.releases.refresh(id);
    await recordAudit(db, {
      action: "site-release-restored",
      member: by.member,
      actor: by.actor,
      target: id,
      detail: { from: from ?? null },
    });
  } finally {
    await lock.release();
  }
}
