import {
  copyFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { JsonObject, JsonValue } from "./json-format";
import { ITEM_KINDS, isItemId, itemPaths, type ItemKind } from "./kinds";
import { listItems, readItem, writeItem, type Bilingual } from "./items";
import { prettierFormat } from "./prettier.test-support";

const root = process.cwd();
const scratchDirs: string[] = [];
afterEach(() => {
  while (scratchDirs.length) rmSync(scratchDirs.pop()!, { recursive: true, force: true });
});
const scratchDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "egn-items-"));
  scratchDirs.push(dir);
  return dir;
};
/** A scratch copy of content/ without its images, which the writer never touches. */
function copyOfSite(): string {
  const dir = scratchDir();
  const content = join(root, "content");
  cpSync(content, join(dir, "content"), {
    recursive: true,
    filter: (path) => !relative(content, path).startsWith("images"),
  });
  return dir;
}
const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");

/** The lines that differ between two texts, found from both ends. */
function changedLines(before: string, after: string) {
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < Math.min(a.length, b.length) - start && a.at(-1 - end) === b.at(-1 - end)) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

describe("listItems", () => {
  it("lists every item of every kind with its files", () => {
    const items = listItems(root);
    const count = (kind: ItemKind) => items.filter((item) => item.kind === kind).length;
    expect(ITEM_KINDS.map((kind) => [kind, count(kind)])).toEqual([
      ["site", 1],
      ["events", 1],
      ["landing-carousel", 1],
      ["aboutus-carousel", 1],
      ["car", 16],
      ["team", 7],
      ["supporters", 1],
      ["news", 6],
      ["page", 17],
    ]);
    expect(listItems(root, "news")[0]).toEqual({
      kind: "news",
      id: "2025-04-26-rollout-egn25",
      paths: {
        de: "content/news/2025-04-26-rollout-egn25.md",
        en: "content/news/en/2025-04-26-rollout-egn25.md",
      },
    });
    expect(listItems(root, "page").find((item) => item.id === "home")?.paths).toEqual({
      de: "content/pages/home.md",
      en: "content/pages/en/home.md",
    });
    expect(listItems(root, "car").map((item) => item.id)).toContain("egn19-dv");
    expect(listItems(root, "team")[0]?.paths).toEqual({ json: "content/teams/2019.json" });
    expect(listItems(root, "site")).toEqual([
      { kind: "site", id: "site", paths: { json: "content/site.json" } },
    ]);
  });

  it("leaves out files whose names are no ids", () => {
    const dir = copyOfSite();
    for (const name of ["cars/Egn26.json", "teams/2026-b.json", "news/notizen.md"]) {
      copyFileSync(join(dir, "content/cars/egn25.json"), join(dir, "content", name));
    }
    expect(listItems(dir)).toEqual(listItems(root));
  });
});

