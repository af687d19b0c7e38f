import { ContentHistoryError, RemoteConflictError } from "./errors";
import {
  GitCommandError,
  isAncestor,
  nulList,
  redact,
  resolveRevision,
  text,
  type Git,
} from "./git";

/** Where the saves stand against the remote repository. */
export type RemoteState =
  /** No remote is configured. */
  | "none"
  /** Everything committed here is in the remote. */
  | "pushed"
  /** Committed here, but the remote could not be reached or refused; the next save or sync pushes. */
  | "pending";

/** Enough of a pino logger. */
export interface HistoryLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const FETCH_TIMEOUT_MS = 120_000;

/** The remote's branch as last fetched, kept apart from any remote the repository has itself. */
export const trackingRef = (branch: string) => `refs/remotes/content-remote/${branch}`;

const MERGE_MESSAGE = "Inhalte mit dem gemeinsamen Repository zusammengeführt";

/**
 * Keeping one repository in step with its remote (the module's top comment has the rules):
 * fetch into a tracking ref, fast-forward when only the remote moved, a merge commit when both
 * did in different files, a refusal when both changed the same file; push after a save. Never
 * a force, a rebase or a merge left half done. Runs inside the repository's queue.
 */
export class RemoteSync {
  constructor(
    private readonly run: Git,
    /** A git URL or local path; never logged (it may hold credentials). */
    private readonly remote: string,
    private readonly log: HistoryLogger | undefined,
    /** Maps a path from git (relative to the repository's top) to one of the API's. */
    private readonly toApiPath: (repositoryPath: string) => string,
  ) {}

  /** The remote's branch into the tracking ref: whether it was there, missing or unreachable. */
  async fetch(branch: string): Promise<"fetched" | "missing" | "unreachable"> {
    try {
      await this.run(
        [
          "fetch",
          "--quiet",
          "--no-tags",
          "--no-write-fetch-head",
          "--no-recurse-submodules",
          this.remote,
          `+refs/heads/${branch}:${trackingRef(branch)}`,
        ],
        { timeoutMs: FETCH_TIMEOUT_MS },
      );
      return "fetched";
    } catch (error) {
      if (error instanceof GitCommandError && /couldn't find remote ref/i.test(error.stderr)) {
        return "missing";
      }
      this.log?.warn({ git: describe(error) }, "content remote not reachable, saving locally");
      return "unreachable";
    }
  }

  /**
   * Brings the remote's commits in before a save. When the remote is unreachable the save goes
   * ahead locally (it is pushed later). Throws RemoteConflictError (nothing changed) when local
   * commits not yet pushed and the remote's new ones touch a file in common.
   */
  async integrate(branch: string): Promise<void> {
    if ((await this.fetch(branch)) !== "fetched") return;
    const theirs = await resolveRevision(this.run, trackingRef(branch));
    const ours = await resolveRevision(this.run, "HEAD");
    if (!theirs || !ours || theirs === ours) return;
    if (await isAncestor(this.run, theirs, ours)) return; // only local commits to push
    if (await isAncestor(this.run, ours, theirs)) {
      await this.merge(["--ff-only", theirs]);
      return;
    }
    const base = await this.run(["merge-base", ours, theirs], { okExitCodes: [1] });
    if (base.exitCode === 1) throw new ContentHistoryError("remoteUnrelated");
    const changedHere = await this.changedFiles(text(base), ours);
    const changedThere = new Set(await this.changedFiles(text(base), theirs));
    const both = changedHere.filter((path) => changedThere.has(path));
    if (both.length > 0) {
      this.log?.warn({ files: both.length }, "content remote changed the same files, save refused");
      // Commits here not yet pushed and the remote's touch the same file: someone joins them by hand.
      throw new RemoteConflictError(both.map(this.toApiPath), "remotePendingConflict");
    }
    await this.merge(["--no-ff", "--no-edit", "-m", MERGE_MESSAGE, theirs]);
    this.log?.info({}, "content merged with the remote");
  }

