/**
 * The content's history in git: every save from the team area is a commit by the member who made
 * it (docs/decisions/0167-content-history-in-git.md).
 *
 * ```ts
 * const content = openContentRepository({ dir: projectRoot, remote: process.env.CONTENT_REMOTE });
 * const version = await content.versionOf("content/news/2026-12-01-rollout-egn26.md"); // editor opens
 * const saved = await content.commit({
 *   files: [{ path: "content/news/2026-12-01-rollout-egn26.md", content: markdown }],
 *   author: { name: member.name, email: member.email },
 *   message: commitMessage({ kind: "News", title: "Rollout egn26", action: "changed" }),
 *   expectedVersion: version,
 * }); // { version, changed, remote }
 * ```
 *
 * Paths are relative to `dir`, the site's folder, and always lie below `content/`
 * (`content/teams/2026.json`); `..`, absolute paths, backslashes, `.git*` names and paths through
 * symbolic links are refused with InvalidInputError. Versions are full commit ids.
 *
 * - `openContentRepository({ dir?, remote?, committer?, logger? })` returns a ContentRepository at
 *   once; the repository is looked at on first use. If `dir` is inside a git work tree, that
 *   repository is used (`content/` may be a subfolder of it; every operation is limited to it,
 *   other files and changes staged or not are left alone). Otherwise `git init -b main` is run in
 *   `dir` and the current `content/` committed by the committer as "Inhalte übernommen" (with a
 *   remote that already has the branch, the remote's content is checked out instead, only
 *   `content/` of it, as a sparse checkout). The committer is the server, default
 *   "e-gnition Website <website@invalid>"; the author of a save is the member.
 * - `commit({ files, author, message, expectedVersion? })` writes the files (`content: null`
 *   deletes one; folders left empty go too), stages and commits exactly those paths, and answers
 *   `{ version, changed, remote }`. `version` is the last commit touching the paths (the new one;
 *   null only after "deleting" files that never existed).
 *   If nothing differs from the last commit, nothing is written or committed: `changed: false` and
 *   the current version. `expectedVersion` is what `versionOf` gave when the editor loaded
 *   (`null`: the files did not exist); if a newer commit touched any of the paths, ConflictError
 *   (with both contents and who made the newer version) is thrown and nothing written.
 * - `restore({ path, commitId, author, message, expectedVersion? })`: a new commit that gives the
 *   file(s) their content at `commitId`, deleting those that did not exist then. History is never
 *   rewritten.
 * - `versionOf(paths)`: the last commit touching any of the paths (files or folders), or null.
 * - `history(path, { limit?, skip? })`: commits touching the path, newest first, as
 *   `{ commit, authorName, authorEmail, date (ISO 8601), message }` (renames are not followed).
 * - `diff(commitId, path)`: the commit's change of the path against its first parent, as a
 *   unified diff ("" when it did not change it; binary files are named, not shown).
 * - `fileAt(commitId, path)`: the file's bytes at that commit, or null when it did not exist.
 * - `sync()`: with a remote, fetch and push now (e.g. before publishing a release); otherwise "none".
 *
 * All operations of one repository (one `dir`) run one after the other in this process; only one
 * process (one server instance) may write a given folder's repository. A git
 * command that finds git's lock taken (a developer's git at work) is retried once. Git runs
 * without a shell, with paths after `--`, literal pathspecs, no hooks, no user or system config,
 * no prompts and a fixed committer (git.ts).
 *
 * **Remote** (a git URL or a local path of a repository; the local branch, `main` for a new
 * repository, is synced with the remote's branch of the same name). Before each save the remote
 * branch is fetched. If only the remote moved, it is fast-forwarded to (a newer remote version of
 * the file being saved then makes `expectedVersion` fail as any newer version does). If both
 * moved (commits here not yet pushed), they are joined by a merge commit by the committer when they
 * changed different files; when they changed a file in common, RemoteConflictError is thrown and
 * nothing changed. After the save the branch is pushed; if the remote moved meanwhile it is
 * integrated as before and pushed once more, and if that finds the same file changed there, the
 * save just made is taken back (it was never pushed) and RemoteConflictError thrown. An
 * unreachable remote does not stop saves: they are kept here (`remote: "pending"`) and pushed with
 * the next save or `sync()`. Nothing is ever forced, rebased or left half merged. Developers may
 * push to the same branch, but must not force-push over the server's commits.
 *
 * Errors are ContentHistoryError or a subclass: refusals the member reads in their language, with
 * German messages for the log; git's own text is only in `cause`. Logs name the author by name
 * (never the e-mail) and never the remote.
 */
