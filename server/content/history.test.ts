import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ConflictError,
  ContentHistoryError,
  DEFAULT_COMMITTER,
  INITIAL_MESSAGE,
  InvalidInputError,
  NotFoundError,
  commitMessage,
  openContentRepository,
} from "./history";
import {
  ANNA,
  BEN,
  commitCount,
  read,
  repositoryWith,
  scratchFolders,
  sh,
  writeFiles,
} from "./history.test-support";

const folder = scratchFolders();
const NEWS = "content/news/2026-12-01-rollout-egn26.md";

/** A site folder that is no repository: content/ with two files, and a deploy's other files. */
function copyOnlySite(): string {
  const dir = folder();
  writeFiles(dir, {
    "content/site.json": '{ "productName": "e-gnition" }\n',
    [NEWS]: "---\ntitle: Rollout egn26\n---\nDer neue Wagen.\n",
    "package.json": "{}\n",
    "build/server.js": "// built\n",
  });
  return dir;
}

describe("a folder that is no repository", () => {
  it("becomes one on first use, with the content committed by the server", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    expect(existsSync(join(dir, ".git"))).toBe(false); // nothing happens before the first use

    const version = await content.versionOf("content");
    expect(version).toMatch(/^[0-9a-f]{40}$/);
    expect(sh(dir, "symbolic-ref", "--short", "HEAD")).toBe("main");
    expect(sh(dir, "log", "--format=%an <%ae>|%cn <%ce>|%s")).toBe(
      "e-gnition Website <website@invalid>|e-gnition Website <website@invalid>|" + INITIAL_MESSAGE,
    );
    expect(sh(dir, "ls-files").split("\n")).toEqual([NEWS, "content/site.json"]);
    // The deploy's other files are neither committed nor shown as untracked.
    expect(sh(dir, "status", "--porcelain")).toBe("");
    expect(await content.history("content")).toEqual([
      expect.objectContaining({ commit: version, authorName: "e-gnition Website" }),
    ]);
  });

  it("gets an empty first commit when there is no content yet", async () => {
    const dir = folder();
    const content = openContentRepository({ dir });
    const version = await content.versionOf("content");
    expect(version).toBeNull(); // no commit touched content/
    expect(commitCount(dir)).toBe(1);
    expect(existsSync(join(dir, "content"))).toBe(true);
    const saved = await content.commit({
      files: [{ path: "content/events.json", content: "[]\n" }],
      author: ANNA,
      message: "Termine: angelegt",
    });
    expect(saved.changed).toBe(true);
    expect(commitCount(dir)).toBe(2);
  });

  it("refuses a folder that does not exist", () => {
    expect(() => openContentRepository({ dir: join(folder(), "missing") })).toThrow(
      ContentHistoryError,
    );
  });

  it("in an existing repository without commits, makes the first one", async () => {
    const dir = copyOnlySite();
    sh(dir, "init", "--quiet", "-b", "main");
    const content = openContentRepository({ dir });
    expect(await content.versionOf(NEWS)).toMatch(/^[0-9a-f]{40}$/);
    expect(sh(dir, "log", "--format=%s")).toBe(INITIAL_MESSAGE);
    expect(sh(dir, "ls-files")).not.toContain("package.json");
  });
});

