/**
 * The pages' texts as the team area edits them (content/pages): open, save, history, restore.
 * The pages themselves are fixed (PAGE_KEYS); a save is checked with the whole content set as a
 * build checks it, committed by the member and recorded in the audit log (saving.ts).
 */
import { PAGE_KEYS, type PageKey } from "../../app/content/parse";
import { itemPaths } from "../../app/content/files/kinds";
import { readItem, serializeItem } from "../../app/content/files/items";
import { formOfPage, pageOfForm, type PageForm } from "../../app/content/editor/page-form";
import type { Db } from "../db/client";
import {
  historyOf,
  invalid,
  restoreChecked,
  saveChecked,
  type ContentWorkspace,
  type Editor,
  type SaveOutcome,
} from "./saving";

export const isPageKey = (id: string): id is PageKey =>
  (PAGE_KEYS as readonly string[]).includes(id);

const pathsOf = (key: PageKey) => {
  const { de, en } = itemPaths("page", key);
  return [de, en] as const;
};

/** Every page with its German title; `query` keeps those whose title or key contain it. */
export function listPages(workspace: ContentWorkspace, query = "") {
  const needle = query.trim().toLocaleLowerCase("de");
  return PAGE_KEYS.map((key) => {
    const front = readItem(workspace.root, "page", key).de.front as Record<string, unknown>;
    return { key, title: String(front.title ?? key) };
  }).filter(
    (page) =>
      !needle || page.key.includes(needle) || page.title.toLocaleLowerCase("de").includes(needle),
  );
}

export async function loadPage(workspace: ContentWorkspace, key: string) {
  if (!isPageKey(key)) return undefined;
  const page = readItem(workspace.root, "page", key);
  const version = (await workspace.repo.versionOf([...pathsOf(key)])) ?? "";
  return formOfPage(page, version);
}

/** Maps the build's problems of the page's files to the form's fields. */
export function pageFieldErrors(key: PageKey, problems: readonly string[]) {
  const errors: Record<string, string[]> = {};
  const [de, en] = pathsOf(key);
  for (const problem of problems) {
    const match = /^([^:]+): (title|description|heading|html): (.*)$/.exec(problem);
    const locale = match?.[1] === de ? "de" : match?.[1] === en ? "en" : undefined;
    const field = match && locale ? `${match[2] === "html" ? "body" : match[2]}.${locale}` : "";
    const message = field && match ? match[3]! : problem.replace(/^content\/pages\/(en\/)?/, "");
    (errors[field] ??= []).push(message);
  }
  return errors;
}

export async function savePage(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  key: string,
  form: PageForm,
): Promise<SaveOutcome> {
  if (!isPageKey(key)) return invalid("", "Diese Seite gibt es nicht.");
  const texts = serializeItem("page", pageOfForm(form, readItem(workspace.root, "page", key)));
  const [de, en] = pathsOf(key);
  return saveChecked(workspace, db, editor, {
    target: `page/${key}`,
    kind: "Seite",
    title: form.title.de,
    action: "changed",
    files: { [de]: texts.de, [en]: texts.en },
    expectedVersion: form.version || null,
    errorsOf: (problems) => pageFieldErrors(key, problems),
  });
}

export async function pageHistory(workspace: ContentWorkspace, key: string) {
  return isPageKey(key) ? historyOf(workspace, pathsOf(key)) : [];
}

export async function restorePage(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  key: string,
  commit: string,
): Promise<SaveOutcome> {
  if (!isPageKey(key)) return invalid("", "Diese Seite gibt es nicht.");
  const page = await loadPage(workspace, key);
  return restoreChecked(workspace, db, editor, {
    target: `page/${key}`,
    kind: "Seite",
    title: page?.title.de ?? key,
    paths: pathsOf(key),
    commit,
    errorsOf: (problems) => pageFieldErrors(key, problems),
  });
}
