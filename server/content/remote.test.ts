import { existsSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { boundGit } from "./git";
import {
  ConflictError,
  ContentHistoryError,
  DEFAULT_COMMITTER,
  INITIAL_MESSAGE,
  RemoteConflictError,
  openContentRepository,
  type HistoryLogger,
} from "./history";
import {
  ANNA,
  BEN,
  read,
  repositoryWith,
  scratchFolders,
  sh,
  writeFiles,
} from "./history.test-support";
import { teamDe } from "../../app/i18n/messages/team.de";
import { RemoteSync } from "./remote";

const folder = scratchFolders();
const NEWS = "content/news/2026-12-01-rollout-egn26.md";

/** A bare repository (the remote), a site folder that is no repository, and a developer's clone. */
async function setUp() {
  const bare = join(folder("remote"), "content.git");
  sh(folder("cwd"), "init", "--quiet", "--bare", "-b", "main", bare);
  const site = folder("site");
  writeFiles(site, {
    "content/site.json": "{}\n",
    [NEWS]: "Erste Fassung\n",
    "package.json": "{}\n",
  });
  const content = openContentRepository({ dir: site, remote: bare });
  await content.versionOf("content"); // makes the repository and pushes its first commit
  const clone = join(folder("clone"), "clone");
  sh(folder("cwd"), "clone", "--quiet", bare, clone);
  return { bare, site, content, clone };
}

/** The developer changes a file in the clone and pushes it. */
function pushFromClone(clone: string, path: string, text: string): string {
  writeFiles(clone, { [path]: text });
  sh(clone, "commit", "--quiet", "-am", `${path} im Klon geändert`);
  sh(clone, "push", "--quiet", "origin", "main");
  return sh(clone, "rev-parse", "HEAD");
}

/** Nothing half done: no merge in progress, nothing changed in the work tree or the index. */
function expectClean(dir: string) {
  expect(sh(dir, "status", "--porcelain")).toBe("");
  expect(existsSync(join(dir, ".git/MERGE_HEAD"))).toBe(false);
  expect(existsSync(join(dir, ".git/rebase-merge"))).toBe(false);
}

describe("with a remote", () => {
  it("pushes the first commit and every save, after taking in the remote's new commits", async () => {
    const { bare, site, content, clone } = await setUp();
    expect(sh(bare, "log", "--format=%s|%an", "main")).toBe(
      `${INITIAL_MESSAGE}|${DEFAULT_COMMITTER.name}`,
    );
    const fromClone = pushFromClone(clone, "content/site.json", '{ "x": 1 }\n');

    const saved = await content.commit({
      files: [{ path: NEWS, content: "Zweite Fassung\n" }],
      author: ANNA,
      message: "News: Rollout egn26 geändert",
    });

    expect(saved.remote).toBe("pushed");
    expect(sh(site, "rev-parse", "HEAD~1")).toBe(fromClone); // fast-forwarded, no merge commit
    expect(sh(bare, "rev-parse", "main")).toBe(saved.version);
    expect(read(site, "content/site.json")).toBe('{ "x": 1 }\n');
    expect(sh(bare, "log", "-1", "--format=%an|%cn", "main")).toBe(
      `Anna Beispiel|${DEFAULT_COMMITTER.name}`,
    );
    expectClean(site);
  });

  it("refuses with ConflictError when the remote has a newer version of the file", async () => {
    const { site, content, clone } = await setUp();
    const seen = await content.versionOf(NEWS);
    const theirs = pushFromClone(clone, NEWS, "Fassung aus dem Klon\n");
    const error = await content
      .commit({
        files: [{ path: NEWS, content: "Annas Fassung\n" }],
        author: ANNA,
        message: "m",
        expectedVersion: seen,
      })
      .catch((error: unknown) => error);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).currentVersion).toBe(theirs);
    expect((error as ConflictError).files[0]?.theirs?.toString()).toBe("Fassung aus dem Klon\n");
    expect(read(site, NEWS)).toBe("Fassung aus dem Klon\n");
    expectClean(site);
  });

  it("saves locally while the remote is unreachable and pushes later", async () => {
    const { bare, site, content } = await setUp();
    renameSync(bare, `${bare}.off`);
    const saved = await content.commit({
      files: [{ path: NEWS, content: "Offline\n" }],
      author: ANNA,
      message: "m",
    });
    expect(saved).toMatchObject({ changed: true, remote: "pending" });
    renameSync(`${bare}.off`, bare);
    expect(await content.sync()).toBe("pushed");
    expect(sh(bare, "rev-parse", "main")).toBe(saved.version);
    expect(await content.sync()).toBe("pushed"); // nothing left to push
    expectClean(site);
  });

  it("joins pending saves and remote changes to other files with a merge commit", async () => {
    const { bare, site, content, clone } = await setUp();
    renameSync(bare, `${bare}.off`);
    const offline = await content.commit({
      files: [{ path: NEWS, content: "Offline\n" }],
      author: ANNA,
      message: "News offline",
    });
    renameSync(`${bare}.off`, bare);
    pushFromClone(clone, "content/site.json", '{ "x": 2 }\n');

    const saved = await content.commit({
      files: [{ path: "content/teams/2026.json", content: "{}\n" }],
      author: BEN,
      message: "Team 2026: angelegt",
    });

    expect(saved.remote).toBe("pushed");
    expect(sh(bare, "rev-parse", "main")).toBe(saved.version);
    expect(sh(site, "log", "--format=%s", "-2")).toBe(
      "Team 2026: angelegt\nInhalte mit dem gemeinsamen Repository zusammengeführt",
    );
    expect(sh(site, "log", "-1", "--format=%an", "HEAD~1")).toBe(DEFAULT_COMMITTER.name);
    expect(read(site, "content/site.json")).toBe('{ "x": 2 }\n');
    expect(await content.versionOf(NEWS)).toBe(offline.version); // ids of pending saves stay
    expectClean(site);
  });

  it("refuses with RemoteConflictError when pending saves and the remote changed the same file", async () => {
    const { bare, site, content, clone } = await setUp();
    renameSync(bare, `${bare}.off`);
    await content.commit({
      files: [{ path: NEWS, content: "Offline\n" }],
      author: ANNA,
      message: "m",
    });
    renameSync(`${bare}.off`, bare);
    const remoteHead = pushFromClone(clone, NEWS, "Aus dem Klon\n");
    const head = sh(site, "rev-parse", "HEAD");

    const error = await content
      .commit({
        files: [{ path: "content/teams/2026.json", content: "{}\n" }],
        author: BEN,
        message: "m",
      })
      .catch((error: unknown) => error);

    expect(error).toBeInstanceOf(RemoteConflictError);
    expect((error as RemoteConflictError).paths).toEqual([NEWS]);
    expect((error as Error).message).toBe(teamDe.refusals.remotePendingConflict);
    expect(sh(site, "rev-parse", "HEAD")).toBe(head);
    expect(read(site, NEWS)).toBe("Offline\n");
    expect(existsSync(join(site, "content/teams"))).toBe(false);
    expect(sh(bare, "rev-parse", "main")).toBe(remoteHead); // nothing forced
    expectClean(site);
    await expect(content.sync()).rejects.toBeInstanceOf(RemoteConflictError);
    expectClean(site);
  });

  it("takes a save back when the remote changed the same file while it was being made", async () => {
    const { bare, site, clone } = await setUp();
    const run = boundGit(site, DEFAULT_COMMITTER);
    const sync = new RemoteSync(run, bare, undefined, (path) => path);
    const remoteHead = pushFromClone(clone, NEWS, "Aus dem Klon\n");
    // The save has just been committed here, on top of what was fetched before the clone pushed.
    const parent = sh(site, "rev-parse", "HEAD");
    writeFileSync(join(site, NEWS), "Annas Fassung\n");
    sh(site, "commit", "--quiet", "-am", "Annas Speicherung");
    const commit = sh(site, "rev-parse", "HEAD");

    const error = await sync.publish("main", { commit, parent }).catch((error: unknown) => error);

    expect(error).toBeInstanceOf(RemoteConflictError);
    expect((error as Error).message).toMatch(/nicht gespeichert/);
    expect(sh(site, "rev-parse", "HEAD")).toBe(remoteHead); // taken back, then up to date
    expect(read(site, NEWS)).toBe("Aus dem Klon\n");
    expect(sh(bare, "rev-parse", "main")).toBe(remoteHead);
    expectClean(site);
  });

  it("merges and pushes again when the remote moved in other files while a save was made", async () => {
    const { bare, site, clone } = await setUp();
    const sync = new RemoteSync(boundGit(site, DEFAULT_COMMITTER), bare, undefined, (p) => p);
    pushFromClone(clone, "content/site.json", '{ "x": 3 }\n');
    const parent = sh(site, "rev-parse", "HEAD");
    writeFileSync(join(site, NEWS), "Annas Fassung\n");
    sh(site, "commit", "--quiet", "-am", "Annas Speicherung");
    const commit = sh(site, "rev-parse", "HEAD");

    expect(await sync.publish("main", { commit, parent })).toBe("pushed");
    expect(sh(bare, "rev-parse", "main")).toBe(sh(site, "rev-parse", "HEAD"));
    expect(sh(site, "rev-parse", "HEAD^1")).toBe(commit);
    expect(read(site, "content/site.json")).toBe('{ "x": 3 }\n');
    expectClean(site);
  });

  it("a new folder takes the remote's content/ (and nothing else of it) when the remote has history", async () => {
    const bare = join(folder("remote"), "site.git");
    const source = repositoryWith(folder("source"), {
      "README.md": "# Die ganze Website\n",
      "package.json": '{ "name": "aus dem Repository" }\n',
      [NEWS]: "Aus dem Repository\n",
      "content/site.json": "{}\n",
    });
    sh(folder("cwd"), "clone", "--quiet", "--bare", source, bare);
    const site = folder("site");
    writeFiles(site, {
      [NEWS]: "Alte Kopie\n",
      "content/local-only.md": "nur hier\n",
      "package.json": '{ "name": "deploy" }\n',
    });

    const content = openContentRepository({ dir: site, remote: bare });
    expect(await content.versionOf("content")).toBe(sh(bare, "rev-parse", "main"));
    expect(read(site, NEWS)).toBe("Aus dem Repository\n");
    expect(read(site, "package.json")).toBe('{ "name": "deploy" }\n');
    expect(existsSync(join(site, "README.md"))).toBe(false);
    // A file only the copy had is left alone (untracked) until a save takes it up.
    expect(sh(site, "status", "--porcelain")).toBe("?? content/local-only.md");

    const saved = await content.commit({
      files: [{ path: NEWS, content: "Neu\n" }],
      author: ANNA,
      message: "m",
    });
    expect(saved.remote).toBe("pushed");
    expect(sh(bare, "show", "main:README.md")).toBe("# Die ganze Website");
    expect(sh(bare, "show", "main:package.json")).toBe('{ "name": "aus dem Repository" }');
    expect(sh(bare, "show", "--name-only", "--format=", "main")).toBe(NEWS);

    // The remote's changes outside content/ reach the index, never the site's folder.
    const clone = join(folder("clone"), "clone");
    sh(folder("cwd"), "clone", "--quiet", bare, clone);
    pushFromClone(clone, "package.json", '{ "name": "neu im Repository" }\n');
    pushFromClone(clone, "content/site.json", '{ "neu": true }\n');
    expect(await content.sync()).toBe("pushed");
    expect(read(site, "content/site.json")).toBe('{ "neu": true }\n');
    expect(read(site, "package.json")).toBe('{ "name": "deploy" }\n');
    expect(sh(site, "status", "--porcelain")).toBe("?? content/local-only.md");
  });

  it("refuses a remote that would be read as an option", () => {
    expect(() =>
      openContentRepository({ dir: folder(), remote: "--upload-pack=touch /tmp/x" }),
    ).toThrow(ContentHistoryError);
  });

  it("logs neither the remote's credentials nor the member's e-mail", async () => {
    const site = folder("site");
    writeFiles(site, { [NEWS]: "x\n" });
    sh(site, "init", "--quiet", "-b", "main");
    sh(site, "add", "--all");
    sh(site, "commit", "--quiet", "-m", "Anfang");
    const logger: HistoryLogger = { info: vi.fn(), warn: vi.fn() };
    const content = openContentRepository({
      dir: site,
      remote: "http://mitglied:geheim@127.0.0.1:9/content.git",
      logger,
    });
    const saved = await content.commit({
      files: [{ path: NEWS, content: "y\n" }],
      author: ANNA,
      message: "m",
    });
    expect(saved.remote).toBe("pending");
    const logged = JSON.stringify([
      vi.mocked(logger.info).mock.calls,
      vi.mocked(logger.warn).mock.calls,
    ]);
    expect(logged).toContain("Anna Beispiel");
    expect(logged).toContain("not pushed");
    expect(logged).not.toContain("geheim");
    expect(logged).not.toContain(ANNA.email);
  });
});