describe("an existing repository with content/ in a subfolder", () => {
  function monorepo(): { top: string; site: string } {
    const top = repositoryWith(folder("repo"), {
      "README.md": "# Repo\n",
      "site/package.json": "{}\n",
      "site/content/site.json": "{}\n",
      [`site/${NEWS}`]: "Alt\n",
      "notes.txt": "eins\n",
    });
    return { top, site: join(top, "site") };
  }

  it("commits only the saved paths; other changes, staged or not, stay as they were", async () => {
    const { top, site } = monorepo();
    writeFileSync(join(top, "README.md"), "# Repo, geändert\n"); // unstaged
    writeFileSync(join(top, "staged.txt"), "bereit\n");
    sh(top, "add", "staged.txt"); // staged
    writeFileSync(join(site, "content/site.json"), '{ "draft": true }\n'); // unstaged, in content/
    const before = sh(top, "rev-parse", "HEAD");

    const content = openContentRepository({ dir: site });
    const saved = await content.commit({
      files: [{ path: NEWS, content: "Neu\n" }],
      author: ANNA,
      message: "News: Rollout egn26 geändert",
    });

    expect(saved).toEqual({ version: sh(top, "rev-parse", "HEAD"), changed: true, remote: "none" });
    expect(sh(top, "rev-parse", "HEAD~1")).toBe(before);
    expect(sh(top, "show", "--name-only", "--format=", "HEAD")).toBe(`site/${NEWS}`);
    expect(sh(top, "status", "--porcelain").split("\n").sort()).toEqual([
      " M README.md",
      " M site/content/site.json",
      "A  staged.txt",
    ]);
    expect(read(top, "README.md")).toBe("# Repo, geändert\n");
    expect(read(site, NEWS)).toBe("Neu\n");
  });

  it("reads history, versions, diffs and files with paths below the site's folder", async () => {
    const { top, site } = monorepo();
    const content = openContentRepository({ dir: site });
    const first = await content.versionOf(NEWS);
    expect(first).toBe(sh(top, "rev-parse", "HEAD"));
    const { version } = await content.commit({
      files: [{ path: NEWS, content: "Alt\nNeu\n" }],
      author: BEN,
      message: "News: Rollout egn26 geändert",
    });
    const diff = await content.diff(version!, NEWS);
    expect(diff).toContain(`--- a/${NEWS}`);
    expect(diff).toContain(`+++ b/${NEWS}`);
    expect(diff).toContain("\n Alt\n+Neu\n");
    expect((await content.fileAt(first!, NEWS))?.toString()).toBe("Alt\n");
    // A change outside content/ is no version of it.
    writeFileSync(join(top, "notes.txt"), "zwei\n");
    sh(top, "commit", "--quiet", "-am", "Notizen");
    expect(await content.versionOf("content")).toBe(version);
    expect((await content.history("content")).map((entry) => entry.message)).toEqual([
      "News: Rollout egn26 geändert",
      "Anfang",
    ]);
  });

  it("refuses to work when content/ is ignored by the repository", async () => {
    const top = repositoryWith(folder("repo"), { ".gitignore": "content/\n", "a.txt": "a\n" });
    writeFiles(top, { "content/site.json": "{}\n" });
    await expect(openContentRepository({ dir: top }).versionOf("content")).rejects.toThrow(
      /ignoriert/,
    );
  });
});

