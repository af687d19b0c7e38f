/**
 * What every content save of the team area shares, news posts and JSON files alike: checking
 * the whole content set as a build does, committing by the member, the audit entry, the refusals
 * a form shows, and an item's history and restore over its files.
 */
import { wordedChecks } from "../../app/content/check-message";
import { ContentError, type ContentFiles } from "../../app/content/parse";
import { checkContent, readContentFiles } from "../../app/content/read-content-dir";
import type { Locale } from "../../app/i18n/locale";
import { teamMessages } from "../../app/i18n/team-catalogue";
import type { Db } from "../db/client";
import { recordAudit } from "../team/audit";
import { refusalText, type Refusal } from "../team/refusal";
import {
  commitMessage,
  historyRefusalOf,
  isConflictError,
  type ContentAction,
  type ContentRepository,
  type HistoryEntry,
} from "./history";

export interface ContentWorkspace {
  /** The folder that holds `content/`. */
  root: string;
  repo: ContentRepository;
}

/** Who edits: a member of the team area. */
export interface Editor {
  member: { id: string; email: string };
  name: string;
}

/** A member as the author of a commit: their name, or their address when they gave none. */
export const editorOf = (member: { id: string; email: string; name: string }): Editor => ({
  member,
  name: member.name || member.email,
});

/**
 * An error at a form's field, worded in the member's language where the form shows it
 * (`wordedErrors`): a refusal, or a problem the build found (naming its catalogue texts).
 */
export type FieldProblem = string | Refusal;
/** Errors by form field (`summary.en`); "" for the form's own. */
export type FormErrors = Record<string, FieldProblem[]>;

export type SaveOutcome =
  | { status: "saved"; id: string; version: string | null; changed: boolean }
  | { status: "invalid"; errors: FormErrors }
  /** Someone saved the item meanwhile: their text of each file, to show beside the member's. */
  | { status: "conflict"; refusal: Refusal; theirs: Record<string, string | null> };

export const invalid = (
  field: string,
  problem: FieldProblem,
): Extract<SaveOutcome, { status: "invalid" }> => ({
  status: "invalid",
  errors: { [field]: [problem] },
});

/** A refusal naming its catalogue text (and slots), for `invalid`. */
export const refusal = (key: Refusal["key"], slots: Refusal["slots"] = {}): Refusal => ({
  key,
  slots,
});

/** The errors as the form shows them, in `locale`. */
export function wordedErrors(errors: FormErrors, locale: Locale): Record<string, string[]> {
  const texts = teamMessages(locale);
  const worded = (problem: FieldProblem) =>
    typeof problem === "string"
      ? wordedChecks(problem, locale)
      : refusalText(texts, problem, locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, problems]) => [field, problems.map(worded)]),
  );
}

/** Why a save was refused, by form field, in `locale`: a conflict is the form's own error. */
export const refusalErrors = (
  outcome: Exclude<SaveOutcome, { status: "saved" }>,
  locale: Locale,
): Record<string, string[]> =>
  wordedErrors(outcome.status === "invalid" ? outcome.errors : { "": [outcome.refusal] }, locale);

/** A binary file saved with the texts (an uploaded photo). */
export interface BinaryChange {
  path: string;
  content: Buffer;
}

export interface ContentSave {
  /** The item as the audit log and the history name it: `news/2026-…`, `team/2026`. */
  target: string;
  /** For the commit message: "News", "Team 2026". */
  kind: string;
  title?: string;
  action: ContentAction;
  /** New texts by path; null deletes the file. */
  files: Record<string, string | null>;
  binary?: BinaryChange[];
  /** Images that this save brings (they are not in content/images yet). */
  pendingImages?: string[];
  expectedVersion: string | null;
  /** Turns the build's problems into errors at the form's fields. */
  errorsOf: (problems: string[]) => FormErrors;
  detail?: Record<string, unknown>;
}

/**
 * Checks the content set as it would be after the save, then commits it by the member and records
 * the audit entry. Refused (nothing written): a problem the build would find, a newer version.
 */
