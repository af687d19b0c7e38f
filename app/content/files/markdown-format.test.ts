import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { readFrontMatter } from "../front-matter";
import type { JsonObject } from "./json-format";
import { parseMarkdown, printMarkdown, type QuotedPaths } from "./markdown-format";
import { prettierFormat, seededRandom, TRICKY_TEXTS } from "./prettier.test-support";

const titleQuoted: QuotedPaths = ([key]) => key === "title";
const nothingQuoted: QuotedPaths = () => false;
const everythingQuoted: QuotedPaths = () => true;

describe("printMarkdown", () => {
  it("writes the front matter, a blank line and the body", () => {
    const text = printMarkdown(
      {
        front: {
          title: "Rollout: der egn25",
          date: "2025-04-26",
          image: { src: "/images/news/a.svg", alt: { de: "Bild", en: "Image" } },
          tags: ["Saison 2025", "egn25", 2025],
        },
        body: "Text.\n\n- eins\n- zwei",
      },
      ([key, field]) => key === "title" || field === "alt",
    );
    expect(text).toBe(
      [
        "---",
        'title: "Rollout: der egn25"',
        "date: 2025-04-26",
        "image:",
        "  src: /images/news/a.svg",
        "  alt:",
        '    de: "Bild"',
        '    en: "Image"',
        "tags: [Saison 2025, egn25, 2025]",
        "---",
        "",
        "Text.",
        "",
        "- eins",
        "- zwei",
        "",
      ].join("\n"),
    );
  });

  it("writes Unix line breaks and one line break at the end of the body", () => {
    const front = { title: "T" };
    expect(printMarkdown({ front, body: "a\r\nb\n\n\n" }, nothingQuoted)).toBe(
      "---\ntitle: T\n---\n\na\nb\n",
    );
    expect(printMarkdown({ front, body: "" }, nothingQuoted)).toBe("---\ntitle: T\n---\n");
    expect(printMarkdown({ front: {}, body: "nur Text" }, nothingQuoted)).toBe("nur Text\n");
  });

  it.each(TRICKY_TEXTS.map((text) => [text]))(
    "keeps %j as it is, in valid YAML that prettier leaves alone",
    async (text) => {
      for (const quoted of [nothingQuoted, everythingQuoted]) {
        const front = { title: text, image: { alt: { de: text } }, tags: [text, "x"] };
        const written = printMarkdown({ front, body: "Text" }, quoted);
        const yaml = readFrontMatter(written).yaml ?? "";
        expect(parseYaml(yaml, { prettyErrors: true, strict: true })).toEqual(front);
        expect(parseMarkdown(written)).toEqual({ front, body: "Text" });
        expect(await prettierFormat(written, "page.md")).toBe(written);
      }
    },
  );

  it("puts a long list of tags where prettier puts it", async () => {
    const random = seededRandom(42);
    const layouts = new Set<number>();
    for (let round = 0; round < 60; round++) {
      const tags = Array.from({ length: 1 + Math.floor(random() * 12) }, (_, i) =>
        `Tag ${i} `.padEnd(2 + Math.floor(random() * 14), "x").trim(),
      );
      const written = printMarkdown({ front: { tags }, body: "Text" }, nothingQuoted);
      layouts.add(written.split("\n").length);
      expect(await prettierFormat(written, "news.md")).toBe(written);
      expect(parseMarkdown(written).front).toEqual({ tags });
    }
    // On the line of `tags:`, on the line below it, one tag a line.
    expect(layouts.has(6) && layouts.has(7) && [...layouts].some((lines) => lines > 8)).toBe(true);
  });

  it("keeps how the file before wrote each string and list", () => {
    const previous = [
      "---",
      'title: "Quoted here"',
      "heading: plain here",
      "tags:",
      "  - eins",
      "---",
      "",
      "Text",
      "",
    ].join("\n");
    const front: JsonObject = { title: "Neu", heading: "Neu", tags: ["eins", "zwei"], more: "Neu" };
    expect(printMarkdown({ front, body: "Text" }, everythingQuoted, previous)).toBe(
      [
        "---",
        'title: "Neu"',
        "heading: Neu",
        "tags:",
        "  - eins",
        '  - "zwei"',
        'more: "Neu"',
        "---",
        "",
        "Text",
        "",
      ].join("\n"),
    );
  });

  it("quotes a plain string where YAML could not read it plain", () => {
    const written = printMarkdown(
      { front: { title: "a: b" }, body: "" },
      titleQuoted,
      "---\ntitle: x\n---\n",
    );
    expect(written).toBe('---\ntitle: "a: b"\n---\n');
  });

  it("refuses names and lists a Markdown file's front matter cannot hold", () => {
    expect(() => printMarkdown({ front: { "a: b": "x" }, body: "" }, nothingQuoted)).toThrow(
      /Feldname/,
    );
    expect(() => printMarkdown({ front: { tags: [{ a: [1] }] }, body: "" }, nothingQuoted)).toThrow(
      /Liste/,
    );
  });
});

describe("parseMarkdown", () => {
  it("gives the front matter and the body without the blank line and the last line break", () => {
    expect(parseMarkdown("---\ntitle: T\ntags: [a, 1]\n---\n\nText\n\nmehr\n")).toEqual({
      front: { title: "T", tags: ["a", 1] },
      body: "Text\n\nmehr",
    });
    expect(parseMarkdown("Text ohne Angaben\n")).toEqual({ front: {}, body: "Text ohne Angaben" });
  });

  it("refuses front matter that is not a list of fields", () => {
    expect(() => parseMarkdown("---\n- a\n---\n\nText\n")).toThrow(/keine Liste von Feldern/);
  });
});

describe("a tag in each language", () => {
  it("is written as prettier writes a flow mapping in a list, and read back as it was", () => {
    const front = { tags: [{ de: "Saison 2026", en: "Season 2026" }, "Recruiting"] };
    const text = printMarkdown({ front, body: "Text" }, nothingQuoted);
    expect(text).toContain("tags: [{ de: Saison 2026, en: Season 2026 }, Recruiting]");
    expect(parseMarkdown(text).front).toEqual(front);
  });
});