  /**
   * Pushes the branch. A push the remote refuses because it moved meanwhile is retried once after
   * integrating. If that integration finds the same files changed on both sides and `own` (the
   * save just made) is still the newest commit, the save is taken back (it was never anywhere
   * else) and RemoteConflictError thrown, so the repository is as it was before the save.
   */
  async publish(branch: string, own?: { commit: string; parent: string }): Promise<RemoteState> {
    const head = await resolveRevision(this.run, "HEAD");
    const pushedHead = await resolveRevision(this.run, trackingRef(branch));
    if (head && pushedHead && (await isAncestor(this.run, head, pushedHead))) return "pushed";
    let outcome = await this.push(branch);
    if (outcome === "rejected") {
      try {
        await this.integrate(branch);
      } catch (error) {
        if (!(error instanceof RemoteConflictError)) {
          // The save is made here; it waits for the next attempt like one made offline.
          const cause = error instanceof Error && error.cause ? error.cause : error;
          this.log?.warn({ git: describe(cause) }, "content remote not integrated");
          return "pending";
        }
        const newest = own && (await resolveRevision(this.run, "HEAD")) === own.commit;
        if (!own || !newest || !(await this.takeBack(own.parent))) throw error;
        await this.integrate(branch).catch(() => undefined);
        throw new RemoteConflictError(error.paths);
      }
      outcome = await this.push(branch);
    }
    return outcome === "pushed" ? "pushed" : "pending";
  }

  private async push(branch: string): Promise<"pushed" | "rejected" | "failed"> {
    try {
      await this.run(
        [
          "push",
          "--porcelain",
          "--no-recurse-submodules",
          this.remote,
          `HEAD:refs/heads/${branch}`,
        ],
        { timeoutMs: FETCH_TIMEOUT_MS },
      );
    } catch (error) {
      const rejected =
        error instanceof GitCommandError &&
        /\[rejected\]|non-fast-forward|fetch first/.test(`${error.stdout}\n${error.stderr}`);
      this.log?.warn({ git: describe(error) }, "content not pushed, kept locally");
      return rejected ? "rejected" : "failed";
    }
    await this.run(["update-ref", trackingRef(branch), "HEAD"]);
    return "pushed";
  }

  /** Files changed between two commits, as paths relative to the repository's top. */
  private async changedFiles(from: string, to: string): Promise<string[]> {
    return nulList(await this.run(["diff", "--name-only", "--no-renames", "-z", from, to]));
  }

  /** A merge that either completes or is undone; refusals become ContentHistoryErrors. */
  private async merge(args: readonly string[]): Promise<void> {
    try {
      await this.run(["merge", "--quiet", "--no-verify", "--no-autostash", ...args]);
    } catch (error) {
      const merging = await resolveRevision(this.run, "MERGE_HEAD");
      if (merging) await this.run(["merge", "--abort"]);
      if (
        error instanceof GitCommandError &&
        /would be overwritten|not uptodate/i.test(error.stderr)
      ) {
        throw new ContentHistoryError("remoteDirty", {}, { cause: error });
      }
      throw new ContentHistoryError("remoteMergeFailed", {}, { cause: error });
    }
  }

  /** Undoes the newest commit (unpublished) and the files it changed; other changes stay. */
  private async takeBack(parent: string): Promise<boolean> {
    try {
      await this.run(["reset", "--quiet", "--keep", parent]);
      this.log?.warn({}, "content save taken back, the remote changed the same files");
      return true;
    } catch (error) {
      this.log?.warn({ git: describe(error) }, "content save could not be taken back");
      return false;
    }
  }
}

/** What may be logged about a failed git command: its subcommand, exit code and redacted text. */
export function describe(error: unknown): Record<string, unknown> {
  if (error instanceof GitCommandError) {
    return {
      command: error.args[0],
      exitCode: error.exitCode,
      stderr: redact(error.stderr).slice(0, 300),
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}
