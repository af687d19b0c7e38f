import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ServerBuild } from "react-router";
import type { Db } from "../db/client";
import { ensureRelease } from "./publish";
import { announceSwitch, readAnnouncement, type Announcement } from "./publishing-state";
import { ReleaseServer } from "./served";

/** How often an instance looks whether another one switched the site to a new release. */
export const RELEASE_POLL_MS = 1_000;

export interface ReleaseSetup {
  build: ServerBuild | undefined;
  buildDir: string;
  releasesDir: string;
  contentRoot: string;
  frameOrigin: string | undefined;
  log: FastifyBaseLogger;
  /** Where switches are announced to the other instances. */
  db: Db;
}

/**
 * The releases this instance serves. With a server build, a release of it is made first if
 * there is none (a first start, or new code); the instance then follows every switch.
 */
export async function openReleases(setup: ReleaseSetup): Promise<ReleaseServer | undefined> {
  const releasesDir = resolve(setup.releasesDir);
  if (!setup.build && !existsSync(releasesDir)) return undefined;
  if (setup.build) {
    const { manifest, made } = await ensureRelease({
      build: setup.build,
      clientDir: join(setup.buildDir, "client"),
      contentRoot: setup.contentRoot,
      releasesDir,
      by: "start",
    });
    if (made) {
      setup.log.info({ release: manifest.id, ms: manifest.renderMs }, "release made");
      await announceSwitch(setup.db, manifest.id);
    }
  }
  const releases = new ReleaseServer(releasesDir, setup.frameOrigin, (release) =>
    setup.log.info({ release: release.manifest.id }, "serving release"),
  );
  await releases.watch(RELEASE_POLL_MS, announcements(setup.db, setup.log), (error) =>
    setup.log.error({ err: error }, "could not switch to the new release"),
  );
  return releases;
}

/**
 * The latest announcement; while the database cannot be read, none (the link is followed
 * meanwhile), said once in the log rather than every second.
 */
export function announcements(
  db: Db,
  log: FastifyBaseLogger,
): () => Promise<Announcement | undefined> {
  let failing = false;
  return async () => {
    try {
      const announcement = await readAnnouncement(db);
      if (failing) log.info("release announcements readable again");
      failing = false;
      return announcement;
    } catch (error) {
      if (!failing)
        log.warn(
          { err: error },
          "release announcements not readable, following the link meanwhile",
        );
      failing = true;
      return undefined;
    }
  };
}
