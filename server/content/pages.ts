/**
 * The pages' texts as the team area edits them (content/pages): open, save, save as a draft,
 * publish or discard the draft, preview, history, restore. The pages themselves are fixed
 * (PAGE_KEYS); a save is checked with the whole content set as a build checks it, committed by
 * the member and recorded in the audit log (saving.ts). A draft lives in content/drafts/pages
 * and is never part of a release (ADR 0174).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PAGE_KEYS, pageDraftFile, type PageKey } from "../../app/content/parse";
import { itemPaths } from "../../app/content/files/kinds";
import { readItem, serializeItem, type Bilingual } from "../../app/content/files/items";
import { parseMarkdown } from "../../app/content/files/markdown-format";
import { formOfPage, pageOfForm, type PageForm } from "../../app/content/editor/page-form";
import type { Db } from "../db/client";
import {
  checkChanges,
  historyOf,
  invalid,
  refusal,
  restoreChecked,
  saveChecked,
  type ContentWorkspace,
  type Editor,
  type SaveOutcome,
} from "./saving";
import type { ContentChanges } from "./preview";
import { pathsOfPage } from "./pages-fed";

export const isPageKey = (id: string): id is PageKey =>
  (PAGE_KEYS as readonly string[]).includes(id);

const pathsOf = (key: PageKey) => {
  const { de, en } = itemPaths("page", key);
  return [de, en] as const;
};

const draftPathsOf = (key: PageKey) =>
  [pageDraftFile(key, "de"), pageDraftFile(key, "en")] as const;

/** Every file of the page, its draft's included: what its version and history cover. */
const allPathsOf = (key: PageKey) => [...pathsOf(key), ...draftPathsOf(key)];

const hasDraft = (workspace: ContentWorkspace, key: PageKey) =>
  existsSync(join(workspace.root, pageDraftFile(key, "de")));

function readDraft(workspace: ContentWorkspace, key: PageKey): Bilingual {
  const [de, en] = draftPathsOf(key).map((path) =>
    parseMarkdown(readFileSync(join(workspace.root, path), "utf8")),
  );
  return { de: de!, en: en ?? null };
}

/** Every page with its German title; `query` keeps those whose title or key contain it. */
export function listPages(workspace: ContentWorkspace, query = "") {
  const needle = query.trim().toLocaleLowerCase("de");
  return PAGE_KEYS.map((key) => {
    const front = readItem(workspace.root, "page", key).de.front as Record<string, unknown>;
    return { key, title: String(front.title ?? key), draft: hasDraft(workspace, key) };
  }).filter(
    (page) =>
      !needle || page.key.includes(needle) || page.title.toLocaleLowerCase("de").includes(needle),
  );
}

/** The page's form: its draft's texts when it has one (`draft`), else the published ones. */
export async function loadPage(
  workspace: ContentWorkspace,
  key: string,
): Promise<(PageForm & { draft: boolean }) | undefined> {
  if (!isPageKey(key)) return undefined;
  const draft = hasDraft(workspace, key);
  const page = draft ? readDraft(workspace, key) : readItem(workspace.root, "page", key);
  const version = (await workspace.repo.versionOf(allPathsOf(key))) ?? "";
  return { ...formOfPage(page, version), draft };
}