describe("commit", () => {
  it("records the member as author and the server as committer, with the message", async () => {
    const dir = copyOnlySite();
    const committer = { name: "Website Test", email: "test-website@invalid" };
    const content = openContentRepository({ dir, committer });
    const message = commitMessage({ kind: "News", title: "Rollout egn26", action: "changed" });
    const saved = await content.commit({
      files: [{ path: NEWS, content: "Neu\n" }],
      author: ANNA,
      message,
    });
    expect(sh(dir, "log", "-1", "--format=%H|%an|%ae|%cn|%ce|%B")).toBe(
      `${saved.version}|Anna Beispiel|anna@example.org|Website Test|test-website@invalid|News: Rollout egn26 geändert`,
    );
    const [entry] = await content.history(NEWS, { limit: 1 });
    expect(entry).toEqual({
      commit: saved.version,
      authorName: "Anna Beispiel",
      authorEmail: "anna@example.org",
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/),
      message: "News: Rollout egn26 geändert",
    });
  });

  it("keeps a message as written (a leading # is no comment)", async () => {
    const content = openContentRepository({ dir: copyOnlySite() });
    await content.commit({
      files: [{ path: NEWS, content: "x\n" }],
      author: ANNA,
      message: "#egn26: Rollout",
    });
    expect((await content.history(NEWS, { limit: 1 }))[0]?.message).toBe("#egn26: Rollout");
  });

  it("creates folders, writes several files in one commit, and deletes (empty folders too)", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const photo = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0x10]);
    const saved = await content.commit({
      files: [
        { path: "content/teams/2026.json", content: '{ "year": 2026 }\n' },
        { path: "content/images/news/egn26/rollout.png", content: photo },
      ],
      author: ANNA,
      message: "Team 2026: angelegt",
    });
    expect(sh(dir, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([
      "content/images/news/egn26/rollout.png",
      "content/teams/2026.json",
    ]);
    expect(await content.fileAt(saved.version!, "content/images/news/egn26/rollout.png")).toEqual(
      photo,
    );

    const deleted = await content.commit({
      files: [
        { path: "content/images/news/egn26/rollout.png", content: null },
        { path: "content/teams/2026.json", content: null },
      ],
      author: BEN,
      message: "Team 2026: gelöscht",
    });
    expect(deleted.changed).toBe(true);
    expect(existsSync(join(dir, "content/images"))).toBe(false);
    expect(existsSync(join(dir, "content/teams"))).toBe(false);
    expect(existsSync(join(dir, "content"))).toBe(true);
    expect(await content.fileAt(deleted.version!, "content/teams/2026.json")).toBeNull();
    expect((await content.history("content/teams/2026.json")).map((e) => e.authorName)).toEqual([
      "Ben Muster",
      "Anna Beispiel",
    ]);
    expect(sh(dir, "status", "--porcelain")).toBe("");
  });

  it("makes no commit when nothing changes, and answers the current version", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const version = await content.versionOf(NEWS);
    const count = commitCount(dir);
    const same = await content.commit({
      files: [
        { path: NEWS, content: read(dir, NEWS) },
        { path: "content/never-there.json", content: null },
      ],
      author: ANNA,
      message: "News: Rollout egn26 geändert",
      expectedVersion: version,
    });
    expect(same).toEqual({ version, changed: false, remote: "none" });
    expect(commitCount(dir)).toBe(count);
    expect(
      await content.commit({
        files: [{ path: "content/never-there.json", content: null }],
        author: ANNA,
        message: "x",
      }),
    ).toEqual({ version: null, changed: false, remote: "none" });
  });

  it("does not let a repository's hooks or the user's git config interfere", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    await content.versionOf("content");
    const hook = join(dir, ".git/hooks/pre-commit");
    writeFileSync(hook, "#!/bin/sh\nexit 1\n", { mode: 0o755 });
    const home = folder("home");
    writeFileSync(
      join(home, ".gitconfig"),
      "[user]\n\tname = Falsch\n\temail = falsch@example.org\n[commit]\n\tgpgSign = true\n",
    );
    vi.stubEnv("HOME", home);
    vi.stubEnv("GIT_DIR", join(home, "nowhere"));
    vi.stubEnv("GIT_AUTHOR_NAME", "Falsch");
    try {
      await content.commit({
        files: [{ path: NEWS, content: "neu\n" }],
        author: ANNA,
        message: "m",
      });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(sh(dir, "log", "-1", "--format=%an|%cn")).toBe(
      `Anna Beispiel|${DEFAULT_COMMITTER.name}`,
    );
  });
});

