import { AreaRefusal, type Refusal, type RefusalKey, type SlotValue } from "../team/refusal";

/**
 * The content history's errors: refusals a member may read, in their language (`refusalText`);
 * the message is the German text, for the log. git's own output stays in `cause` (a
 * GitCommandError), for the log.
 */
export class ContentHistoryError extends AreaRefusal {
  constructor(
    key: RefusalKey,
    slots: Record<string, SlotValue> = {},
    options?: { cause?: unknown },
  ) {
    super(key, slots, options);
    this.name = new.target.name;
  }
}

/** A path, author, message or commit id that is refused before anything is done. */
export class InvalidInputError extends ContentHistoryError {}

/** A commit id that the repository does not have, or a path that is no file in it. */
export class NotFoundError extends ContentHistoryError {}

/** One file of a refused save: what is in the repository now, and what was to be saved. */
export interface ConflictingFile {
  /** As given to `commit`, e.g. `content/news/2026-12-01-rollout-egn26.md`. */
  path: string;
  /** The file at `currentVersion`; null when it does not exist there (deleted meanwhile). */
  theirs: Buffer | null;
  /** What the member wanted to save; null for a deletion. */
  ours: string | Uint8Array | null;
}

/** Who made the newer version, for the message and the editor. */
export interface ConflictingVersion {
  commit: string;
  authorName: string;
  date: string;
}

/**
 * A save whose `expectedVersion` is no longer the last commit touching its paths: someone saved
 * them meanwhile. Nothing was written; the editor can show both contents and let the member
 * save again with `expectedVersion: currentVersion`.
 */
export class ConflictError extends ContentHistoryError {
  constructor(
    readonly expectedVersion: string | null,
    readonly currentVersion: string | null,
    readonly current: ConflictingVersion | null,
    readonly files: ConflictingFile[],
  ) {
    super(
      current ? "conflictBy" : "conflict",
      current ? { name: current.authorName, date: { dateTime: current.date } } : {},
    );
  }
}

/**
 * The remote repository has changes that cannot be joined with this one's (both changed the same
 * file), or it refused a push. Nothing was forced and no merge is left half done; the local
 * repository is as it was before the save (see the module's top comment for the details).
 */
export class RemoteConflictError extends ContentHistoryError {
  constructor(
    /** The files changed on both sides, as paths below the site's folder (`content/…`). */
    readonly paths: string[],
    key: "remoteConflict" | "remotePendingConflict" = "remoteConflict",
    options?: { cause?: unknown },
  ) {
    super(key, {}, options);
  }
}

/**
 * Whether `error` is a ConflictError, also one made by another copy of this module: the server
 * opens the repository, and React Router's build, a bundle of its own, runs the use cases.
 */
export const isConflictError = (error: unknown): error is ConflictError =>
  error instanceof Error && error.name === "ConflictError" && "files" in error;

const HISTORY_ERRORS = new Set([
  "ContentHistoryError",
  "InvalidInputError",
  "NotFoundError",
  "ConflictError",
  "RemoteConflictError",
]);

/**
 * The refusal of any error of this module (of whichever copy), to word in the member's language
 * (`refusalText`), else undefined.
 */
export const historyRefusalOf = (error: unknown): Refusal | undefined =>
  error instanceof Error && HISTORY_ERRORS.has(error.name) && "key" in error
    ? (error as unknown as Refusal)
    : undefined;