/** Maps the build's problems of the page's files (or its draft's) to the form's fields. */
export function pageFieldErrors(key: PageKey, problems: readonly string[]) {
  const errors: Record<string, string[]> = {};
  const [de, en] = pathsOf(key);
  const [draftDe, draftEn] = draftPathsOf(key);
  for (const problem of problems) {
    const match = /^([^:]+): (title|description|heading|html): (.*)$/.exec(problem);
    const file = match?.[1];
    const locale =
      file === de || file === draftDe ? "de" : file === en || file === draftEn ? "en" : undefined;
    const field = match && locale ? `${match[2] === "html" ? "body" : match[2]}.${locale}` : "";
    const message =
      field && match ? match[3]! : problem.replace(/^content\/(drafts\/)?pages\/(en\/)?/, "");
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * The changes with every other file of the page as it is: a save carries all four, so that its
 * version (the last commit of any of them) is checked against the one the form was opened from.
 */
function withTheRest(workspace: ContentWorkspace, key: PageKey, changes: ContentChanges) {
  const all: ContentChanges = {};
  for (const path of allPathsOf(key)) {
    const full = join(workspace.root, path);
    all[path] =
      path in changes ? changes[path]! : existsSync(full) ? readFileSync(full, "utf8") : null;
  }
  return all;
}

/** The texts of the form as the page's files, or as its draft's (`asDraft`). */
function textsOf(
  workspace: ContentWorkspace,
  key: PageKey,
  form: PageForm,
  asDraft: boolean,
): ContentChanges {
  const texts = serializeItem("page", pageOfForm(form, readItem(workspace.root, "page", key)));
  const [de, en] = asDraft ? draftPathsOf(key) : pathsOf(key);
  const [draftDe, draftEn] = draftPathsOf(key);
  // A save of the page itself replaces its draft.
  const noDraft = !asDraft && hasDraft(workspace, key) ? { [draftDe]: null, [draftEn]: null } : {};
  return withTheRest(workspace, key, { ...noDraft, [de]: texts.de, [en]: texts.en });
}

export type PageSave = "page" | "draft";

/** Saves the page's texts (they go public with the next release) or its draft. */
export async function savePage(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  key: string,
  form: PageForm,
  as: PageSave = "page",
): Promise<SaveOutcome> {
  if (!isPageKey(key)) return invalid("", refusal("pageUnknown"));
  return saveChecked(workspace, db, editor, {
    target: `page/${key}`,
    kind: as === "draft" ? "Seite (Entwurf)" : "Seite",
    title: form.title.de,
    action: "changed",
    files: textsOf(workspace, key, form, as === "draft"),
    expectedVersion: form.version || null,
    errorsOf: (problems) => pageFieldErrors(key, problems),
    detail: { draft: as === "draft" },
  });
}

/** The draft becomes the page's text (public with the next release); the draft is gone. */
export async function publishPageDraft(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  key: string,
  version: string,
): Promise<SaveOutcome> {
  if (!isPageKey(key) || !hasDraft(workspace, key)) return invalid("", refusal("pageNoDraft"));
  const form = { ...formOfPage(readDraft(workspace, key), version), version };
  return savePage(workspace, db, editor, key, form);
}

/** Removes the draft; the published text stays as it is. */
export async function discardPageDraft(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  key: string,
  version: string,
): Promise<SaveOutcome> {
  if (!isPageKey(key) || !hasDraft(workspace, key)) return invalid("", refusal("pageNoDraft"));
  const [de, en] = draftPathsOf(key);
  return saveChecked(workspace, db, editor, {
    target: `page/${key}`,
    kind: "Seite (Entwurf)",
    title: readDraft(workspace, key).de.front.title as string,
    action: "deleted",
    files: withTheRest(workspace, key, { [de]: null, [en]: null }),
    expectedVersion: version || null,
    errorsOf: (problems) => pageFieldErrors(key, problems),
  });
}

/**
 * The form's texts checked as a save checks them, for a preview: the changes to lay over the
 * content and the public page that shows them, or the refusal. They go in as the page's draft,
 * which a preview shows in place of the published text.
 */
export function previewPage(
  workspace: ContentWorkspace,
  key: string,
  form: PageForm,
):
  | { status: "ready"; files: ContentChanges; paths: string[] }
  | Extract<SaveOutcome, { status: "invalid" }> {
  if (!isPageKey(key)) return invalid("", refusal("pageUnknown"));
  const files = textsOf(workspace, key, form, true);
  const refused = checkChanges(workspace, {
    files,
    errorsOf: (problems) => pageFieldErrors(key, problems),
  });
  return refused ?? { status: "ready", files, paths: pathsOfPage(workspace.root, key) };
}

/** The public page that shows the page's text (none for an unknown key). */
export const pathsOfPageKey = (workspace: ContentWorkspace, key: string): string[] =>
  isPageKey(key) ? pathsOfPage(workspace.root, key) : [];

export async function pageHistory(workspace: ContentWorkspace, key: string) {
  return isPageKey(key) ? historyOf(workspace, allPathsOf(key)) : [];
}

export async function restorePage(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  key: string,
  commit: string,
): Promise<SaveOutcome> {
  if (!isPageKey(key)) return invalid("", refusal("pageUnknown"));
  const page = await loadPage(workspace, key);
  return restoreChecked(workspace, db, editor, {
    target: `page/${key}`,
    kind: "Seite",
    title: page?.title.de ?? key,
    // The published text; a draft stays as it is.
    paths: pathsOf(key),
    commit,
    errorsOf: (problems) => pageFieldErrors(key, problems),
  });
}
