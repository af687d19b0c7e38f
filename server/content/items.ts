/**
 * The content kept in JSON files as the team area edits it: a season's team and supporters, the
 * cars, the events, the carousels and the site's settings. Each form is the file's own schema
 * (app/content/editor/item-forms.ts); a save is checked with the whole content set, written as a
 * developer writes the file, committed by the member and recorded in the audit log (saving.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LIST_FIELD, itemForm } from "../../app/content/editor/item-forms";
import { fieldNameOf } from "../../app/content/editor/schema-fields";
import { fixedIds, isItemId, itemPaths, type JsonKind } from "../../app/content/files/kinds";
import { listItems, readItem, serializeItem } from "../../app/content/files/items";
import type { JsonValue } from "../../app/content/files/json-format";
import type { Db } from "../db/client";
import { acceptPhoto, PhotoError } from "./photos";
import type { ContentChanges } from "./preview";
import { pathsOfItem } from "./pages-fed";
import {
  checkChanges,
  historyOf,
  invalid,
  refusal,
  type FormErrors,
  restoreChecked,
  saveChecked,
  type BinaryChange,
  type ContentWorkspace,
  type Editor,
  type SaveOutcome,
} from "./saving";
import { acceptSvg, looksLikeSvg } from "./svg";

/** How the history, the audit log and the lists name each kind. */
export const KIND_NAMES: Record<JsonKind, string> = {
  site: "Website-Einstellungen",
  events: "Veranstaltungen",
  "landing-carousel": "Karussell der Startseite",
  "aboutus-carousel": "Karussell „Über uns“",
  car: "Auto",
  team: "Team",
  supporters: "Unterstützer",
};

/** Where each kind's uploaded images go, below content/images. */
const IMAGE_FOLDERS: Record<JsonKind, (id: string) => string> = {
  site: () => "site",
  events: () => "events",
  "landing-carousel": () => "carousel",
  "aboutus-carousel": () => "aboutus",
  car: () => "cars",
  team: (id) => `team/${id}`,
  supporters: (id) => `supporters/${id}`,
};

/** The field of a kind with a file per item that names the file (`egn26.json`, `2026.json`). */
const ID_FIELDS: Partial<Record<JsonKind, string>> = {
  car: "name",
  team: "season",
  supporters: "season",
};

/** The form field that names the item's file; undefined for a kind with one file. */
export const idFieldOf = (kind: JsonKind): string | undefined => ID_FIELDS[kind];

/** Whether a kind has one file for the whole site (its only id is the kind). */
export const isSingleFile = (kind: JsonKind) => fixedIds(kind) !== undefined;

const pathOf = (kind: JsonKind, id: string) => itemPaths(kind, id).json;

export interface ItemSummary {
  kind: JsonKind;
  id: string;
}

/** The items of a kind, newest first; `query` keeps those whose id contains it. */
export function listJsonItems(
  workspace: ContentWorkspace,
  kind: JsonKind,
  query = "",
): ItemSummary[] {
  const needle = query.trim().toLowerCase();
  return listItems(workspace.root, kind)
    .map(({ id }) => ({ kind, id }))
    .filter((item) => !needle || item.id.includes(needle))
    .sort((a, b) => b.id.localeCompare(a.id, "de", { numeric: true }));
}

export async function loadJsonItem(
  workspace: ContentWorkspace,
  kind: JsonKind,
  id: string,
): Promise<{ json: unknown; version: string } | undefined> {
  if (!isItemId(kind, id) || !existsSync(join(workspace.root, pathOf(kind, id)))) return undefined;
  const json = readItem(workspace.root, kind, id);
  return { json, version: (await workspace.repo.versionOf(pathOf(kind, id))) ?? "" };
}

/** An image chosen in the form: the field's name (`departments[0].members[2].image`) and bytes. */
export interface ImageUpload {
  field: string;
  fileName: string;
  bytes: Uint8Array;
}

export interface AcceptedUploads {
  /** The path each image field gets (`/images/team/2026/anna-1a2b3c4d.jpg`). */
  paths: Record<string, string>;
  binary: BinaryChange[];
  errors: FormErrors;
}

