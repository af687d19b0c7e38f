/**
 * Publishing, as the team area and the command line do it: a release of the content as it is
 * now, or a return to a kept one, by a member (or the command line), with its audit entry.
 * The instance that publishes serves the new release at once; the others within seconds.
 */
import type { ServerBuild } from "react-router";
import type { Db } from "../db/client";
import { recordAudit, type AuditEntry } from "../team/audit";
import { currentReleaseId, isReleaseId, listReleases } from "./folder";
import type { ReleaseManifest } from "./manifest";
import { publishRelease, switchBack } from "./publish";
import type { ReleaseServer } from "./served";

/** What the server knows to make releases with (the team area's `context.team.site`). */
export interface SitePublisher {
  build: ServerBuild;
  clientDir: string;
  contentRoot: string;
  releases: ReleaseServer;
}

/** Who publishes: a member, or the command line. */
export type Publisher = Pick<AuditEntry, "member" | "actor"> & { name: string };

export interface ReleaseListing {
  current: string | undefined;
  releases: ReleaseManifest[];
}

export function releaseListing(site: SitePublisher): ReleaseListing {
  const dir = site.releases.releasesDir;
  return { current: currentReleaseId(dir), releases: listReleases(dir) };
}

export async function publishSite(
  db: Db,
  site: SitePublisher,
  by: Publisher,
): Promise<ReleaseManifest> {
  const manifest = await publishRelease({
    build: site.build,
    clientDir: site.clientDir,
    contentRoot: site.contentRoot,
    releasesDir: site.releases.releasesDir,
    by: by.name,
  });
  site.releases.refresh();
  await recordAudit(db, {
    action: "site-published",
    member: by.member,
    actor: by.actor,
    target: manifest.id,
    detail: { paths: manifest.paths.length, ms: manifest.renderMs },
  });
  return manifest;
}

/** A release that is not (or no longer) kept. */
export class UnknownReleaseError extends Error {}

export async function returnToRelease(
  db: Db,
  site: SitePublisher,
  by: Publisher,
  id: string,
): Promise<void> {
  const dir = site.releases.releasesDir;
  if (!isReleaseId(id) || !listReleases(dir).some((release) => release.id === id))
    throw new UnknownReleaseError(id);
  const from = currentReleaseId(dir);
  await switchBack(dir, id);
  site.releases.refresh();
  await recordAudit(db, {
    action: "site-release-restored",
    member: by.member,
    actor: by.actor,
    target: id,
    detail: { from: from ?? null },
  });
}
