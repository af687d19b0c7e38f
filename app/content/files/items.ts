import {
  chmodSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { collapsedObjects, printJson, type JsonValue } from "./json-format";
import { parseMarkdown, printMarkdown, type MarkdownText } from "./markdown-format";
import {
  FOLDERS,
  ITEM_KINDS,
  fixedIds,
  isMarkdownKind,
  itemPaths,
  quotedPaths,
  type ItemKind,
  type JsonPaths,
  type MarkdownKind,
  type MarkdownPaths,
  type PathsOf,
} from "./kinds";

/** A news post or a page text in both languages; a post may have no English text. */
export interface Bilingual {
  de: MarkdownText;
  en: MarkdownText | null;
}
/** The texts of a Markdown item's files; null: there is no such file. */
export interface BilingualTexts {
  de: string;
  en: string | null;
}

/** What the editor gets and gives back: a JSON file's value, or both texts of a Markdown item. */
export type DataOf<K extends ItemKind> = K extends MarkdownKind ? Bilingual : JsonValue;
export type TextsOf<K extends ItemKind> = K extends MarkdownKind ? BilingualTexts : string;
/** The files' texts before the change, whose layout a save keeps (see printJson, printMarkdown). */
export type PreviousOf<K extends ItemKind> = K extends MarkdownKind
  ? Partial<BilingualTexts>
  : string;

export interface ContentItem<K extends ItemKind = ItemKind> {
  kind: K;
  id: string;
  paths: PathsOf<K>;
}

/** The items in `<root>/content`, of one kind or of every kind. */
export function listItems(root: string, kind?: ItemKind): ContentItem[] {
  return (kind ? [kind] : ITEM_KINDS).flatMap((k) =>
    idsOf(root, k).map((id) => ({ kind: k, id, paths: itemPaths(k, id) })),
  );
}

function idsOf(root: string, kind: ItemKind): string[] {
  const fixed = fixedIds(kind);
  if (fixed) return [...fixed];
  const { folder, id } = FOLDERS[kind] as { folder: string; id: RegExp };
  const extension = isMarkdownKind(kind) ? ".md" : ".json";
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder))
    .filter((name) => name.endsWith(extension))
    .map((name) => name.slice(0, -extension.length))
    .filter((name) => id.test(name))
    .sort();
}

/** The item as the editor changes it. Throws when `id` is no id of `kind` or a file is bad. */
export function readItem<K extends ItemKind>(root: string, kind: K, id: string): DataOf<K> {
  const paths = itemPaths(kind, id);
  if (!isMarkdownKind(kind)) {
    const path = (paths as JsonPaths).json;
    try {
      return JSON.parse(readFileSync(join(root, path), "utf8")) as DataOf<K>;
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
    }
  }
  const { de, en } = paths as MarkdownPaths;
  const read = (path: string): MarkdownText => {
    try {
      return parseMarkdown(readFileSync(join(root, path), "utf8"));
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
    }
  };
  const optional = kind === "news" && !existsSync(join(root, en));
  return { de: read(de), en: optional ? null : read(en) } as DataOf<K>;
}

/**
 * The file texts for `data`, as a developer writes them (prettier's layout). With the files'
 * texts from before the change, a save keeps what prettier keeps of their layout.
 */
export function serializeItem<K extends ItemKind>(
  kind: K,
  data: DataOf<K>,
  previous?: PreviousOf<K>,
): TextsOf<K> {
  if (!isMarkdownKind(kind)) {
    const before = previous as string | undefined;
    return printJson(
      data as JsonValue,
      before ? collapsedObjects(before) : undefined,
    ) as TextsOf<K>;
  }
  const { de, en } = data as Bilingual;
  const before = (previous ?? {}) as Partial<BilingualTexts>;
  if (kind === "page" && !en) throw new Error("Eine Seite braucht ihren Text auch auf Englisch");
  const quoted = quotedPaths(kind);
  return {
    de: printMarkdown(de, quoted, before.de ?? undefined),
    en: en ? printMarkdown(en, quoted, before.en ?? undefined) : null,
  } as TextsOf<K>;
}

/**
 * Writes the item's files (creating them for a new item) and returns the paths of those that
 * changed. Each file is replaced whole, never left half written. A file the data has no text for
 * (a post's English text set to null) is left as it is.
 */
export function writeItem<K extends ItemKind>(
  root: string,
  kind: K,
  id: string,
  data: DataOf<K>,
): string[] {
  const paths = Object.entries(itemPaths(kind, id)) as [string, string][];
  const current = Object.fromEntries(
    paths.map(([part, path]) => [part, readIfExists(join(root, path))]),
  );
  const previous = (isMarkdownKind(kind) ? current : current.json) as PreviousOf<K>;
  const texts = serializeItem(kind, data, previous);
  const byPart: Record<string, string | null> =
    typeof texts === "string" ? { json: texts } : { ...(texts as BilingualTexts) };
  return paths.flatMap(([part, path]) => {
    const text = byPart[part];
    if (text === null || text === undefined || text === current[part]) return [];
    replaceFile(join(root, path), text);
    return [path];
  });
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, "utf8") : undefined;
}

function replaceFile(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  if (existsSync(file)) chmodSync(temporary, statSync(file).mode);
  renameSync(temporary, file);
}
