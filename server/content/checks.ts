import { InvalidInputError } from "./errors";
import type { Identity } from "./git";

/*
 * What the API refuses before it does anything, with German messages for the member.
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

export const refused = (path: string, reason: string) =>
  new InvalidInputError(
    `Der Pfad „${path.slice(0, MAX_PATH_LENGTH)}“ ist nicht erlaubt: ${reason}.`,
  );

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
    throw new InvalidInputError("Es fehlt der Pfad einer Datei.");
  }
  if (path.length > MAX_PATH_LENGTH) throw refused(path, "er ist zu lang");
  if (hasControlCharacter(path)) throw refused(path, "er enthält Steuerzeichen");
  if (path.includes("\\")) throw refused(path, "er enthält einen Backslash");
  if (path.startsWith("/")) throw refused(path, "er ist absolut");
  const segments = path.split("/");
  for (const segment of segments) {
    if (segment === "" || segment === "." || segment === "..") {
      throw refused(path, "er muss ohne „.“, „..“ und doppelte „/“ auskommen");
    }
    if (/^\.git/i.test(segment)) throw refused(path, "Dateien von git sind ausgenommen");
    if (segment.length > MAX_SEGMENT_LENGTH) throw refused(path, "ein Name darin ist zu lang");
  }
  if (segments[0] !== CONTENT_FOLDER) throw refused(path, "er muss in content/ liegen");
  if (segments.length < 2 && !folderAllowed) throw refused(path, "er muss eine Datei nennen");
  return path;
}

/** One path or several, each checked, none twice, at least one. */
export function checkPaths(paths: unknown, folderAllowed = false): string[] {
  const list: readonly unknown[] = Array.isArray(paths) ? paths : [paths];
  return checkUnique(list.map((path) => checkPath(path, folderAllowed)));
}

export function checkFiles(files: unknown): FileChange[] {
  if (!Array.isArray(files) || files.length === 0) {
    throw new InvalidInputError("Es fehlt, was gespeichert werden soll.");
  }
  const checked = files.map((file: Partial<FileChange> | null | undefined) => {
    const path = checkPath(file?.path);
    const content = file?.content;
    if (content !== null && typeof content !== "string" && !(content instanceof Uint8Array)) {
      throw new InvalidInputError(`Für ${path} fehlt der Inhalt.`);
    }
    return { path, content };
  });
  checkUnique(checked.map((file) => file.path));
  return checked;
}

function checkUnique(paths: string[]): string[] {
  if (paths.length === 0) throw new InvalidInputError("Es fehlt der Pfad einer Datei.");
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new InvalidInputError(`${path} ist doppelt angegeben.`);
    seen.add(path);
  }
  return paths;
}

export function checkIdentity(identity: unknown, role: "author" | "committer"): Identity {
  const { name, email } = (identity ?? {}) as Partial<Identity>;
  const who = role === "author" ? "Wer speichert," : "Der Committer";
  if (
    typeof name !== "string" ||
    !name.trim() ||
    name.length > 200 ||
    /[<>]/.test(name) ||
    hasControlCharacter(name)
  ) {
    throw new InvalidInputError(`${who} braucht einen Namen (ohne < und >).`);
  }
  if (
    typeof email !== "string" ||
    email.length > 254 ||
    !/^[^\s<>@]+@[^\s<>@]+$/.test(email) ||
    hasControlCharacter(email)
  ) {
    throw new InvalidInputError(`${who} braucht eine gültige E-Mail-Adresse.`);
  }
  return { name: name.trim(), email };
}

export function checkMessage(message: unknown): string {
  if (typeof message !== "string" || !message.trim()) {
    throw new InvalidInputError("Es fehlt eine Beschreibung der Änderung.");
  }
  if (message.length > 5000 || hasControlCharacter(message, true)) {
    throw new InvalidInputError(
      "Die Beschreibung der Änderung ist zu lang oder enthält Steuerzeichen.",
    );
  }
  return message.trim();
}

/** A commit id as the API takes it: 7 to 64 hexadecimal digits (a full id from this module). */
export function checkCommitId(id: unknown): string {
  if (typeof id !== "string" || !/^[0-9a-f]{7,64}$/i.test(id)) {
    throw new InvalidInputError("Die Angabe der Version ist ungültig.");
  }
  return id.toLowerCase();
}

/** `expectedVersion`: undefined (no check), null (the files never existed) or a full commit id. */
export function checkExpected(expected: unknown): string | null | undefined {
  if (expected === undefined || expected === null) return expected;
  if (typeof expected !== "string" || !/^([0-9a-f]{40}|[0-9a-f]{64})$/.test(expected)) {
    throw new InvalidInputError("Die Angabe der erwarteten Version ist ungültig.");
  }
  return expected;
}

/** `history`'s limit and skip. */
export function checkPage(limit: unknown, skip: unknown): { limit: number; skip: number } {
  if (typeof limit !== "number" || !Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new InvalidInputError("Es können 1 bis 1000 Einträge auf einmal gelesen werden.");
  }
  if (typeof skip !== "number" || !Number.isInteger(skip) || skip < 0) {
    throw new InvalidInputError("Die Zahl der übersprungenen Einträge ist ungültig.");
  }
  return { limit, skip };
}

/** A remote as git takes it: not empty, no option (`-…`), no control characters. */
export function checkRemote(remote: string | undefined): string | undefined {
  const trimmed = remote?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith("-") || hasControlCharacter(trimmed)) {
    throw new InvalidInputError("Die Adresse des gemeinsamen Repositorys ist ungültig.");
  }
  return trimmed;
}
