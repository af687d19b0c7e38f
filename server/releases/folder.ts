/**
 * The releases folder (RELEASES_DIR, shared by the instances): one folder per release, named by
 * its id, and `current`, a symbolic link to the release visitors get. Switching replaces the
 * link in one rename, so nginx and every instance see either the old or the new release whole.
 */
import { existsSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { readManifest } from "./render";
import type { ReleaseManifest } from "./manifest";

export const CURRENT_LINK = "current";
/** Releases kept besides the current one: "back to the previous release" and older pages' images. */
export const KEPT_RELEASES = 4;

const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{6}$/;

/** A release being rendered (render.ts writes it under this name, then renames it). */
const PARTIAL = /^\.\d{8}-\d{6}-[0-9a-f]{6}\.partial$/;

export const isReleaseId = (id: string) => RELEASE_ID.test(id);

/** The id of the current release, or undefined before the first. */
export function currentReleaseId(releasesDir: string): string | undefined {
  try {
    const target = readlinkSync(join(releasesDir, CURRENT_LINK));
    return isReleaseId(target) && existsSync(join(releasesDir, target)) ? target : undefined;
  } catch {
    return undefined;
  }
}

/** Every complete release, newest first. */
export function listReleases(releasesDir: string): ReleaseManifest[] {
  if (!existsSync(releasesDir)) return [];
  return readdirSync(releasesDir)
    .filter(isReleaseId)
    .sort()
    .reverse()
    .flatMap((id) => {
      try {
        return [readManifest(join(releasesDir, id))];
      } catch {
        return [];
      }
    });
}

/** Points `current` at release `id`, atomically. */
export function switchTo(releasesDir: string, id: string): void {
  if (!isReleaseId(id) || !existsSync(join(releasesDir, id)))
    throw new Error(`Release ${id} gibt es nicht.`);
  const temporary = join(releasesDir, `.link-${randomBytes(4).toString("hex")}`);
  symlinkSync(id, temporary);
  renameSync(temporary, join(releasesDir, CURRENT_LINK));
}

/** Removes all but the newest releases (the current one always stays) and unfinished ones. */
export function pruneReleases(releasesDir: string, keep = KEPT_RELEASES): string[] {
  const current = currentReleaseId(releasesDir);
  const removed: string[] = [];
  const names = readdirSync(releasesDir);
  // Left by a process that died while rendering (under the lock, so none renders now).
  for (const name of names.filter((name) => PARTIAL.test(name)))
    rmSync(join(releasesDir, name), { recursive: true, force: true });
  const ids = names.filter(isReleaseId).sort().reverse();
  for (const id of ids.slice(keep + 1)) {
    if (id === current) continue;
    rmSync(join(releasesDir, id), { recursive: true, force: true });
    removed.push(id);
  }
  return removed;
}
