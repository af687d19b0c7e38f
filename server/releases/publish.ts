/**
 * Making a release and switching the site to it, one at a time across the instances that share
 * the releases folder (a lock in that folder, which every instance and the CLI take).
 */
import { chmodSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import lockfile from "proper-lockfile";
import type { ServerBuild } from "react-router";
import { currentReleaseId, pruneReleases, switchTo } from "./folder";
import type { ReleaseManifest } from "./manifest";
import { readManifest, renderRelease, type RenderOptions } from "./render";

export type PublishOptions = Omit<RenderOptions, "build"> & { build: ServerBuild };

/** A release under way elsewhere: how long to wait for it before giving up. */
const LOCK_WAIT_MS = 5 * 60_000;

async function withReleaseLock<T>(releasesDir: string, work: () => Promise<T>): Promise<T> {
  mkdirSync(releasesDir, { recursive: true });
  chmodSync(releasesDir, 0o755); // nginx serves the current release from here
  const release = await lockfile.lock(releasesDir, {
    lockfilePath: join(releasesDir, ".lock"),
    stale: 30_000,
    update: 5_000,
    retries: { retries: LOCK_WAIT_MS / 1_000, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
  });
  try {
    return await work();
  } finally {
    await release();
  }
}

/** Inside the lock: a new release, made the current one, and the oldest ones removed. */
async function renderAndSwitch(options: PublishOptions): Promise<ReleaseManifest> {
  const id = currentReleaseId(options.releasesDir);
  const dir = id && join(options.releasesDir, id);
  const earlier = dir ? { dir, manifest: readManifest(dir) } : undefined;
  const manifest = await renderRelease({ earlier, ...options });
  switchTo(options.releasesDir, manifest.id);
  pruneReleases(options.releasesDir);
  return manifest;
}

/** Renders a release of the content as it is now and makes it the current one. */
export function publishRelease(options: PublishOptions): Promise<ReleaseManifest> {
  return withReleaseLock(options.releasesDir, () => renderAndSwitch(options));
}

/**
 * The current release if it was rendered with this code build; otherwise (a first start, or new
 * code) a new one is published first.
 */
export function ensureRelease(
  options: PublishOptions,
): Promise<{ manifest: ReleaseManifest; made: boolean }> {
  return withReleaseLock(options.releasesDir, async () => {
    const id = currentReleaseId(options.releasesDir);
    if (id) {
      const manifest = readManifest(join(options.releasesDir, id));
      if (manifest.buildVersion === options.build.assets.version) return { manifest, made: false };
    }
    return { manifest: await renderAndSwitch(options), made: true };
  });
}

/** Switches back to an earlier release that is still kept. */
export function switchBack(releasesDir: string, id: string): Promise<void> {
  return withReleaseLock(releasesDir, async () => switchTo(releasesDir, id));
}
