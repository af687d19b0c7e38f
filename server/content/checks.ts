import { InvalidInputError } from "./errors";
import type { Identity } from "./git";
import type { RefusalKey } from "../team/refusal";

/*
 * What the API refuses before it does anything: refusals the member reads in their language.
 */

/** The folder below the site's folder that the history covers. */
export const CONTENT_FOLDER = "content";

/** A file to save: `content` null deletes it. */
export interface FileChange {
  /** Below `content/`, relative to the site's folder. */
  path: string;
  /** The new content; null deletes the file. */
  content: string | Uint8Array | null;
}

const MAX_PATH_LENGTH = 400;
const MAX_SEGMENT_LENGTH = 200;

/** Whether `text` has a control character (other than line breaks and tabs if `breaksAllowed`). */
function hasControlCharacter(text: string, breaksAllowed = false): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (breaksAllowed && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

type PathRefusal = Extract<RefusalKey, `path${string}`>;

export const refused = (path: string, reason: PathRefusal) =>
  new InvalidInputError(reason, { path: path.slice(0, MAX_PATH_LENGTH) });

/**
 * A path as the API takes it: relative to the site's folder, below `content/`, with `/` between
 * segments (`content/news/2026-12-01-rollout-egn26.md`). Refused: absolute paths, `.` and `..`
 * segments, empty segments, backslashes, control characters, and any segment starting with
 * `.git` (the repository itself; `.gitignore` and `.gitattributes` would change what git does).
 * `folderAllowed` also accepts `content` itself (folders are always accepted by the check, as
 * it cannot tell them from files; writing checks the disk).
 */
export function checkPath(path: unknown, folderAllowed = false): string {
  if (typeof path !== "string" || path === "") {
    throw new InvalidInputError("pathMissing");
  }
  if (path.length > MAX_PATH_LENGTH) throw refused(path, "pathTooLong");
  if (hasControlCharacter(path)) throw refused(path, "pathControl");
  if (path.includes("\\")) throw refused(path, "pathBackslash");
  if (path.startsWith("/")) throw refused(path, "pathAbsolute");
  const segments = path.split("/");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") {
      throw refused(path, "pathDots");
    }
    if (/^\.git/i.test(segment)) throw refused(path, "pathGit");
    if (segment.length > MAX_SEGMENT_LENGTH) throw refused(path, "pathNameTooLong");
  }
  if (segments[0] !== CONTENT_FOLDER) throw refused(path, "pathOutside");
  if (segments.length < 2 && !folderAllowed) throw refused(path, "pathNoFile");
  return path;
}

/** One path or several, each checked, none twice, at least one. */
export function checkPaths(paths: unknown, folderAllowed = false): string[] {
  const list: readonly unknown[] = Array.isArray(paths) ? paths : [paths];
  return checkUnique(list.map((path) => checkPath(path, folderAllowed)));
}

export function checkFiles(files: unknown): FileChange[] {
  if (!Array.isArray(files) || files.length === 0) {
    throw new InvalidInputError("filesMissing");
  }
  const checked = files.map((file: Partial<FileChange> | null | undefined) => {
    const path = checkPath(file?.path);
    const content = file?.content;
    if (content !== null && typeof content !== "string" && !(content instanceof Uint8Array)) {
      throw new InvalidInputError("contentMissing", { path });
    }
    return { path, content };
  });
  checkUnique(checked.map((file) => file.path));
  return checked;
}

function checkUnique(paths: string[]): string[] {
  if (paths.length === 0) throw new InvalidInputError("pathMissing");
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new InvalidInputError("pathTwice", { path });
    seen.add(path);
  }
  return paths;
}

export function checkIdentity(identity: unknown, role: "author" | "committer"): Identity {
  const { name, email } = (identity ?? {}) as Partial<Identity>;
  if (
    typeof name !== "string" ||
    !name.trim() ||
    name.length > 200 ||
    /[<>]/.test(name) ||
    hasControlCharacter(name)
  ) {
    throw new InvalidInputError(role === "author" ? "authorName" : "committerName");
  }
  if (
    typeof email !== "string" ||
    email.length > 254 ||
    !/^[^\s<>@]+@[^\s<>@]+$/.test(email) ||
    hasControlCharacter(email)
  ) {
    throw new InvalidInputError(role === "author" ? "authorEmail" : "committerEmail");
  }
  return { name: name.trim(), email };
}

export function checkMessage(message: unknown): string {
  if (typeof message !== "string" || !message.trim()) {
    throw new InvalidInputError("descriptionMissing");
  }
  if (message.length > 5000 || hasControlCharacter(message, true)) {
    throw new InvalidInputError("descriptionInvalid");
  }
  return message.trim();
}

/** A commit id as the API takes it: 7 to 64 hexadecimal digits (a full id from this module). */
export function checkCommitId(id: unknown): string {
  if (typeof id !== "string" || !/^[0-9a-f]{7,64}$/i.test(id)) {
    throw new InvalidInputError("versionInvalid");
  }
  return id.toLowerCase();
}

/** `expectedVersion`: undefined (no check), null (the files never existed) or a full commit id. */
export function checkExpected(expected: unknown): string | null | undefined {
  if (expected === undefined || expected === null) return expected;
  if (typeof expected !== "string" || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(expected)) {
    throw new InvalidInputError("expectedVersionInvalid");
  }
  return expected;
}

/** `history`'s limit and skip. */
export function checkPage(limit: unknown, skip: unknown): { limit: number; skip: number } {
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new InvalidInputError("pageSizeInvalid");
  }
  if (typeof skip !== "number" || !Number.isInteger(skip) || skip < 0) {
    throw new InvalidInputError("skipInvalid");
  }
  return { limit, skip };
}

/** A remote as git takes it: not empty, no option (`-…`), no control characters. */
export function checkRemote(remote: string | undefined): string | undefined {
  const trimmed = remote?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith("-") || hasControlCharacter(trimmed)) {
    throw new InvalidInputError("remoteInvalid");
  }
  return trimmed;
}
