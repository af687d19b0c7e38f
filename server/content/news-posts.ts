/**
 * News posts as the team area edits them: list, open, save (a new post, a change, a draft, a
 * new date), delete, history and restore. Every save is checked with the whole content set as a
 * build checks it, written as a developer would write the files, committed by the member, and
 * recorded in the audit log. The site changes only when someone publishes (../releases).
 */
import { ContentError } from "../../app/content/parse";
import { checkContent, readContentFiles } from "../../app/content/read-content-dir";
import { isItemId, itemPaths } from "../../app/content/files/kinds";
import { listItems, readItem, serializeItem, type Bilingual } from "../../app/content/files/items";
import {
  formOfPost,
  postId,
  postOfForm,
  type NewsPostForm,
} from "../../app/content/editor/news-post-form";
import type { Db } from "../db/client";
import { recordAudit } from "../team/audit";
import {
  commitMessage,
  historyErrorMessage,
  isConflictError,
  type ConflictError,
  type ContentRepository,
  type HistoryEntry,
} from "./history";
import { acceptPhoto, PhotoError } from "./photos";
import { existsSync } from "node:fs";
import { join } from "node:path";

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

export interface PostSummary {
  id: string;
  title: string;
  date: string;
  draft: boolean;
  english: boolean;
}

/** Every post, newest first; `query` keeps those whose title or id contain it. */
export function listPosts(workspace: ContentWorkspace, query = ""): PostSummary[] {
  const needle = query.trim().toLocaleLowerCase("de");
  return listItems(workspace.root, "news")
    .map(({ id }) => {
      const post = readItem(workspace.root, "news", id);
      const front = post.de.front as Record<string, unknown>;
      return {
        id,
        title: String(front.title ?? id),
        date: id.slice(0, 10),
        draft: front.draft === true,
        english: post.en !== null,
      };
    })
    .filter(
      (post) =>
        !needle || post.title.toLocaleLowerCase("de").includes(needle) || post.id.includes(needle),
    )
    .sort((a, b) => b.id.localeCompare(a.id));
}

const pathsOf = (id: string) => {
  const { de, en } = itemPaths("news", id);
  return [de, en];
};

export async function loadPost(
  workspace: ContentWorkspace,
  id: string,
): Promise<{ form: NewsPostForm; post: Bilingual } | undefined> {
  if (!isItemId("news", id) || !existsSync(join(workspace.root, itemPaths("news", id).de)))
    return undefined;
  const post = readItem(workspace.root, "news", id);
  const version = (await workspace.repo.versionOf(pathsOf(id))) ?? "";
  return { form: formOfPost(id, post, version), post };
}

/** A photo sent with the form. */
export interface UploadedPhoto {
  bytes: Uint8Array;
}

export type SaveOutcome =
  | { status: "saved"; id: string; version: string | null; changed: boolean }
  /** Errors by form field (`summary.en`); "" for the form's own. */
  | { status: "invalid"; errors: Record<string, string[]> }
  /** Someone saved the post meanwhile: their text, to show beside the member's. */
  | { status: "conflict"; message: string; theirs: { de: string | null; en: string | null } };

/**
 * Maps the build's problems (`content/news/2026-01-31-x.md: summary: …`) to the form's fields;
 * problems of other files or without a field go to the form itself.
 */
export function fieldErrors(problems: string[], id: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const [de, en] = pathsOf(id);
  for (const problem of problems) {
    const match = /^([^:]+): ([\w.[\]]+): (.*)$/.exec(problem);
    const locale = match?.[1] === de ? "de" : match?.[1] === en ? "en" : undefined;
    if (!match || !locale) {
      add("", problem);
      continue;
    }
    const [, , path, message] = match as unknown as [string, string, string, string];
    const field =
      path === "title" || path === "summary"
        ? `${path}.${locale}`
        : path === "html"
          ? `body.${locale}`
          : path.startsWith("image.alt")
            ? path
            : path.startsWith("image")
              ? "image.src"
              : path === "date"
                ? "date"
                : "";
    add(field, field ? message : problem);
  }
  return errors;
}

export async function savePost(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  request: { form: NewsPostForm; photo?: UploadedPhoto | undefined; originalId?: string },
): Promise<SaveOutcome> {
  const { form, photo, originalId } = request;
  const id = postId(form);
  const [de, en] = pathsOf(id) as [string, string];
  const renamedFrom = originalId && originalId !== id ? originalId : undefined;
  if ((renamedFrom || !originalId) && existsSync(join(workspace.root, de)))
    return invalid("slug", "Einen Beitrag mit diesem Datum und Namen gibt es schon.");
  const previous = originalId ? readItem(workspace.root, "news", originalId) : undefined;

  let imageSrc = form.image.src;
  const binary: { path: string; content: Buffer }[] = [];
  if (photo) {
    try {
      const accepted = await acceptPhoto(photo.bytes);
      imageSrc = `/images/news/${id}.${accepted.ext}`;
      binary.push({ path: `content${imageSrc}`, content: accepted.data });
    } catch (error) {
      if (error instanceof PhotoError) return invalid("photo", error.message);
      throw error;
    }
  }
  if (!imageSrc)
    return invalid("photo", "Bitte ein Foto wählen oder den Pfad eines Bildes angeben.");

  const texts = serializeItem("news", postOfForm(form, imageSrc, previous));
  const files = readContentFiles(workspace.root);
  if (renamedFrom) for (const path of pathsOf(renamedFrom)) delete files[path];
  files[de] = texts.de;
  if (texts.en !== null) files[en] = texts.en;
  try {
    checkContent(workspace.root, files, {
      drafts: true,
      pendingImages: new Set(photo ? [imageSrc] : []),
    });
  } catch (error) {
    if (error instanceof ContentError)
      return { status: "invalid", errors: fieldErrors(error.problems, id) };
    throw error;
  }

  const changes = [
    { path: de, content: texts.de },
    { path: en, content: texts.en },
    ...binary,
    ...(renamedFrom ? pathsOf(renamedFrom).map((path) => ({ path, content: null })) : []),
  ];
  const title = form.title.de;
  try {
    const saved = await workspace.repo.commit({
      files: changes,
      author: { name: editor.name, email: editor.member.email },
      message: commitMessage({ kind: "News", title, action: originalId ? "changed" : "created" }),
      expectedVersion: form.version || null,
    });
    if (saved.changed)
      await recordAudit(db, {
        action: "content-saved",
        member: editor.member,
        target: `news/${id}`,
        detail: {
          version: saved.version,
          draft: form.draft,
          ...(renamedFrom && { from: renamedFrom }),
        },
      });
    return { status: "saved", id, version: saved.version, changed: saved.changed };
  } catch (error) {
    if (isConflictError(error)) return conflictOf(error, de, en);
    return refusedBy(error);
  }
}