describe("expectedVersion", () => {
  it("refuses a save when someone saved the file meanwhile, writing nothing", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const seen = await content.versionOf(NEWS);
    const anna = await content.commit({
      files: [{ path: NEWS, content: "Annas Fassung\n" }],
      author: ANNA,
      message: "News: Rollout egn26 geändert",
      expectedVersion: seen,
    });
    const count = commitCount(dir);

    const error = await content
      .commit({
        files: [
          { path: NEWS, content: "Bens Fassung\n" },
          { path: "content/teams/2026.json", content: "{}\n" },
        ],
        author: BEN,
        message: "News: Rollout egn26 geändert",
        expectedVersion: seen,
      })
      .catch((error: unknown) => error);

    expect(error).toBeInstanceOf(ConflictError);
    const conflict = error as ConflictError;
    expect(conflict.expectedVersion).toBe(seen);
    expect(conflict.currentVersion).toBe(anna.version);
    expect(conflict.current).toMatchObject({ commit: anna.version, authorName: "Anna Beispiel" });
    expect(conflict.message).toMatch(/^Anna Beispiel hat diesen Inhalt inzwischen geändert/);
    expect(conflict.files).toEqual([
      { path: NEWS, theirs: Buffer.from("Annas Fassung\n"), ours: "Bens Fassung\n" },
      { path: "content/teams/2026.json", theirs: null, ours: "{}\n" },
    ]);
    expect(commitCount(dir)).toBe(count);
    expect(read(dir, NEWS)).toBe("Annas Fassung\n");
    expect(existsSync(join(dir, "content/teams"))).toBe(false);
    expect(sh(dir, "status", "--porcelain")).toBe("");

    // Saved again on top of Anna's version, it goes through.
    const ben = await content.commit({
      files: [{ path: NEWS, content: "Bens Fassung\n" }],
      author: BEN,
      message: "News: Rollout egn26 geändert",
      expectedVersion: conflict.currentVersion,
    });
    expect(ben.changed).toBe(true);
  });

  it("null expects a file nobody made yet", async () => {
    const content = openContentRepository({ dir: copyOnlySite() });
    const path = "content/news/2026-12-02-neu.md";
    await content.commit({
      files: [{ path, content: "A\n" }],
      author: ANNA,
      message: "News: Neu angelegt",
      expectedVersion: null,
    });
    await expect(
      content.commit({
        files: [{ path, content: "B\n" }],
        author: BEN,
        message: "News: Neu angelegt",
        expectedVersion: null,
      }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it("is not disturbed by saves of other files", async () => {
    const content = openContentRepository({ dir: copyOnlySite() });
    const seen = await content.versionOf(NEWS);
    await content.commit({
      files: [{ path: "content/site.json", content: "{}\n" }],
      author: ANNA,
      message: "Website: geändert",
    });
    const saved = await content.commit({
      files: [{ path: NEWS, content: "x\n" }],
      author: BEN,
      message: "m",
      expectedVersion: seen,
    });
    expect(saved.changed).toBe(true);
  });
});

describe("paths", () => {
  const refusedPaths = [
    "../x",
    "content/../../x",
    "content/../package.json",
    "/etc/passwd",
    ".git/config",
    "content/.git/config",
    "content/.gitattributes",
    "content/news/../../.git/config",
    "package.json",
    "content",
    "content/",
    "content//x.md",
    "content/./x.md",
    "content\\x.md",
    "content/x\u0000.md",
    "",
  ];

  it.each(refusedPaths)("refuses %j and writes nothing", async (path) => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    await content.versionOf("content");
    const count = commitCount(dir);
    await expect(
      content.commit({ files: [{ path, content: "böse\n" }], author: ANNA, message: "m" }),
    ).rejects.toBeInstanceOf(InvalidInputError);
    expect(commitCount(dir)).toBe(count);
    expect(sh(dir, "status", "--porcelain", "--ignored")).toBe("!! build/\n!! package.json");
  });

  it("refuses symbolic links that lead out of content/, for folders and files", async () => {
    const dir = copyOnlySite();
    const outside = folder("outside");
    writeFileSync(join(outside, "secret.txt"), "geheim\n");
    symlinkSync(outside, join(dir, "content/link"));
    symlinkSync(join(outside, "secret.txt"), join(dir, "content/secret.md"));
    const content = openContentRepository({ dir });
    for (const path of ["content/link/x.md", "content/link/secret.txt", "content/secret.md"]) {
      await expect(
        content.commit({ files: [{ path, content: "böse\n" }], author: ANNA, message: "m" }),
      ).rejects.toThrow(/symbolischen Link/);
      await expect(
        content.commit({ files: [{ path, content: null }], author: ANNA, message: "m" }),
      ).rejects.toBeInstanceOf(InvalidInputError);
    }
    expect(read(outside, "secret.txt")).toBe("geheim\n");
    expect(existsSync(join(outside, "x.md"))).toBe(false);
  });

  it("refuses a content/ folder that is itself a symbolic link", async () => {
    const dir = folder();
    const outside = folder("outside");
    symlinkSync(outside, join(dir, "content"));
    const content = openContentRepository({ dir });
    await expect(
      content.commit({
        files: [{ path: "content/x.md", content: "x" }],
        author: ANNA,
        message: "m",
      }),
    ).rejects.toThrow(/symbolischer Link/);
    expect(existsSync(join(outside, "x.md"))).toBe(false);
    expect(existsSync(join(dir, ".git"))).toBe(false);
  });

  it("refuses a path through a file, and a folder as a file", async () => {
    const dir = copyOnlySite();
    mkdirSync(join(dir, "content/teams"));
    writeFileSync(join(dir, "content/teams/keep"), "");
    const content = openContentRepository({ dir });
    for (const path of ["content/site.json/x", "content/teams"]) {
      await expect(
        content.commit({ files: [{ path, content: "x" }], author: ANNA, message: "m" }),
      ).rejects.toBeInstanceOf(InvalidInputError);
    }
  });

  it("refuses a file the repository ignores, leaving it as it was", async () => {
    const top = repositoryWith(folder("repo"), {
      ".gitignore": "*.tmp\n",
      "content/site.json": "{}\n",
    });
    writeFiles(top, { "content/draft.tmp": "meins\n" });
    const content = openContentRepository({ dir: top });
    await expect(
      content.commit({
        files: [{ path: "content/draft.tmp", content: "neu\n" }],
        author: ANNA,
        message: "m",
      }),
    ).rejects.toThrow(/ignoriert/);
    expect(read(top, "content/draft.tmp")).toBe("meins\n");
    expect(commitCount(top)).toBe(1);
  });

  it("refuses reading outside content/ too", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const version = (await content.versionOf("content"))!;
    await expect(content.history("../x")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(content.versionOf([".git/config"])).rejects.toBeInstanceOf(InvalidInputError);
    await expect(content.fileAt(version, "package.json")).rejects.toBeInstanceOf(InvalidInputError);
    await expect(content.diff(version, "/etc/passwd")).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("takes file names with spaces, umlauts and pattern characters literally", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const path = "content/pages/Über uns [alt]*.md";
    writeFiles(dir, { "content/pages/Über uns a.md": "bleibt\n" });
    const saved = await content.commit({
      files: [{ path, content: "Hallo\n" }],
      author: ANNA,
      message: "Seite: angelegt",
    });
    expect(sh(dir, "show", "--name-only", "--format=", "-z", "HEAD")).toBe(`${path}\0`);
    expect((await content.fileAt(saved.version!, path))?.toString()).toBe("Hallo\n");
    expect(await content.versionOf(path)).toBe(saved.version);
  });
});

describe("other input", () => {
  it("refuses bad authors, messages, commit ids and limits", async () => {
    const content = openContentRepository({ dir: copyOnlySite() });
    const file = { path: NEWS, content: "x" };
    const bad = [
      content.commit({ files: [file], author: { name: "", email: "a@b.c" }, message: "m" }),
      content.commit({ files: [file], author: { name: "A <x>", email: "a@b.c" }, message: "m" }),
      content.commit({ files: [file], author: { name: "A", email: "kein" }, message: "m" }),
      content.commit({ files: [file], author: ANNA, message: "  " }),
      content.commit({ files: [], author: ANNA, message: "m" }),
      content.commit({ files: [file, file], author: ANNA, message: "m" }),
      content.commit({ files: [file], author: ANNA, message: "m", expectedVersion: "HEAD" }),
      content.fileAt("--output=/tmp/x", NEWS),
      content.diff("HEAD", NEWS),
      content.history(NEWS, { limit: 0 }),
    ];
    for (const result of bad) await expect(result).rejects.toBeInstanceOf(InvalidInputError);
  });

  it("answers NotFoundError for a version the repository does not have", async () => {
    const content = openContentRepository({ dir: copyOnlySite() });
    await expect(content.fileAt("0123456789abcdef0123456789abcdef01234567", NEWS)).rejects.toThrow(
      NotFoundError,
    );
  });
});

describe("restore", () => {
  it("brings a version back as a new commit, shown in the history", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const original = (await content.versionOf(NEWS))!;
    const originalText = read(dir, NEWS);
    await content.commit({
      files: [{ path: NEWS, content: "Zweite\n" }],
      author: ANNA,
      message: "2",
    });
    await content.commit({
      files: [{ path: NEWS, content: "Dritte\n" }],
      author: ANNA,
      message: "3",
    });
    const commits = sh(dir, "rev-list", "HEAD").split("\n");

    const date = (await content.history(NEWS)).at(-1)!.date;
    const message = commitMessage({
      kind: "News",
      title: "Rollout egn26",
      action: "restored",
      restoredFrom: date,
    });
    const restored = await content.restore({
      path: NEWS,
      commitId: original,
      author: BEN,
      message,
    });

    expect(restored.changed).toBe(true);
    expect(read(dir, NEWS)).toBe(originalText);
    // History is kept: the old commits are all still there, below the new one.
    expect(sh(dir, "rev-list", "HEAD~1").split("\n")).toEqual(commits);
    const history = await content.history(NEWS);
    expect(history.map((entry) => entry.message)).toEqual([message, "3", "2", INITIAL_MESSAGE]);
    expect(history[0]).toMatchObject({ commit: restored.version, authorName: "Ben Muster" });
    expect(message).toMatch(
      /^News: Rollout egn26 wiederhergestellt \(Stand vom \d\d\.\d\d\.\d{4}\)$/,
    );
  });

  it("deletes a file that did not exist in the version brought back", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const before = (await content.versionOf("content"))!;
    const path = "content/teams/2026.json";
    await content.commit({ files: [{ path, content: "{}\n" }], author: ANNA, message: "a" });
    const restored = await content.restore({
      path: [path, NEWS],
      commitId: before,
      author: BEN,
      message: "Team 2026: wiederhergestellt",
    });
    expect(restored.changed).toBe(true);
    expect(existsSync(join(dir, path))).toBe(false);
    expect(sh(dir, "show", "--name-status", "--format=", "HEAD")).toBe(`D\t${path}`);
  });

  it("restoring the current version is a no-op", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const version = (await content.versionOf(NEWS))!;
    expect(
      await content.restore({ path: NEWS, commitId: version, author: BEN, message: "x" }),
    ).toEqual({ version, changed: false, remote: "none" });
  });
});