export async function saveChecked(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  save: ContentSave,
): Promise<SaveOutcome> {
  const refused = checkChanges(workspace, save);
  if (refused) return refused;
  try {
    const saved = await workspace.repo.commit({
      files: [
        ...Object.entries(save.files).map(([path, content]) => ({ path, content })),
        ...(save.binary ?? []),
      ],
      author: { name: editor.name, email: editor.member.email },
      message: commitMessage({
        kind: save.kind,
        ...(save.title !== undefined && { title: save.title }),
        action: save.action,
      }),
      expectedVersion: save.expectedVersion,
    });
    if (saved.changed)
      await recordAudit(db, {
        action: save.action === "deleted" ? "content-deleted" : "content-saved",
        member: editor.member,
        target: save.target,
        detail: { version: saved.version, ...save.detail },
      });
    const id = save.target.slice(save.target.indexOf("/") + 1);
    return { status: "saved", id, version: saved.version, changed: saved.changed };
  } catch (error) {
    if (isConflictError(error)) {
      const theirs = Object.fromEntries(
        Object.keys(save.files).map((path) => [
          path,
          error.files.find((file) => file.path === path)?.theirs?.toString("utf8") ?? null,
        ]),
      );
      return { status: "conflict", refusal: { key: error.key, slots: error.slots }, theirs };
    }
    return refusedBy(error);
  }
}

/**
 * Checks the content set as it would be with the changes, as a build does (a save, a preview):
 * the refusal with the errors at the form's fields, or undefined when nothing would break.
 */
export function checkChanges(
  workspace: ContentWorkspace,
  changes: Pick<ContentSave, "files" | "pendingImages" | "errorsOf">,
): Extract<SaveOutcome, { status: "invalid" }> | undefined {
  const files = readContentFiles(workspace.root);
  applyTo(files, changes.files);
  try {
    checkContent(workspace.root, files, {
      drafts: true,
      pendingImages: new Set(changes.pendingImages ?? []),
    });
    return undefined;
  } catch (error) {
    if (error instanceof ContentError)
      return { status: "invalid", errors: changes.errorsOf(error.marked) };
    throw error;
  }
}

/** Changes the texts of `files` in place: new texts by path, null deletes the file. */
export function applyTo(files: ContentFiles, changes: Record<string, string | null>) {
  for (const [path, content] of Object.entries(changes)) {
    if (content === null) delete files[path];
    else files[path] = content;
  }
}

/** A refusal of the history (a remote that changed the same file, an unknown version). */
export function refusedBy(error: unknown): SaveOutcome {
  const refusal = historyRefusalOf(error);
  if (refusal === undefined) throw error;
  return invalid("", { key: refusal.key, slots: refusal.slots });
}

/** The commits that touched any of the item's files, newest first, each with its diff. */
export async function historyOf(
  workspace: ContentWorkspace,
  paths: readonly string[],
): Promise<{ entry: HistoryEntry; diff: string }[]> {
  const entries = (await Promise.all(paths.map((path) => workspace.repo.history(path)))).flat();
  const unique = [...new Map(entries.map((entry) => [entry.commit, entry])).values()].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  return Promise.all(
    unique.map(async (entry) => ({
      entry,
      diff: (await Promise.all(paths.map((path) => workspace.repo.diff(entry.commit, path))))
        .filter(Boolean)
        .join("\n"),
    })),
  );
}

export interface ContentRestore {
  target: string;
  kind: string;
  title?: string;
  paths: readonly string[];
  commit: string;
  errorsOf: (problems: string[]) => FormErrors;
}

/** Brings the item's files back as they were after `commit`: a new commit, checked like any save. */
export async function restoreChecked(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  restore: ContentRestore,
): Promise<SaveOutcome> {
  try {
    const files = readContentFiles(workspace.root);
    for (const path of restore.paths) {
      const content = await workspace.repo.fileAt(restore.commit, path);
      applyTo(files, { [path]: content ? content.toString("utf8") : null });
    }
    try {
      checkContent(workspace.root, files, { drafts: true });
    } catch (error) {
      if (error instanceof ContentError)
        return { status: "invalid", errors: restore.errorsOf(error.marked) };
      throw error;
    }
    const at = (await workspace.repo.history(restore.paths[0]!, { limit: 1000 })).find(
      (entry) => entry.commit === restore.commit,
    );
    const saved = await workspace.repo.restore({
      path: [...restore.paths],
      commitId: restore.commit,
      author: { name: editor.name, email: editor.member.email },
      message: commitMessage({
        kind: restore.kind,
        ...(restore.title !== undefined && { title: restore.title }),
        action: "restored",
        ...(at && { restoredFrom: at.date }),
      }),
    });
    if (saved.changed)
      await recordAudit(db, {
        action: "content-restored",
        member: editor.member,
        target: restore.target,
        detail: { from: restore.commit, version: saved.version },
      });
    const id = restore.target.slice(restore.target.indexOf("/") + 1);
    return { status: "saved", id, version: saved.version, changed: saved.changed };
  } catch (error) {
    return refusedBy(error);
  }
}
