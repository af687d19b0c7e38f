/**
 * News posts as the team area edits them: list, open, save (a new post, a change, a draft, a
 * new date), delete, history and restore. Every save is checked with the whole content set as a
 * build checks it, written as a developer would write the files, committed by the member, and
 * recorded in the audit log. The site changes only when someone publishes (../releases).
 */
import { isItemId, itemPaths } from "../../app/content/files/kinds";
import { listItems, readItem, serializeItem, type Bilingual } from "../../app/content/files/items";
import {
  formOfPost,
  postId,
  postOfForm,
  type NewsPostForm,
} from "../../app/content/editor/news-post-form";
import type { Db } from "../db/client";
import type { ContentChanges } from "./preview";
import { pathsOfPost } from "./pages-fed";
import {
  checkChanges,
  historyOf,
  invalid,
  refusal,
  restoreChecked,
  saveChecked,
  type BinaryChange,
  type ContentWorkspace,
  type Editor,
  type SaveOutcome,
} from "./saving";
import { acceptPhoto, PhotoError } from "./photos";
import { existsSync } from "node:fs";
import { join } from "node:path";

export type { ContentWorkspace, Editor };

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

/** A save's outcome; a conflict's newer texts by language. */
export type NewsSaveOutcome =
  | Exclude<SaveOutcome, { status: "conflict" }>
  | (Omit<Extract<SaveOutcome, { status: "conflict" }>, "theirs"> & {
      theirs: { de: string | null; en: string | null };
    });

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
          : path.startsWith("image.alt") || path === "image.focus"
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

export interface PostSave {
  form: NewsPostForm;
  photo?: UploadedPhoto | undefined;
  originalId?: string;
}

/** What a save of the form would write, or why it cannot (checked before the content set). */
async function postChanges(workspace: ContentWorkspace, request: PostSave) {
  const { form, photo, originalId } = request;
  const id = postId(form);
  const [de, en] = pathsOf(id) as [string, string];
  const renamedFrom = originalId && originalId !== id ? originalId : undefined;
  if ((renamedFrom || !originalId) && existsSync(join(workspace.root, de)))
    return invalid("slug", refusal("postExists"));
  const previous = originalId ? readItem(workspace.root, "news", originalId) : undefined;

  let imageSrc = form.image.src;
  const binary: BinaryChange[] = [];
  if (photo) {
    try {
      const accepted = await acceptPhoto(photo.bytes);
      imageSrc = `/images/news/${id}.${accepted.ext}`;
      binary.push({ path: `content${imageSrc}`, content: accepted.data });
    } catch (error) {
      if (error instanceof PhotoError) return invalid("photo", error);
      throw error;
    }
  }
  if (!imageSrc) return invalid("photo", refusal("photoMissing"));

  const texts = serializeItem("news", postOfForm(form, imageSrc, previous));
  const files: Record<string, string | null> = {};
  if (renamedFrom) for (const path of pathsOf(renamedFrom)) files[path] = null;
  files[de] = texts.de;
  if (texts.en !== null) files[en] = texts.en;
  return { status: "ready" as const, id, files, binary, imageSrc, renamedFrom };
}

export async function savePost(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  request: PostSave,
): Promise<NewsSaveOutcome> {
  const { form, photo, originalId } = request;
  const changes = await postChanges(workspace, request);
  if (changes.status !== "ready") return changes;
  const { id, files, binary, imageSrc, renamedFrom } = changes;
  return newsOutcome(
    id,
    await saveChecked(workspace, db, editor, {
      target: `news/${id}`,
      kind: "News",
      title: form.title.de,
      action: originalId ? "changed" : "created",
      files,
      binary,
      pendingImages: photo ? [imageSrc] : [],
      expectedVersion: form.version || null,
      errorsOf: (problems) => fieldErrors(problems, id),
      detail: { draft: form.draft, ...(renamedFrom && { from: renamedFrom }) },
    }),
  );
}

/**
 * The form checked as a save checks it, for a preview: the changes to lay over the content, a
 * newly chosen photo made as a save makes it (`images`, kept by the preview), and the public
 * pages that show the post; or the refusal.
 */
export async function previewPost(
  workspace: ContentWorkspace,
  request: PostSave,
): Promise<
  | { status: "ready"; files: ContentChanges; images: BinaryChange[]; paths: string[] }
  | Extract<SaveOutcome, { status: "invalid" }>
> {
  const changes = await postChanges(workspace, request);
  if (changes.status !== "ready") return changes;
  const refused = checkChanges(workspace, {
    files: changes.files,
    pendingImages: request.photo ? [changes.imageSrc] : [],
    errorsOf: (problems) => fieldErrors(problems, changes.id),
  });
  return (
    refused ?? {
      status: "ready",
      files: changes.files,
      images: changes.binary,
      paths: pathsOfPost(request.form.slug),
    }
  );
}

/** A conflict's newer texts by language, as the post's form shows them. */
function newsOutcome(id: string, outcome: SaveOutcome): NewsSaveOutcome {
  if (outcome.status !== "conflict") return outcome;
  const [de, en] = pathsOf(id) as [string, string];
  return { ...outcome, theirs: { de: outcome.theirs[de] ?? null, en: outcome.theirs[en] ?? null } };
}

export async function deletePost(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  id: string,
  version: string,
): Promise<NewsSaveOutcome> {
  const loaded = await loadPost(workspace, id);
  if (!loaded) return invalid("", refusal("postGone"));
  return newsOutcome(
    id,
    await saveChecked(workspace, db, editor, {
      target: `news/${id}`,
      kind: "News",
      title: loaded.form.title.de,
      action: "deleted",
      files: Object.fromEntries(pathsOf(id).map((path) => [path, null])),
      expectedVersion: version || null,
      errorsOf: (problems) => ({ "": problems }),
    }),
  );
}

/** The commits that touched the post's German or English file, newest first. */
export async function postHistory(workspace: ContentWorkspace, id: string) {
  return isItemId("news", id) ? historyOf(workspace, pathsOf(id)) : [];
}

/** Brings the post back as it was after `commit`: a new commit, checked like any save. */
export async function restorePost(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  id: string,
  commit: string,
): Promise<NewsSaveOutcome> {
  if (!isItemId("news", id)) return invalid("", refusal("postUnknown"));
  const loaded = await loadPost(workspace, id);
  return newsOutcome(
    id,
    await restoreChecked(workspace, db, editor, {
      target: `news/${id}`,
      kind: "News",
      title: loaded?.form.title.de ?? id,
      paths: pathsOf(id),
      commit,
      errorsOf: (problems) => fieldErrors(problems, id),
    }),
  );
}