describe("diff", () => {
  it("is a readable unified diff against the parent, also for the first commit", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const first = (await content.versionOf(NEWS))!;
    expect(await content.diff(first, NEWS)).toContain(
      `--- /dev/null\n+++ b/${NEWS}\n@@ -0,0 +1,4 @@\n+---\n+title: Rollout egn26\n`,
    );
    const { version } = await content.commit({
      files: [{ path: NEWS, content: "---\ntitle: Rollout egn26\n---\nDer neue Wagen ist da.\n" }],
      author: ANNA,
      message: "m",
    });
    const diff = await content.diff(version!, NEWS);
    expect(diff).toMatch(/^diff --git a\/content\/news\/.* b\/content\/news\//);
    expect(diff).toContain("-Der neue Wagen.\n+Der neue Wagen ist da.\n");
    expect(await content.diff(version!, "content/site.json")).toBe("");
    const image = await content.commit({
      files: [{ path: "content/images/a.png", content: Buffer.from([0, 1, 2, 0]) }],
      author: ANNA,
      message: "Bild",
    });
    expect(await content.diff(image.version!, "content/images/a.png")).toContain(
      "Binary files /dev/null and b/content/images/a.png differ",
    );
  });
});

describe("history", () => {
  it("lists newest first, with limit and skip", async () => {
    const content = openContentRepository({ dir: copyOnlySite() });
    for (const n of [1, 2, 3]) {
      await content.commit({
        files: [{ path: NEWS, content: `${n}\n` }],
        author: ANNA,
        message: `${n}`,
      });
    }
    const all = await content.history(NEWS);
    expect(all.map((entry) => entry.message)).toEqual(["3", "2", "1", INITIAL_MESSAGE]);
    expect((await content.history(NEWS, { limit: 2, skip: 1 })).map((e) => e.message)).toEqual([
      "2",
      "1",
    ]);
    expect(await content.history("content/nothing-here.md")).toEqual([]);
  });
});

