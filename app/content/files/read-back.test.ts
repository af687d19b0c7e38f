import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseContent, type ContentFiles } from "../parse";
import { readContentDir } from "../read-content-dir";
import { scratchSites } from "../scratch-site.test-support";
import type { JsonObject } from "./json-format";
import { itemPaths, type ItemKind } from "./kinds";
import { listItems, readItem, serializeItem, writeItem, type DataOf } from "./items";
import { TRICKY_TEXTS } from "./prettier.test-support";

const root = process.cwd();
const scratchSite = scratchSites(root);

/** The schemas trim texts and refuse blank ones; what is left must arrive exactly. */
const texts = TRICKY_TEXTS.filter((text) => text.trim() !== "");
const padded = (text: string) =>
  `${text} – so lang, wie eine Beschreibung sein muss, und noch mehr`;

const committed: ContentFiles = Object.fromEntries(
  listItems(root).flatMap(({ paths }) =>
    Object.values(paths).map((path) => [path, readFileSync(join(root, path), "utf8")]),
  ),
);

/** The content files with the item's files replaced by what the writer makes of `data`. */
function withItem<K extends ItemKind>(files: ContentFiles, kind: K, id: string, data: DataOf<K>) {
  const texts = serializeItem(kind, data);
  const byPart = typeof texts === "string" ? { json: texts } : texts;
  const written = Object.entries(itemPaths(kind, id)).map(([part, path]) => [
    path,
    byPart[part as keyof typeof byPart],
  ]);
  return { ...files, ...Object.fromEntries(written) } as ContentFiles;
}

const postId = "2025-05-31-erster-testtag";

describe("what the writer writes, the content reader reads back", () => {
  it.each(texts.map((text) => [text]))("%j in every kind of place", (text) => {
    const page = readItem(root, "page", "home");
    Object.assign(page.de.front, { title: text, heading: text, description: padded(text) });
    const post = readItem(root, "news", postId);
    Object.assign(post.de.front, { title: text, summary: padded(text), tags: [text, 2025] });
    (post.de.front.image as { alt: JsonObject }).alt.de = text;
    Object.assign(post.en?.front ?? {}, { title: text });
    const car = readItem(root, "car", "egn25") as { image: { alt: JsonObject } };
    car.image.alt.en = text;
    const team = readItem(root, "team", "2025") as { departments: { members: JsonObject[] }[] };
    team.departments[0]!.members[0]!.name = text;

    let files = withItem(committed, "page", "home", page);
    files = withItem(files, "news", postId, post);
    files = withItem(files, "car", "egn25", car as unknown as JsonObject);
    files = withItem(files, "team", "2025", team as unknown as JsonObject);
    const content = parseContent(files);

    const trimmed = text.trim();
    expect(content.pages.home.de).toMatchObject({
      title: trimmed,
      heading: trimmed,
      description: padded(text),
    });
    const parsed = content.news.find((p) => p.date === "2025-05-31");
    expect(parsed?.title).toEqual({ de: trimmed, en: trimmed });
    expect(parsed?.summary.de).toBe(padded(text).trim());
    expect(parsed?.tags.map((tag) => tag.de)).toEqual([trimmed, "2025"]);
    expect(parsed?.image.texts.alt?.de).toBe(trimmed);
    expect(content.cars.find((c) => c.name === "egn25")?.image.texts.alt?.en).toBe(trimmed);
    expect(content.teams.find((t) => t.season === "2025")?.departments[0]?.members[0]?.name).toBe(
      trimmed,
    );
  });

  it("from the files written on disk, a body with lines of dashes included", () => {
    const dir = scratchSite({ withPublic: false });
    const post = readItem(dir, "news", postId);
    post.de.front.tags = texts;
    post.de.body = "Oben\n\n---\n\nunten, nach einer Linie.\n\n```yaml\n---\ntitle: x\n---\n```";
    writeItem(dir, "news", postId, post);
    const parsed = readContentDir(dir).news.find((p) => p.date === "2025-05-31");
    expect(parsed?.tags.map((tag) => tag.de)).toEqual(texts.map((text) => text.trim()));
    expect(parsed?.html.de).toContain("<hr>");
    expect(parsed?.html.de).toContain("unten, nach einer Linie.");
    expect(parsed?.html.de).toContain("title: x");
    expect(readItem(dir, "news", postId)).toEqual(post);
  });
});