/** Checks each image by its content and gives it a path below the kind's image folder. */
export async function acceptUploads(
  kind: JsonKind,
  id: string,
  uploads: readonly ImageUpload[],
): Promise<AcceptedUploads> {
  const accepted: AcceptedUploads = { paths: {}, binary: [], errors: {} };
  for (const upload of uploads) {
    try {
      const { data, ext } = looksLikeSvg(upload.bytes)
        ? { data: acceptSvg(upload.bytes), ext: "svg" }
        : await acceptPhoto(upload.bytes);
      const hash = createHash("sha256").update(data).digest("hex").slice(0, 8);
      const src = `/images/${IMAGE_FOLDERS[kind](id)}/${slugOf(upload.fileName)}-${hash}.${ext}`;
      accepted.paths[upload.field] = src;
      accepted.binary.push({ path: `content${src}`, content: data });
    } catch (error) {
      if (!(error instanceof PhotoError)) throw error;
      accepted.errors[`${upload.field}.src`] = [error];
    }
  }
  return accepted;
}

/** `IMG_0042 Kopie.JPG` → `img-0042-kopie`: a file name that needs no quoting anywhere. */
function slugOf(fileName: string): string {
  const base = fileName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .toLowerCase();
  const slug = base
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return slug || "bild";
}

export interface JsonItemSave {
  kind: JsonKind;
  /** The item's id before the save; undefined for a new one. */
  originalId?: string;
  /** The form's values as posted (Conform's payload, item-forms.ts), the uploads' paths in. */
  form: Record<string, unknown>;
  /** The version the form was opened from; "" for a new item. */
  version: string;
  uploads?: Pick<AcceptedUploads, "paths" | "binary">;
}

/** The item's id as its JSON names it (`egn26`, `2026`), or the kind for a single file. */
export function idOf(kind: JsonKind, json: unknown): string {
  const field = ID_FIELDS[kind];
  if (!field) return kind;
  const value = (json as Record<string, unknown> | null)?.[field];
  return typeof value === "string" ? value : "";
}

/** What a save of the form would write, or why it cannot (checked before the content set). */
function changesOf(
  workspace: ContentWorkspace,
  save: JsonItemSave,
):
  | Extract<SaveOutcome, { status: "invalid" }>
  | { status: "ready"; id: string; path: string; files: ContentChanges; renamedFrom?: string } {
  const { kind, originalId } = save;
  if (originalId && !existsSync(join(workspace.root, pathOf(kind, originalId))))
    return invalid("", refusal("itemDeletedMeanwhile"));
  const previous = originalId ? readItem(workspace.root, kind, originalId) : undefined;
  const json = itemForm(kind).jsonOf(save.form, previous);
  const id = idOf(kind, json);
  const idField = ID_FIELDS[kind] ?? "";
  if (!isItemId(kind, id)) return invalid(idField, refusal("itemIdNotAllowed"));
  const renamedFrom = originalId && originalId !== id ? originalId : undefined;
  if (renamedFrom && isSingleFile(kind)) return invalid("", refusal("fileNotRenamed"));
  const path = pathOf(kind, id);
  if ((renamedFrom || !originalId) && existsSync(join(workspace.root, path)))
    return invalid(idField, refusal("itemExists", { id }));
  const before = originalId
    ? readFileSync(join(workspace.root, pathOf(kind, originalId)), "utf8")
    : undefined;
  const text = serializeItem(kind, json as JsonValue, before);
  const files: Record<string, string | null> = { [path]: text };
  if (renamedFrom) files[pathOf(kind, renamedFrom)] = null;
  return { status: "ready", id, path, files, ...(renamedFrom && { renamedFrom }) };
}

export async function saveJsonItem(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  save: JsonItemSave,
): Promise<SaveOutcome> {
  const { kind, originalId } = save;
  const changes = changesOf(workspace, save);
  if (changes.status !== "ready") return changes;
  const { id, path, files, renamedFrom } = changes;
  return saveChecked(workspace, db, editor, {
    target: `${kind}/${id}`,
    kind: KIND_NAMES[kind],
    ...(!isSingleFile(kind) && { title: id }),
    action: originalId ? "changed" : "created",
    files,
    binary: save.uploads?.binary ?? [],
    pendingImages: Object.values(save.uploads?.paths ?? {}),
    expectedVersion: save.version || null,
    errorsOf: (problems) => fieldErrorsOf(kind, path, problems),
    ...(renamedFrom && { detail: { from: renamedFrom } }),
  });
}

/**
 * The form checked as a save checks it, for a preview: the changes to lay over the content and
 * the public pages that show the item, or the refusal. Newly chosen images (`uploads`) count as
 * there; the preview keeps them (preview-images.ts).
 */
