import { execFile } from "node:child_process";

/** Who appears in a commit: the author (the member) or the committer (the server). */
export interface Identity {
  name: string;
  email: string;
}

/** A git command that exited with an error. Its text is git's own (English), for logs only. */
export class GitCommandError extends Error {
  constructor(
    readonly args: readonly string[],
    readonly exitCode: number | null,
    readonly stderr: string,
    /** For matching (`push --porcelain` reports refusals here); not for logs. */
    readonly stdout = "",
  ) {
    super(`git ${args[0] ?? ""} failed (${exitCode ?? "killed"}): ${redact(stderr).slice(0, 500)}`);
    this.name = "GitCommandError";
  }
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

export interface RunOptions {
  /** The author of a commit made by this command (the committer is always the server). */
  author?: Identity;
  /** Exit codes that are answers, not failures (`git diff --quiet` exits 1 on a difference). */
  okExitCodes?: readonly number[];
  /** Milliseconds before the command is killed. */
  timeoutMs?: number;
  /** Extra environment, e.g. `GIT_INDEX_FILE`. */
  env?: Record<string, string>;
}

/**
 * Settings given to every command, so that neither the machine's nor the user's git config
 * changes what the server does: no hooks (a developer's pre-commit hook must not run on a
 * member's save), no signing prompts, no colours, no pager, file names unquoted, no autostash.
 */
const FIXED_CONFIG = [
  "core.hooksPath=/dev/null",
  "core.quotePath=false",
  "core.pager=cat",
  "color.ui=false",
  "commit.gpgSign=false",
  "tag.gpgSign=false",
  "merge.autoStash=false",
  "rebase.autoStash=false",
  "advice.detachedHead=false",
  "init.defaultBranch=main",
].flatMap((setting) => ["-c", setting]);

const DEFAULT_TIMEOUT_MS = 60_000;
/** Blobs (images) are read whole into memory; the site's largest are a few MB. */
const MAX_BUFFER = 256 * 1024 * 1024;
/** How long to wait before the one retry of a command that found a git lock taken. */
const LOCK_RETRY_MS = 300;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The environment of every git command: the process's own without any GIT_* variable (a
 * server started from a git hook would otherwise inherit GIT_DIR or GIT_INDEX_FILE), no
 * global or system config, no prompts, no pager, English messages (they are matched),
 * pathspecs taken literally (a file named `a[1].md` is not a pattern), ssh in batch mode and
 * the identities.
 */
export function gitEnv(committer: Identity, author: Identity = committer): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("GIT_") && key !== "LANGUAGE") env[key] = value;
  }
  return {
    ...env,
    GIT_CONFIG_NOSYSTEM: "1",
    GIT_CONFIG_GLOBAL: "/dev/null",
    GIT_TERMINAL_PROMPT: "0",
    // ssh must not ask either (a passphrase, an unknown host key): it fails instead.
    GIT_SSH_COMMAND: "ssh -o BatchMode=yes",
    GIT_PAGER: "cat",
    PAGER: "cat",
    GIT_EDITOR: "true",
    GIT_LITERAL_PATHSPECS: "1",
    GIT_OPTIONAL_LOCKS: "0",
    LC_ALL: "C",
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: committer.name,
    GIT_COMMITTER_EMAIL: committer.email,
  };
}

/** Whether git failed because another git process holds one of its lock files. */
export function isLockError(error: unknown): boolean {
  return (
    error instanceof GitCommandError &&
    /(Unable to create '[^']*\.lock'|cannot lock ref|index\.lock|Another git process seems to be running)/i.test(
      error.stderr,
    )
  );
}

/** Credentials in URLs (`https://user:token@host`) never reach a log or an error message. */
export function redact(text: string): string {
  return text.replace(/(\/\/)[^/@\s]+@/g, "$1***@");
}

/** Runs `git <args>` in `cwd` once, without a shell. */
function runOnce(
  cwd: string,
  args: readonly string[],
  committer: Identity,
  options: RunOptions,
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    execFile(
      "git",
      [...FIXED_CONFIG, ...args],
      {
        cwd,
        env: { ...gitEnv(committer, options.author), ...options.env },
        encoding: "buffer",
        maxBuffer: MAX_BUFFER,
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        windowsHide: true,
      },
      (error, stdout, stderrBuffer) => {
        const stderr = stderrBuffer.toString("utf8");
        if (!error) return resolve({ stdout, stderr, exitCode: 0 });
        const code = typeof error.code === "number" ? error.code : null;
        if (code !== null && options.okExitCodes?.includes(code)) {
          return resolve({ stdout, stderr, exitCode: code });
        }
        if (code === null && !error.killed && typeof error.code === "string") {
          // The git binary could not be started at all (ENOENT).
          return reject(new GitCommandError(args, null, `${error.code}: ${error.message}`));
        }
        reject(new GitCommandError(args, code, stderr || error.message, stdout.toString("utf8")));
      },
    );
  });
}

/**
 * Runs `git <args>` in `cwd`. A command that found one of git's lock files taken (another git
 * process, e.g. a developer's, is busy in the repository) is run once more after a moment; git
 * takes its locks before it changes anything, so a retry never repeats half an operation.
 */
export async function git(
  cwd: string,
  args: readonly string[],
  committer: Identity,
  options: RunOptions = {},
): Promise<GitResult> {
  try {
    return await runOnce(cwd, args, committer, options);
  } catch (error) {
    if (!isLockError(error)) throw error;
    await delay(LOCK_RETRY_MS);
    return runOnce(cwd, args, committer, options);
  }
}

/** Output as text without the final newline. */
export const text = (result: GitResult) => result.stdout.toString("utf8").replace(/\n$/, "");

/** NUL-separated output (`-z`) as a list, without the empty entry after the last NUL. */
export const nulList = (result: GitResult) =>
  result.stdout
    .toString("utf8")
    .split("\0")
    .filter((entry) => entry !== "");

/** `git` bound to one repository's folder and committer. */
export type Git = (args: readonly string[], options?: RunOptions) => Promise<GitResult>;

export const boundGit =
  (cwd: string, committer: Identity): Git =>
  (args, options) =>
    git(cwd, args, committer, options);

/** Whether `ancestor` is `descendant` or one of its ancestors. */
export async function isAncestor(run: Git, ancestor: string, descendant: string): Promise<boolean> {
  const result = await run(["merge-base", "--is-ancestor", ancestor, descendant], {
    okExitCodes: [1],
  });
  return result.exitCode === 0;
}

/** The commit id a revision names, or null when there is none (`HEAD` of an empty repository). */
export async function resolveRevision(run: Git, revision: string): Promise<string | null> {
  const result = await run(["rev-parse", "--quiet", "--verify", `${revision}^{commit}`], {
    okExitCodes: [1],
  });
  return result.exitCode === 0 ? text(result) : null;
}
