import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isMarkdownKind } from "./kinds";
import { listItems, readItem, serializeItem, type ContentItem } from "./items";

const root = process.cwd();

function contentFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return contentFiles(path);
    return /\.(json|md)$/.test(name) ? [relative(root, path).split("\\").join("/")] : [];
  });
}

/** Each file the content reader reads, with the item it belongs to. */
function filesWithItems(): { file: string; item: ContentItem | undefined; part: string }[] {
  const items = listItems(root);
  return contentFiles(join(root, "content")).map((file) => {
    const item = items.find((i) => Object.values(i.paths).includes(file));
    const part = Object.entries(item?.paths ?? {}).find(([, path]) => path === file)?.[0] ?? "";
    return { file, item, part };
  });
}

function textOf(texts: string | { de: string; en: string | null }, part: string) {
  return typeof texts === "string" ? texts : part === "en" ? texts.en : texts.de;
}

describe("every file in content/", () => {
  const files = filesWithItems();

  it("belongs to an item the editor lists", () => {
    expect(files.filter(({ item }) => !item).map(({ file }) => file)).toEqual([]);
    expect(files.length).toBeGreaterThan(70);
  });

  it.each(files.map(({ file, item, part }) => [file, item as ContentItem, part] as const))(
    "%s: is written back byte for byte as it was read",
    (file, item, part) => {
      const text = readFileSync(join(root, file), "utf8");
      const data = readItem(root, item.kind, item.id);
      // As a new file (the writer's own rules) and over the file as it is.
      expect(textOf(serializeItem(item.kind, data), part)).toBe(text);
      const previous = isMarkdownKind(item.kind) ? { [part]: text } : text;
      expect(textOf(serializeItem(item.kind, data, previous), part)).toBe(text);
    },
  );
});