export function previewJsonItem(
  workspace: ContentWorkspace,
  save: JsonItemSave,
):
  | { status: "ready"; files: ContentChanges; paths: string[] }
  | Extract<SaveOutcome, { status: "invalid" }> {
  const changes = changesOf(workspace, save);
  if (changes.status !== "ready") return changes;
  const refused = checkChanges(workspace, {
    files: changes.files,
    pendingImages: Object.values(save.uploads?.paths ?? {}),
    errorsOf: (problems) => fieldErrorsOf(save.kind, changes.path, problems),
  });
  return (
    refused ?? {
      status: "ready",
      files: changes.files,
      paths: pathsOfItem(workspace.root, save.kind, changes.id),
    }
  );
}

export async function deleteJsonItem(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  kind: JsonKind,
  id: string,
  version: string,
): Promise<SaveOutcome> {
  if (isSingleFile(kind)) return invalid("", refusal("fileStays"));
  if (!(await loadJsonItem(workspace, kind, id))) return invalid("", refusal("itemGone"));
  return saveChecked(workspace, db, editor, {
    target: `${kind}/${id}`,
    kind: KIND_NAMES[kind],
    title: id,
    action: "deleted",
    files: { [pathOf(kind, id)]: null },
    expectedVersion: version || null,
    errorsOf: (problems) => ({ "": problems }),
  });
}

export async function jsonItemHistory(workspace: ContentWorkspace, kind: JsonKind, id: string) {
  return isItemId(kind, id) ? historyOf(workspace, [pathOf(kind, id)]) : [];
}

export async function restoreJsonItem(
  workspace: ContentWorkspace,
  db: Db,
  editor: Editor,
  kind: JsonKind,
  id: string,
  commit: string,
): Promise<SaveOutcome> {
  if (!isItemId(kind, id)) return invalid("", refusal("itemUnknown"));
  const path = pathOf(kind, id);
  return restoreChecked(workspace, db, editor, {
    target: `${kind}/${id}`,
    kind: KIND_NAMES[kind],
    ...(!isSingleFile(kind) && { title: id }),
    paths: [path],
    commit,
    errorsOf: (problems) => fieldErrorsOf(kind, path, problems),
  });
}

/**
 * The build's problems (`content/teams/2026.json: departments[1] "Chassis" > members[0] "Lea" >
 * email: …`) at the form's fields; problems of other files or of the whole file go to the form.
 */
export function fieldErrorsOf(
  kind: JsonKind,
  path: string,
  problems: readonly string[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const node = itemForm(kind).node;
  const isList = node.fields.length === 1 && node.fields[0]!.key === LIST_FIELD;
  for (const problem of problems) {
    const located = problem.startsWith(`${path}: `)
      ? entryPathOf(problem.slice(path.length + 2))
      : undefined;
    const field =
      located && fieldNameOf(node, isList ? [LIST_FIELD, ...located.path] : located.path);
    if (located && field) add(field, located.message);
    else add("", problem);
  }
  return errors;
}

/**
 * Reads back what parse.ts's describePath wrote: `key[2] "Label" > key: message` → the keys and
 * indexes, and the message. Walks the text once; undefined when it is no such entry.
 */
export function entryPathOf(
  entry: string,
): { path: (string | number)[]; message: string } | undefined {
  const path: (string | number)[] = [];
  let at = 0;
  for (;;) {
    const key = /^[A-Za-z_]\w*/.exec(entry.slice(at))?.[0] ?? "";
    if (key) path.push(key);
    at += key.length;
    const index = /^\[(\d+)\]/.exec(entry.slice(at));
    if (index) {
      path.push(Number(index[1]));
      at += index[0].length;
      if (entry.startsWith(' "', at)) {
        const end = closingQuote(entry, at + 2);
        if (end < 0) return undefined;
        at = end + 1;
      }
    }
    if (!key && !index) return undefined;
    if (entry.startsWith(" > ", at)) at += 3;
    else if (entry.startsWith(": ", at)) return { path, message: entry.slice(at + 2) };
    else return undefined;
  }
}

/** The quote that ends a label: the first one followed by ` > ` or `: `. */
function closingQuote(entry: string, from: number): number {
  for (let at = entry.indexOf('"', from); at >= 0; at = entry.indexOf('"', at + 1)) {
    if (entry.startsWith(" > ", at + 1) || entry.startsWith(": ", at + 1)) return at;
  }
  return -1;
}