describe("concurrency", () => {
  it("runs saves one after the other, so all of them land", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    const other = openContentRepository({ dir }); // a second handle on the same folder
    await content.versionOf("content");
    const count = commitCount(dir);
    const saves = Array.from({ length: 8 }, (_, n) =>
      (n % 2 ? other : content).commit({
        files: [
          { path: `content/teams/${2020 + n}.json`, content: `{ "n": ${n} }\n` },
          { path: "content/log.txt", content: `save ${n}\n` },
        ],
        author: n % 2 ? BEN : ANNA,
        message: `Save ${n}`,
      }),
    );
    const results = await Promise.all(saves);
    expect(results.every((result) => result.changed)).toBe(true);
    expect(new Set(results.map((result) => result.version)).size).toBe(8);
    expect(commitCount(dir)).toBe(count + 8);
    expect(sh(dir, "log", "--format=%s", `-8`).split("\n")).toEqual(
      Array.from({ length: 8 }, (_, n) => `Save ${7 - n}`),
    );
    expect(read(dir, "content/log.txt")).toBe("save 7\n");
    expect(sh(dir, "status", "--porcelain")).toBe("");
  });

  it("waits out a lock another git process holds for a moment", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    await content.versionOf("content");
    const lock = join(dir, ".git/index.lock");
    writeFileSync(lock, "");
    setTimeout(() => rmSync(lock), 100);
    const saved = await content.commit({
      files: [{ path: NEWS, content: "trotz Sperre\n" }],
      author: ANNA,
      message: "m",
    });
    expect(saved.changed).toBe(true);
  });

  it("gives up on a lock that stays, leaving the files as they were", async () => {
    const dir = copyOnlySite();
    const content = openContentRepository({ dir });
    await content.versionOf("content");
    const committed = read(dir, NEWS);
    const before = "eine Änderung, die noch niemand gespeichert hat\n";
    writeFileSync(join(dir, NEWS), before);
    writeFileSync(join(dir, ".git/index.lock"), "");
    const error = await content
      .commit({ files: [{ path: NEWS, content: "nie\n" }], author: ANNA, message: "m" })
      .catch((error: unknown) => error);
    expect(error).toBeInstanceOf(ContentHistoryError);
    expect((error as Error).message).toMatch(/nicht gespeichert werden/);
    expect(read(dir, NEWS)).toBe(before);
    rmSync(join(dir, ".git/index.lock"));
    expect(sh(dir, "status", "--porcelain")).toBe(` M ${NEWS}`);
    expect(sh(dir, "show", `HEAD:${NEWS}`)).toBe(committed.trimEnd());
    // The next save works.
    expect(
      (
        await content.commit({
          files: [{ path: NEWS, content: "jetzt\n" }],
          author: ANNA,
          message: "m",
        })
      ).changed,
    ).toBe(true);
  });
});

afterEach(() => vi.unstubAllEnvs());
