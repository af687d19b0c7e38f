/**
 * Publishing across instances (server/releases/publishing*.ts) on each test database: the lock
 * in the database (one publish at a time, a dead holder's lock expires), the announcement of a
 * switch (two ReleaseServers on one database: a switch on one is served by the other), and a
 * failed release recorded with its reason while the site stays as it was.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wordedChecks } from "../../app/content/check-message";
import { openDatabase, type Database, type Db } from "../../server/db/client";
import { sitePublishing } from "../../server/db/schema";
import { currentReleaseId, switchTo } from "../../server/releases/folder";
import { RELEASE_FILES, type ReleaseManifest } from "../../server/releases/manifest";
import {
  publishingStatus,
  returnToRelease,
  startPublishing,
  type SitePublisher,
} from "../../server/releases/publishing";
import {
  announceSwitch,
  PublishingBusyError,
  readAnnouncement,
  takePublishingLock,
} from "../../server/releases/publishing-state";
import { announcements } from "../../server/releases/open";
import { ReleaseServer } from "../../server/releases/served";
import { databases } from "./helpers/databases";

const OLD = "20260101-000000-aaaaaa";
const NEW = "20260102-000000-bbbbbb";
const LATER = "20260103-000000-cccccc";

function makeRelease(releasesDir: string, id: string) {
  const dir = join(releasesDir, id);
  mkdirSync(join(dir, RELEASE_FILES.site, "home"), { recursive: true });
  const manifest: ReleaseManifest = {
    id,
    createdAt: new Date().toISOString(),
    by: "test",
    buildVersion: "test",
    contentVersion: null,
    paths: ["/home"],
    renderMs: 0,
  };
  writeFileSync(join(dir, RELEASE_FILES.manifest), JSON.stringify(manifest));
  writeFileSync(join(dir, RELEASE_FILES.content), JSON.stringify({ byLocale: {} }));
  writeFileSync(join(dir, RELEASE_FILES.site, "home", "index.html"), `<p>${id}</p>`);
}

const publisher = { name: "Erika Test", actor: "test" };

describe.each(databases)("publishing across instances on $name", (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const releasesDir = mkdtempSync(join(tmpdir(), "egn-publishing-"));
  beforeAll(async () => {
    const created = await kind.create();
    dispose = created.dispose;
    database = await openDatabase({ DATA_DIR: "", ...created.env });
    for (const id of [OLD, NEW, LATER]) makeRelease(releasesDir, id);
    switchTo(releasesDir, OLD);
  });
  afterAll(async () => {
    await database?.close();
    await dispose?.();
    rmSync(releasesDir, { recursive: true, force: true });
  });
  const db = () => database.db;
  const clearLock = () =>
    db().update(sitePublishing).set({ holder: null, lockedUntil: null, lockedBy: null });

  it("lets one of two publishes at once take the lock and tells the other who and since when", async () => {
    const attempts = await Promise.allSettled([
      takePublishingLock(db(), "Erika"),
      takePublishingLock(db(), "Max"),
    ]);
    const taken = attempts.filter((attempt) => attempt.status === "fulfilled");
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const error = (refused[0] as PromiseRejectedResult).reason as PublishingBusyError;
    expect(error).toBeInstanceOf(PublishingBusyError);
    const holderName = attempts[0]!.status === "fulfilled" ? "Erika" : "Max";
    expect(error.by).toBe(holderName);
    expect(Math.abs(error.since.getTime() - Date.now())).toBeLessThan(60_000);

    const lock = (
      taken[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof takePublishingLock>>>
    ).value;
    expect(await lock.extend()).toBe(true);
    await lock.release();
    await (await takePublishingLock(db(), "Max")).release();
  });

  it("takes over a lock whose holder stopped extending it once its lease ran out", async () => {
    const dead = await takePublishingLock(db(), "Abgestürzt", { leaseMs: 300 });
    await expect(takePublishingLock(db(), "Max")).rejects.toThrow(PublishingBusyError);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const lock = await takePublishingLock(db(), "Max");
    expect(await dead.extend()).toBe(false);
    await dead.release(); // the old holder's release leaves the new holder's lock alone
    await expect(takePublishingLock(db(), "Dritte")).rejects.toThrow(/Max veröffentlicht/);
    await lock.release();
  });

  it("serves a switch made on one instance on the other one, announced through the database", async () => {
    const announced = () => readAnnouncement(db());
    const errors: unknown[] = [];
    const one = new ReleaseServer(releasesDir, undefined);
    const other = new ReleaseServer(releasesDir, undefined);
    await one.watch(60_000, announced, (error) => errors.push(error));
    await other.watch(60_000, announced, (error) => errors.push(error));
    try {
      expect(other.current?.manifest.id).toBe(OLD);
      // the team area's return to a kept release, on instance one
      const site = { releases: one } as SitePublisher;
      await returnToRelease(db(), site, publisher, NEW);
      expect(one.current?.manifest.id).toBe(NEW);
      expect((await announced())?.id).toBe(NEW);
      await other.follow(announced);
      expect(other.current?.manifest.id).toBe(NEW);

      // A switch by the command line (the link alone) is followed too, and the older
      // announcement does not undo it.
      switchTo(releasesDir, LATER);
      await other.follow(announced);
      await other.follow(announced);
      expect(other.current?.manifest.id).toBe(LATER);

      // Back and forth to one release: each announcement is a new one.
      await announceSwitch(db(), NEW);
      switchTo(releasesDir, NEW);
      await other.follow(announced);
      expect(other.current?.manifest.id).toBe(NEW);
      expect(errors).toEqual([]);
    } finally {
      one.stop();
      other.stop();
    }
  });

  it("follows the link alone while the database cannot be read, and says so once", async () => {
    const said: string[] = [];
    const log = {
      warn: (_: unknown, message: string) => said.push(`warn ${message}`),
      info: (message: string) => said.push(`info ${message}`),
    } as unknown as FastifyBaseLogger;
    let down = true;
    const flaky = new Proxy(db(), {
      get: (target, name, receiver) => {
        if (down && name === "select") throw new Error("connection lost");
        return Reflect.get(target, name, receiver) as unknown;
      },
    }) as Db;
    const announced = announcements(flaky, log);
    for (let i = 0; i < 3; i++) expect(await announced()).toBeUndefined();
    down = false;
    await announceSwitch(db(), NEW);
    expect((await announced())?.id).toBe(NEW);
    expect(said).toEqual([
      "warn release announcements not readable, following the link meanwhile",
      "info release announcements readable again",
    ]);
  });

  it("refuses to return to a release while someone publishes", async () => {
    const lock = await takePublishingLock(db(), "Erika");
    try {
      const site = { releases: new ReleaseServer(releasesDir, undefined) } as SitePublisher;
      await expect(returnToRelease(db(), site, publisher, OLD)).rejects.toThrow(
        PublishingBusyError,
      );
      expect(currentReleaseId(releasesDir)).toBe(NEW);
    } finally {
      await lock.release();
    }
  });

  it("records a failed release with its reason, leaves the site as it was and frees the lock", async () => {
    await clearLock();
    const releases = new ReleaseServer(releasesDir, undefined);
    releases.refresh();
    const before = currentReleaseId(releasesDir);
    const site: SitePublisher = {
      build: { assets: { version: "test" } } as ServerBuild,
      clientDir: join(releasesDir, "no-client"),
      contentRoot: join(releasesDir, "no-content"),
      releases,
    };
    const run = await startPublishing(db(), site, publisher);
    expect(await run.finished).toBeUndefined();
    const status = await publishingStatus(db());
    expect(status.state).toBe("failed");
    expect(status.state === "failed" && status.by).toBe("Erika Test");
    expect(status.state === "failed" && status.reason).toMatch(/\S/);
    expect(currentReleaseId(releasesDir)).toBe(before);
    expect(releases.current?.manifest.id).toBe(before);
    await (await takePublishingLock(db(), "Max")).release();
  });

  it("keeps a content check's problems so that each member reads them in their language", async () => {
    await clearLock();
    const contentRoot = join(releasesDir, "broken-content");
    cpSync(join(process.cwd(), "content"), join(contentRoot, "content"), { recursive: true });
    const carFile = join(contentRoot, "content/cars/egn25.json");
    writeFileSync(
      carFile,
      JSON.stringify({ ...JSON.parse(readFileSync(carFile, "utf8")), season: "25" }),
    );
    const releases = new ReleaseServer(releasesDir, undefined);
    const site: SitePublisher = {
      build: { assets: { version: "test" } } as ServerBuild,
      clientDir: join(releasesDir, "no-client"),
      contentRoot,
      releases,
    };
    const run = await startPublishing(db(), site, publisher);
    expect(await run.finished).toBeUndefined();
    const status = await publishingStatus(db());
    const reason = status.state === "failed" ? (status.reason ?? "") : "";
    expect(wordedChecks(reason, "de")).toBe(
      "content/cars/egn25.json: season: muss eine vierstellige Jahreszahl sein",
    );
    expect(wordedChecks(reason, "en")).toBe(
      "content/cars/egn25.json: season: must be a four-digit year",
    );
  });

  it("shows a run whose server died (its lock expired) as aborted", async () => {
    await db()
      .update(sitePublishing)
      .set({
        runState: "running",
        runBy: "Erika",
        runStartedAt: new Date(Date.now() - 120_000),
        lockedUntil: new Date(Date.now() - 60_000),
      });
    const status = await publishingStatus(db());
    expect(status).toMatchObject({ state: "failed", by: "Erika", reason: undefined });
  });
});
