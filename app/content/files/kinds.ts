import { PAGE_KEYS, pageFile, type PageKey } from "../parse";
import type { QuotedPaths } from "./markdown-format";

/** The kinds of content kept in one JSON file each. */
export const JSON_KINDS = [
  "site",
  "events",
  "landing-carousel",
  "aboutus-carousel",
  "car",
  "team",
  "supporters",
] as const;
/** The kinds of content kept in a German and an English Markdown file. */
export const MARKDOWN_KINDS = ["news", "page"] as const;
export const ITEM_KINDS = [...JSON_KINDS, ...MARKDOWN_KINDS] as const;

export type JsonKind = (typeof JSON_KINDS)[number];
export type MarkdownKind = (typeof MARKDOWN_KINDS)[number];
export type ItemKind = JsonKind | MarkdownKind;

/** Paths relative to the site root. A news post's English file may not exist (yet). */
export type JsonPaths = { json: string };
export type MarkdownPaths = { de: string; en: string };
export type PathsOf<K extends ItemKind> = K extends MarkdownKind ? MarkdownPaths : JsonPaths;

export const isMarkdownKind = (kind: ItemKind): kind is MarkdownKind =>
  (MARKDOWN_KINDS as readonly string[]).includes(kind);

/** The kinds with one file for the whole site: its id is the kind. */
const SINGLE_FILES: Partial<Record<ItemKind, string>> = {
  site: "content/site.json",
  events: "content/events.json",
  "landing-carousel": "content/landing-carousel.json",
  "aboutus-carousel": "content/aboutus-carousel.json",
};

/** The kinds with a file per item: its folder, and the file names (the ids) it may hold. */
export const FOLDERS: Partial<Record<ItemKind, { folder: string; id: RegExp }>> = {
  car: { folder: "content/cars", id: /^egn\d{2}(?:-(?:ev|dv))?$/ },
  team: { folder: "content/teams", id: /^\d{4}$/ },
  supporters: { folder: "content/supporters", id: /^\d{4}$/ },
  news: { folder: "content/news", id: /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/ },
};

const isPageKey = (id: string): id is PageKey => (PAGE_KEYS as readonly string[]).includes(id);

/** Whether `id` names an item of `kind`: only such an id ever becomes part of a path. */
export function isItemId(kind: ItemKind, id: string): boolean {
  if (kind === "page") return isPageKey(id);
  const folder = FOLDERS[kind];
  return folder ? folder.id.test(id) : id === kind;
}

/** The ids of a kind whose items are fixed (pages, the files for the whole site); else undefined. */
export function fixedIds(kind: ItemKind): readonly string[] | undefined {
  if (kind === "page") return PAGE_KEYS;
  return FOLDERS[kind] ? undefined : [kind];
}

/** Where the item's files are (or would be), relative to the site root. */
export function itemPaths<K extends ItemKind>(kind: K, id: string): PathsOf<K> {
  if (!isItemId(kind, id)) throw new Error(`"${id}" ist kein Name für ${kind}`);
  if (kind === "page") {
    const key = id as PageKey;
    return { de: pageFile(key, "de"), en: pageFile(key, "en") } as PathsOf<K>;
  }
  if (kind === "news") {
    return { de: `content/news/${id}.md`, en: `content/news/en/${id}.md` } as PathsOf<K>;
  }
  const folder = FOLDERS[kind];
  return { json: folder ? `${folder.folder}/${id}.json` : SINGLE_FILES[kind] } as PathsOf<K>;
}

/** In the existing files, prose in the front matter is quoted; names, dates, paths and tags are not. */
const QUOTED: Record<MarkdownKind, QuotedPaths> = {
  news: ([key, field]) =>
    key === "title" ||
    key === "summary" ||
    (key === "image" && (field === "alt" || field === "credit")),
  page: ([key]) => key === "description",
};

export const quotedPaths = (kind: MarkdownKind): QuotedPaths => QUOTED[kind];