describe("ids", () => {
  it("take the form of the existing file names", () => {
    expect(isItemId("car", "egn26")).toBe(true);
    expect(isItemId("car", "egn26-dv")).toBe(true);
    expect(isItemId("team", "2026")).toBe(true);
    expect(isItemId("supporters", "2026")).toBe(true);
    expect(isItemId("news", "2026-01-31-neues-jahr-2026")).toBe(true);
    expect(isItemId("page", "dataprotection")).toBe(true);
    expect(isItemId("events", "events")).toBe(true);
  });

  it.each([
    ["car", "../site"],
    ["car", "egn26/../../../etc/passwd"],
    ["car", "EGN26"],
    ["car", "egn26.json"],
    ["car", "egn26\n"],
    ["team", "20261"],
    ["team", "../teams/2025"],
    ["news", "2026-01-31-Neues"],
    ["news", "2026-01-31-neu--jahr"],
    ["news", "2026-01-31-neu/../../x"],
    ["news", "neues-jahr"],
    ["page", "../../README"],
    ["page", "impressum"],
    ["page", "toString"],
    ["site", "../site"],
    ["site", "events"],
    ["events", ""],
  ] as const)("refuse %s %j, and no path is made of it", (kind, id) => {
    expect(isItemId(kind, id)).toBe(false);
    expect(() => itemPaths(kind, id)).toThrow(/kein Name/);
    expect(() => readItem(root, kind, id)).toThrow(/kein Name/);
    const dir = scratchDir();
    expect(() => writeItem(dir, kind, id, {} as never)).toThrow(/kein Name/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("readItem", () => {
  it("gives a JSON file's value", () => {
    expect(readItem(root, "car", "egn25")).toEqual(
      JSON.parse(read(root, "content/cars/egn25.json")),
    );
  });

  it("gives both texts of a post: front matter and body", () => {
    const post = readItem(root, "news", "2025-05-31-erster-testtag");
    expect(post.de.front).toMatchObject({
      title: "Erster Testtag: 62 Runden ohne Zwischenfall",
      date: "2025-05-31",
      tags: [{ de: "Saison 2025", en: "Season 2025" }, "egn25", "Testing"],
    });
    expect(post.de.body).toMatch(/^Um sieben Uhr morgens/);
    expect(post.de.body).toMatch(/Kaffee gekocht haben\.$/);
    expect(post.en?.front).toEqual({
      title: "First testing day: 62 laps without an incident",
      summary: expect.stringMatching(/^The egn25 drove/),
    });
  });

  it("gives no English text for a post that has none", () => {
    const dir = copyOfSite();
    const id = "2025-05-31-erster-testtag";
    rmSync(join(dir, itemPaths("news", id).en));
    expect(readItem(dir, "news", id).en).toBeNull();
  });
});

describe("writeItem", () => {
  it("changes only the line of the value that changed", () => {
    const dir = copyOfSite();
    const path = "content/teams/2025.json";
    const before = read(dir, path);
    const team = readItem(dir, "team", "2025") as { departments: { members: JsonObject[] }[] };
    team.departments[1]!.members[0]!.job = "Head of Chassis & Aero";
    expect(writeItem(dir, "team", "2025", team as unknown as JsonValue)).toEqual([path]);
    expect(changedLines(before, read(dir, path))).toEqual({
      removed: ['          "job": "Head of Chassis",'],
      added: ['          "job": "Head of Chassis & Aero",'],
    });
  });

  it("changes only the line of a changed front matter value", () => {
    const dir = copyOfSite();
    const id = "2025-07-20-formula-student-austria-2025";
    const post = readItem(dir, "news", id);
    const before = read(dir, itemPaths("news", id).de);
    post.de.front.title = 'Formula Student Austria 2025: Platz 8 und "Efficiency"-Podium';
    expect(writeItem(dir, "news", id, post)).toEqual([itemPaths("news", id).de]);
    expect(changedLines(before, read(dir, itemPaths("news", id).de))).toEqual({
      removed: ['title: "Formula Student Austria 2025: Platz 8 und ein Podium im Efficiency"'],
      added: [`title: 'Formula Student Austria 2025: Platz 8 und "Efficiency"-Podium'`],
    });
  });

  it("adds the lines of a new key and no others", () => {
    const dir = copyOfSite();
    const path = "content/cars/egn12.json";
    const before = read(dir, path);
    const car = readItem(dir, "car", "egn12") as JsonObject;
    car.advancements = [{ de: "Erster Elektro-Rennwagen", en: "First electric race car" }];
    writeItem(dir, "car", "egn12", car);
    expect(changedLines(before, read(dir, path))).toEqual({
      removed: ["  }"],
      added: [
        "  },",
        '  "advancements": [',
        "    {",
        '      "de": "Erster Elektro-Rennwagen",',
        '      "en": "First electric race car"',
        "    }",
        "  ]",
      ],
    });
  });

  it("writes nothing when nothing changed", () => {
    const dir = copyOfSite();
    for (const { kind, id } of listItems(dir)) {
      expect(writeItem(dir, kind, id, readItem(dir, kind, id))).toEqual([]);
    }
  });

  it("keeps an object a developer wrote on one line on one line, as prettier does", () => {
    const dir = copyOfSite();
    const path = "content/cars/egn26.json";
    const handWritten = (alt: string) =>
      [
        "{",
        '  "name": "egn26",',
        '  "season": "2026",',
        '  "image": {',
        '    "src": "/images/cars/egn25.svg",',
        `    "alt": { "de": "${alt}", "en": "The egn26 from the side" }`,
        "  }",
        "}",
        "",
      ].join("\n");
    writeFileSync(join(dir, path), handWritten("Der egn26 von der Seite"));
    const car = readItem(dir, "car", "egn26") as { image: { alt: { de: string } } };
    expect(writeItem(dir, "car", "egn26", car as unknown as JsonValue)).toEqual([]);
    car.image.alt.de = "Der egn26 von vorn";
    writeItem(dir, "car", "egn26", car as unknown as JsonValue);
    expect(read(dir, path)).toBe(handWritten("Der egn26 von vorn"));
  });

  it("leaves a post's English file alone when the data has no English text", () => {
    const dir = copyOfSite();
    const id = "2025-05-31-erster-testtag";
    const post = readItem(dir, "news", id);
    const english = read(dir, itemPaths("news", id).en);
    post.de.front.title = "Erster Testtag";
    expect(writeItem(dir, "news", id, { ...post, en: null })).toEqual([itemPaths("news", id).de]);
    expect(read(dir, itemPaths("news", id).en)).toBe(english);
  });

  it("writes a new car like the others", async () => {
    const dir = copyOfSite();
    const car = {
      name: "egn26",
      season: "2026",
      image: {
        src: "/images/cars/egn25.svg",
        alt: { de: "Der egn26 von der Seite", en: "The egn26 from the side" },
      },
      events: [
        { de: "Germany", en: "Germany" },
        { de: "East", en: "East" },
      ],
    };
    expect(writeItem(dir, "car", "egn26", car)).toEqual(["content/cars/egn26.json"]);
    const text = read(dir, "content/cars/egn26.json");
    expect(text).toBe(
      [
        "{",
        '  "name": "egn26",',
        '  "season": "2026",',
        '  "image": {',
        '    "src": "/images/cars/egn25.svg",',
        '    "alt": {',
        '      "de": "Der egn26 von der Seite",',
        '      "en": "The egn26 from the side"',
        "    }",
        "  },",
        '  "events": [',
        "    {",
        '      "de": "Germany",',
        '      "en": "Germany"',
        "    },",
        "    {",
        '      "de": "East",',
        '      "en": "East"',
        "    }",
        "  ]",
        "}",
        "",
      ].join("\n"),
    );
    expect(await prettierFormat(text, "cars/egn26.json")).toBe(text);
  });

  it("writes a new post in both languages like the others", async () => {
    const dir = copyOfSite();
    const id = "2026-01-31-neues-jahr";
    const post: Bilingual = {
      de: {
        front: {
          title: "Neues Jahr, neuer Wagen",
          date: "2026-01-31",
          summary:
            "Die Konstruktion des egn26 ist abgeschlossen: Was sich ändert und wann der Wagen rollt.",
          image: {
            src: "/images/news/rollout-egn25.svg",
            alt: { de: "Illustration: der egn26", en: "Illustration: the egn26" },
          },
          tags: ["Saison 2026", "egn26"],
        },
        body: "Der **egn26** ist konstruiert.\n\n- leichter\n- schneller",
      },
      en: {
        front: {
          title: "New year, new car",
          summary: "The design of the egn26 is finished: what changes and when the car rolls out.",
        },
        body: "The **egn26** is designed.",
      },
    };
    expect(writeItem(dir, "news", id, post)).toEqual([
      "content/news/2026-01-31-neues-jahr.md",
      "content/news/en/2026-01-31-neues-jahr.md",
    ]);
    const de = read(dir, "content/news/2026-01-31-neues-jahr.md");
    expect(de).toBe(
      [
        "---",
        'title: "Neues Jahr, neuer Wagen"',
        "date: 2026-01-31",
        'summary: "Die Konstruktion des egn26 ist abgeschlossen: Was sich ändert und wann der Wagen rollt."',
        "image:",
        "  src: /images/news/rollout-egn25.svg",
        "  alt:",
        '    de: "Illustration: der egn26"',
        '    en: "Illustration: the egn26"',
        "tags: [Saison 2026, egn26]",
        "---",
        "",
        "Der **egn26** ist konstruiert.",
        "",
        "- leichter",
        "- schneller",
        "",
      ].join("\n"),
    );
    const en = read(dir, "content/news/en/2026-01-31-neues-jahr.md");
    expect(en).toBe(
      [
        "---",
        'title: "New year, new car"',
        'summary: "The design of the egn26 is finished: what changes and when the car rolls out."',
        "---",
        "",
        "The **egn26** is designed.",
        "",
      ].join("\n"),
    );
    expect(await prettierFormat(de, "news/x.md")).toBe(de);
    expect(readItem(dir, "news", id)).toEqual(post);
  });

  it("writes a new team season like the others", () => {
    const dir = copyOfSite();
    const team = readItem(dir, "team", "2025") as JsonObject;
    writeItem(dir, "team", "2026", { ...team, id: "egn26", season: "2026" });
    expect(
      changedLines(read(dir, "content/teams/2025.json"), read(dir, "content/teams/2026.json")),
    ).toEqual({
      removed: ['  "id": "egn25",', '  "season": "2025",'],
      added: ['  "id": "egn26",', '  "season": "2026",'],
    });
  });

  it("refuses a page without its English text", () => {
    const dir = copyOfSite();
    const page = readItem(dir, "page", "home");
    expect(() => writeItem(dir, "page", "home", { ...page, en: null })).toThrow(/Englisch/);
  });
});