function conflictOf(error: ConflictError, de: string, en: string): SaveOutcome {
  const theirs = (path: string) =>
    error.files.find((file) => file.path === path)?.theirs?.toString("utf8") ?? null;
  return { status: "conflict", message: error.message, theirs: { de: theirs(de), en: theirs(en) } };
}

/** A refusal of the history (a remote that changed the same file, an unknown version). */
function refusedBy(error: unknown): SaveOutcome {
  const message = historyErrorMessage(error);
  if (message === undefined) throw error;
  return invalid("", message);
}

const invalid = (field: string, message: string): SaveOutcome => ({
  status: "invalid",
  errors: { [field]: [message] },
});

export async function deletePost(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  id: string,
  version: string,
): Promise<SaveOutcome> {
  const loaded = await loadPost(workspace, id);
  if (!loaded) return invalid("", "Diesen Beitrag gibt es nicht mehr.");
  const files = readContentFiles(workspace.root);
  for (const path of pathsOf(id)) delete files[path];
  try {
    checkContent(workspace.root, files, { drafts: true });
  } catch (error) {
    if (error instanceof ContentError) return { status: "invalid", errors: { "": error.problems } };
    throw error;
  }
  try {
    const saved = await workspace.repo.commit({
      files: pathsOf(id).map((path) => ({ path, content: null })),
      author: { name: editor.name, email: editor.member.email },
      message: commitMessage({ kind: "News", title: loaded.form.title.de, action: "deleted" }),
      expectedVersion: version || null,
    });
    await recordAudit(db, {
      action: "content-deleted",
      member: editor.member,
      target: `news/${id}`,
    });
    return { status: "saved", id, version: saved.version, changed: saved.changed };
  } catch (error) {
    if (isConflictError(error)) return conflictOf(error, ...(pathsOf(id) as [string, string]));
    return refusedBy(error);
  }
}

/** The commits that touched the post's German or English file, newest first. */
export async function postHistory(
  workspace: ContentWorkspace,
  id: string,
): Promise<{ entry: HistoryEntry; diff: string }[]> {
  if (!isItemId("news", id)) return [];
  const [de, en] = pathsOf(id) as [string, string];
  const entries = [...(await workspace.repo.history(de)), ...(await workspace.repo.history(en))];
  const unique = [...new Map(entries.map((entry) => [entry.commit, entry])).values()].sort((a, b) =>
    b.date.localeCompare(a.date),
  );
  return Promise.all(
    unique.map(async (entry) => ({
      entry,
      diff: [
        await workspace.repo.diff(entry.commit, de),
        await workspace.repo.diff(entry.commit, en),
      ]
        .filter(Boolean)
        .join("\n"),
    })),
  );
}

/** Brings the post back as it was after `commit`: a new commit, checked like any save. */
export async function restorePost(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  id: string,
  commit: string,
): Promise<SaveOutcome> {
  if (!isItemId("news", id)) return invalid("", "Diesen Beitrag gibt es nicht.");
  try {
    return await restoreChecked(workspace, db, editor, id, commit);
  } catch (error) {
    return refusedBy(error);
  }
}

async function restoreChecked(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  id: string,
  commit: string,
): Promise<SaveOutcome> {
  const paths = pathsOf(id) as [string, string];
  const files = readContentFiles(workspace.root);
  for (const path of paths) {
    const content = await workspace.repo.fileAt(commit, path);
    if (content) files[path] = content.toString("utf8");
    else delete files[path];
  }
  try {
    checkContent(workspace.root, files, { drafts: true });
  } catch (error) {
    if (error instanceof ContentError)
      return { status: "invalid", errors: fieldErrors(error.problems, id) };
    throw error;
  }
  const at = (await workspace.repo.history(paths[0], { limit: 1000 })).find(
    (entry) => entry.commit === commit,
  );
  const loaded = await loadPost(workspace, id);
  const saved = await workspace.repo.restore({
    path: paths,
    commitId: commit,
    author: { name: editor.name, email: editor.member.email },
    message: commitMessage({
      kind: "News",
      title: loaded?.form.title.de ?? id,
      action: "restored",
      ...(at && { restoredFrom: at.date }),
    }),
  });
  if (saved.changed)
    await recordAudit(db, {
      action: "content-restored",
      member: editor.member,
      target: `news/${id}`,
      detail: { from: commit, version: saved.version },
    });
  return { status: "saved", id, version: saved.version, changed: saved.changed };
}