import { realpathSync } from "node:fs";
import { lstat, mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { projectRoot } from "../site";
import {
  CONTENT_FOLDER,
  checkCommitId,
  checkExpected,
  checkFiles,
  checkIdentity,
  checkMessage,
  checkPage,
  checkPath,
  checkPaths,
  checkRemote,
  type FileChange,
} from "./checks";
import {
  ConflictError,
  ContentHistoryError,
  InvalidInputError,
  NotFoundError,
  type ConflictingVersion,
} from "./errors";
import {
  GitCommandError,
  boundGit,
  nulList,
  resolveRevision,
  text,
  type Git,
  type Identity,
} from "./git";
import { checkOnDisk, readIfThere, removeFile, writeFileWhole } from "./paths";
import { serialise } from "./queue";
import type { RefusalKey } from "../team/refusal";
import { RemoteSync, describe, trackingRef, type HistoryLogger, type RemoteState } from "./remote";

export * from "./errors";
export { commitMessage, type ContentAction, type MessageParts } from "./message";
export type { FileChange, HistoryLogger, Identity, RemoteState };

export const DEFAULT_COMMITTER: Identity = { name: "e-gnition Website", email: "website@invalid" };

/** The message of the first commit of a repository made for the content. */
export const INITIAL_MESSAGE = "Inhalte übernommen";

export interface ContentRepositoryOptions {
  /** The folder holding `content/`; the site's folder (`projectRoot`) by default. */
  dir?: string;
  /** A git URL or local path to pull from before and push to after each save. */
  remote?: string;
  /** The server as committer. */
  committer?: Identity;
  logger?: HistoryLogger;
}

export interface CommitRequest {
  files: readonly FileChange[];
  /** The member who saves. */
  author: Identity;
  message: string;
  /** The version the editor saw (`versionOf` of these paths); undefined: no check. */
  expectedVersion?: string | null;
}

export interface RestoreRequest {
  path: string | readonly string[];
  /** The version to bring back. */
  commitId: string;
  author: Identity;
  message: string;
  expectedVersion?: string | null;
}

export interface SaveResult {
  /**
   * The last commit touching the saved paths: the new one, or the current one if unchanged
   * (null only for deleting files that never existed).
   */
  version: string | null;
  /** Whether a commit was made. */
  changed: boolean;
  remote: RemoteState;
}

export interface HistoryEntry {
  commit: string;
  authorName: string;
  authorEmail: string;
  /** The author's date, ISO 8601 with offset. */
  date: string;
  message: string;
}

export interface ContentRepository {
  /** The site's folder (resolved). */
  readonly dir: string;
  commit(request: CommitRequest): Promise<SaveResult>;
  restore(request: RestoreRequest): Promise<SaveResult>;
  versionOf(paths: string | readonly string[]): Promise<string | null>;
  history(path: string, options?: { limit?: number; skip?: number }): Promise<HistoryEntry[]>;
  diff(commitId: string, path: string): Promise<string>;
  fileAt(commitId: string, path: string): Promise<Buffer | null>;
  sync(): Promise<RemoteState>;
}

/** The content repository of the site in `dir` (see the top of this file). */
export function openContentRepository(options: ContentRepositoryOptions = {}): ContentRepository {
  const dir = resolve(options.dir ?? projectRoot);
  let root: string;
  try {
    root = realpathSync(dir);
  } catch (error) {
    throw new ContentHistoryError("folderMissing", { dir }, { cause: error });
  }
  const committer = checkIdentity(options.committer ?? DEFAULT_COMMITTER, "committer");
  const remote = checkRemote(options.remote);
  return new GitContentRepository(root, committer, remote, options.logger);
}

class GitContentRepository implements ContentRepository {
  private readonly run: Git;
  private readonly remoteSync: RemoteSync | undefined;
  private prepared = false;
  /** The repository's top relative to the site's folder, as git's `--show-prefix` (`site/`). */
  private prefix = "";

  constructor(
    readonly dir: string,
    committer: Identity,
    remote: string | undefined,
    private readonly log: HistoryLogger | undefined,
  ) {
    this.run = boundGit(dir, committer);
    this.remoteSync = remote
      ? new RemoteSync(this.run, remote, log, (path) =>
          path.startsWith(this.prefix) ? path.slice(this.prefix.length) : path,
        )
      : undefined;
  }

  async commit(request: CommitRequest): Promise<SaveResult> {
    const files = checkFiles(request.files);
    const author = checkIdentity(request.author, "author");
    const message = checkMessage(request.message);
    const expected = checkExpected(request.expectedVersion);
    return this.queued("saveFailed", () => this.save(files, author, message, expected));
  }

  async restore(request: RestoreRequest): Promise<SaveResult> {
    const paths = checkPaths(request.path);
    const author = checkIdentity(request.author, "author");
    const message = checkMessage(request.message);
    const expected = checkExpected(request.expectedVersion);
    const id = checkCommitId(request.commitId);
    return this.queued("saveFailed", async () => {
      const commit = await this.resolveCommit(id);
      const files = await Promise.all(
        paths.map(async (path) => ({ path, content: await this.blobAt(commit, path) })),
      );
      return this.save(files, author, message, expected);
    });
  }

  async versionOf(paths: string | readonly string[]): Promise<string | null> {
    const checked = checkPaths(paths, true);
    return this.queued("readFailed", () => this.lastCommit(checked));
  }

  async history(
    path: string,
    options: { limit?: number; skip?: number } = {},
  ): Promise<HistoryEntry[]> {
    checkPath(path, true);
    const { limit, skip } = checkPage(options.limit ?? 50, options.skip ?? 0);
    return this.queued("readFailed", async () =>
      parseEntries(
        await this.run([
          "log",
          "-z",
          `--format=${ENTRY_FORMAT}`,
          `--max-count=${limit}`,
          `--skip=${skip}`,
          "--",
          path,
        ]),
      ),
    );
  }

  async diff(commitId: string, path: string): Promise<string> {
    const id = checkCommitId(commitId);
    checkPath(path, true);
    return this.queued("readFailed", async () => {
      const commit = await this.resolveCommit(id);
      const parent = await resolveRevision(this.run, `${commit}^1`);
      const options = [
        "diff-tree",
        "-r",
        "-p",
        "--no-commit-id",
        "--no-renames",
        "--no-ext-diff",
        "--no-color",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        "--relative",
      ];
      const result = parent
        ? await this.run([...options, parent, commit, "--", path])
        : await this.run([...options, "--root", commit, "--", path]);
      return result.stdout.toString("utf8");
    });
  }

  async fileAt(commitId: string, path: string): Promise<Buffer | null> {
    const id = checkCommitId(commitId);
    checkPath(path);
    return this.queued("readFailed", async () => this.blobAt(await this.resolveCommit(id), path));
  }

  async sync(): Promise<RemoteState> {
    return this.queued("syncFailed", async () => {
      if (!this.remoteSync) return "none";
      const branch = await this.branch();
      await this.remoteSync.integrate(branch);
      return this.remoteSync.publish(branch);
    });
  }

  /** Runs `task` in the repository's queue, once the repository is ready. */
  private queued<T>(failure: RefusalKey, task: () => Promise<T>): Promise<T> {
    return serialise(this.dir, async () => {
      try {
        await this.prepare();
        return await task();
      } catch (error) {
        if (error instanceof ContentHistoryError) throw error;
        this.log?.warn({ git: describe(error) }, "content history operation failed");
        throw new ContentHistoryError(failure, {}, { cause: error });
      }
    });
  }

  private async save(
    files: readonly FileChange[],
    author: Identity,
    message: string,
    expected: string | null | undefined,
  ): Promise<SaveResult> {
    const paths = files.map((file) => file.path);
    for (const path of paths) await checkOnDisk(this.dir, path);
    const remoteSync = this.remoteSync;
    const branch = remoteSync ? await this.branch() : "";
    if (remoteSync) await remoteSync.integrate(branch);
    const current = await this.lastCommit(paths);
    if (expected !== undefined && current !== expected) {
      throw await this.conflict(expected, current, files);
    }

    const head = await this.head();
    const before = await Promise.all(paths.map((path) => this.blobAt(head, path)));
    const changed = files.filter(
      (file, index) => !sameContent(before[index] ?? null, file.content),
    );
    const publish = async (own?: { commit: string; parent: string }) =>
      remoteSync ? remoteSync.publish(branch, own) : ("none" as const);
    if (changed.length === 0 || !(await this.writeAndCommit(changed, author, message, head))) {
      return { version: current, changed: false, remote: await publish() };
    }
    const commit = await this.head();
    this.log?.info({ commit, author: author.name, files: changed.length }, "content saved");
    const remote = await publish({ commit, parent: head });
    return { version: (await this.lastCommit(paths)) ?? commit, changed: true, remote };
  }

  /**
   * Writes the files, stages exactly them and commits exactly them (other changes in the
   * repository, staged or not, stay out). False when git sees no change after all (its filters,
   * e.g. line endings, make different bytes the same content). If anything fails before the
   * commit is made, the files are put back as they were on disk and their index entries reset.
   */
  private async writeAndCommit(
    changed: readonly FileChange[],
    author: Identity,
    message: string,
    head: string,
  ): Promise<boolean> {
    const paths = changed.map((file) => file.path);
    const onDisk = await Promise.all(paths.map((path) => readIfThere(join(this.dir, path))));
    try {
      for (const file of changed) {
        if (file.content === null) await removeFile(this.dir, file.path);
        else await writeFileWhole(this.dir, file.path, file.content);
      }
      const added = changed.filter((file) => file.content !== null).map((file) => file.path);
      const deleted = changed.filter((file) => file.content === null).map((file) => file.path);
      if (added.length > 0) await this.run(["add", "--", ...added]);
      if (deleted.length > 0) {
        await this.run(["rm", "--cached", "--quiet", "--ignore-unmatch", "--", ...deleted]);
      }
      const staged = await this.run(["diff", "--cached", "--quiet", "HEAD", "--", ...paths], {
        okExitCodes: [1],
      });
      if (staged.exitCode === 0) return false;
      const commit = ["commit", "--quiet", "--no-verify", "--cleanup=whitespace", "-m", message];
      await this.run([...commit, "--", ...paths], { author });
      return true;
    } catch (error) {
      if ((await this.head()) !== head) return true; // made; the command failed afterwards
      await this.putBack(paths, onDisk);
      if (
        error instanceof GitCommandError &&
        /ignored by one of your \.gitignore/.test(error.stderr)
      ) {
        throw new InvalidInputError("fileIgnored", {}, { cause: error });
      }
      throw error;
    }
  }

  /** After a failed save: the files as they were on disk, their index entries as in HEAD. */
  private async putBack(paths: readonly string[], onDisk: readonly (Buffer | null)[]) {
    try {
      for (const [index, path] of paths.entries()) {
        const old = onDisk[index] ?? null;
        if (old === null) await removeFile(this.dir, path);
        else await writeFileWhole(this.dir, path, old);
      }
      // The files first: resetting the index needs its lock, which may be what failed.
      await this.run(["reset", "--quiet", "--", ...paths]);
    } catch (error) {
      this.log?.warn({ git: describe(error) }, "content save not rolled back");
    }
  }

  private async conflict(
    expected: string | null,
    current: string | null,
    files: readonly FileChange[],
  ): Promise<ConflictError> {
    const head = await this.head();
    const theirs = await Promise.all(files.map((file) => this.blobAt(head, file.path)));
    let version: ConflictingVersion | null = null;
    if (current) {
      const [entry] = parseEntries(
        await this.run(["log", "-z", "--max-count=1", `--format=${ENTRY_FORMAT}`, current, "--"]),
      );
      if (entry) version = { commit: entry.commit, authorName: entry.authorName, date: entry.date };
    }
    return new ConflictError(
      expected,
      current,
      version,
      files.map((file, index) => ({
        path: file.path,
        theirs: theirs[index] ?? null,
        ours: file.content,
      })),
    );
  }

  /** Finds or makes the repository, once (again after a failure). */
  private async prepare(): Promise<void> {
    if (this.prepared) return;
    const folder = join(this.dir, CONTENT_FOLDER);
    await mkdir(folder, { recursive: true });
    if ((await lstat(folder)).isSymbolicLink()) {
      throw new ContentHistoryError("folderSymlink", { folder: CONTENT_FOLDER });
    }
    const inside = await this.run(["rev-parse", "--is-inside-work-tree"], { okExitCodes: [128] });
    const created = inside.exitCode === 128;
    if (created) {
      if (!/not a git repository/i.test(inside.stderr)) {
        throw new ContentHistoryError("readFailed", {}, { cause: inside.stderr });
      }
      await this.run(["init", "--quiet", "--initial-branch=main"]);
      // Nothing but content/ belongs to this repository: the rest of the folder is the deploy.
      await writeFile(await this.gitPath("info/exclude"), `/*\n!/${CONTENT_FOLDER}/\n`);
    } else if (text(inside) !== "true") {
      throw new ContentHistoryError("folderInGitDir", { dir: this.dir });
    }
    this.prefix = text(await this.run(["rev-parse", "--show-prefix"]));
    const ignored = await this.run(["check-ignore", "--quiet", "--", CONTENT_FOLDER], {
      okExitCodes: [1],
      env: { GIT_LITERAL_PATHSPECS: "0" }, // check-ignore takes no pathspec magic; the name is fixed
    });
    if (ignored.exitCode === 0) {
      throw new ContentHistoryError("folderIgnored", { folder: CONTENT_FOLDER });
    }
    if (!(await resolveRevision(this.run, "HEAD"))) await this.makeFirstCommit();
    this.log?.info({ created }, "content repository ready");
    this.prepared = true;
  }

  /** A repository without commits: based on the remote's branch, or on the content as it is. */
  private async makeFirstCommit(): Promise<void> {
    if (this.remoteSync) {
      const branch = await this.branch();
      const fetched = await this.remoteSync.fetch(branch);
      if (fetched === "unreachable") {
        throw new ContentHistoryError("remoteUnreachable");
      }
      if (fetched === "fetched") {
        // Only content/ of the remote is written into the site's folder.
        await this.run(["config", "core.sparseCheckout", "true"]);
        // The deploy's own files of the same names (package.json) are expected, not changes.
        await this.run(["config", "sparse.expectFilesOutsideOfPatterns", "true"]);
        await writeFile(
          await this.gitPath("info/sparse-checkout"),
          `/${this.prefix}${CONTENT_FOLDER}/\n`,
        );
        await this.run(["checkout", "--quiet", "--force", "-B", branch, trackingRef(branch)]);
        return;
      }
    }
    await this.run(["add", "--all", "--", CONTENT_FOLDER]);
    const staged = nulList(await this.run(["ls-files", "-z", "--", CONTENT_FOLDER]));
    await this.run(
      staged.length > 0
        ? ["commit", "--quiet", "--no-verify", "-m", INITIAL_MESSAGE, "--", CONTENT_FOLDER]
        : ["commit", "--quiet", "--no-verify", "--only", "--allow-empty", "-m", INITIAL_MESSAGE],
    );
    // Pushed now if possible; otherwise with the first save.
    if (this.remoteSync) await this.remoteSync.publish(await this.branch()).catch(() => undefined);
  }

  private async gitPath(path: string): Promise<string> {
    const result = text(await this.run(["rev-parse", "--git-path", path]));
    await mkdir(resolve(this.dir, result, ".."), { recursive: true });
    return resolve(this.dir, result);
  }

  private async branch(): Promise<string> {
    const result = await this.run(["symbolic-ref", "--quiet", "--short", "HEAD"], {
      okExitCodes: [1],
    });
    if (result.exitCode !== 0) {
      throw new ContentHistoryError("noBranch");
    }
    return text(result);
  }

  private async head(): Promise<string> {
    const head = await resolveRevision(this.run, "HEAD");
    if (!head) throw new ContentHistoryError("readFailed", {}, { cause: "no HEAD" });
    return head;
  }

  private async lastCommit(paths: readonly string[]): Promise<string | null> {
    const result = await this.run(["log", "--max-count=1", "--format=%H", "--", ...paths]);
    return text(result) || null;
  }

  private async resolveCommit(id: string): Promise<string> {
    const commit = await resolveRevision(this.run, id);
    if (!commit) throw new NotFoundError("versionUnknown", { id });
    return commit;
  }

  /** A file's bytes at a commit, or null when it did not exist there. */
  private async blobAt(commit: string, path: string): Promise<Buffer | null> {
    const [entry] = nulList(await this.run(["ls-tree", "-z", commit, "--", path]));
    if (!entry) return null;
    const [mode = "", type = "", object = ""] = entry.slice(0, entry.indexOf("\t")).split(" ");
    if (type !== "blob" || (mode !== "100644" && mode !== "100755")) {
      throw new InvalidInputError("notAFileThere", { path });
    }
    return (await this.run(["cat-file", "blob", object])).stdout;
  }
}

const ENTRY_FORMAT = "%H%x00%an%x00%ae%x00%aI%x00%B";

function parseEntries(result: { stdout: Buffer }): HistoryEntry[] {
  const fields = result.stdout.toString("utf8").split("\0");
  const entries: HistoryEntry[] = [];
  for (let index = 0; index + 5 <= fields.length; index += 5) {
    const [commit = "", authorName = "", authorEmail = "", date = "", message = ""] = fields.slice(
      index,
      index + 5,
    );
    entries.push({ commit: commit.trim(), authorName, authorEmail, date, message: message.trim() });
  }
  return entries;
}

function sameContent(before: Buffer | null, after: string | Uint8Array | null): boolean {
  if (before === null || after === null) return before === after;
  return before.equals(typeof after === "string" ? Buffer.from(after, "utf8") : after);
}
