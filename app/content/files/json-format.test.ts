import { describe, expect, it } from "vitest";
import { collapsedObjects, pathKey, printJson, type JsonValue } from "./json-format";
import { prettierFormat, seededRandom, TRICKY_TEXTS } from "./prettier.test-support";

const years = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe("printJson", () => {
  it("writes objects over several lines and short lists on one", () => {
    const value = { lines: ["Musterstraße 1", "21073 Hamburg"], alt: { de: "Bild", en: "Image" } };
    expect(printJson(value)).toBe(
      [
        "{",
        '  "lines": ["Musterstraße 1", "21073 Hamburg"],',
        '  "alt": {',
        '    "de": "Bild",',
        '    "en": "Image"',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("fills lines with numbers and puts other long lists one item a line", () => {
    const value = {
      participationYears: years(1990, 2025),
      names: years(1, 12).map((n) => `Name ${n}`),
    };
    expect(printJson(value)).toBe(
      [
        "{",
        '  "participationYears": [',
        "    1990, 1991, 1992, 1993, 1994, 1995, 1996, 1997, 1998, 1999, 2000, 2001, 2002, 2003, 2004, 2005,",
        "    2006, 2007, 2008, 2009, 2010, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021,",
        "    2022, 2023, 2024, 2025",
        "  ],",
        '  "names": [',
        ...years(1, 11).map((n) => `    "Name ${n}",`),
        '    "Name 12"',
        "  ]",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("counts a line's width as an editor shows it: umlauts one column, emoji two", async () => {
    const lineOf = (value: JsonValue) => printJson(value).split("\n")[1];
    const cases = [
      { value: { l: ["ä".repeat(42), "ö".repeat(43)] }, fits: true }, // 100 columns
      { value: { l: ["ä".repeat(42), "ö".repeat(44)] }, fits: false },
      { value: { l: ["🚀".repeat(20), "x".repeat(45)] }, fits: true }, // 100 columns
      { value: { l: ["🚀".repeat(20), "x".repeat(46)] }, fits: false },
    ];
    for (const { value, fits } of cases) {
      expect(lineOf(value) === '  "l": [').toBe(!fits);
      expect(printJson(value)).toBe(await prettierFormat(JSON.stringify(value), "width.json"));
    }
  });

  it("keeps an object on one line where the text before had it on one line", () => {
    const before =
      '{\n  "image": {\n    "src": "/images/a.jpg",\n    "alt": { "de": "A", "en": "B" }\n  }\n}\n';
    const value = JSON.parse(before) as JsonValue;
    expect(printJson(value, collapsedObjects(before))).toBe(before);
    expect(printJson(value)).toBe(
      '{\n  "image": {\n    "src": "/images/a.jpg",\n    "alt": {\n      "de": "A",\n      "en": "B"\n    }\n  }\n}\n',
    );
  });

  it("leaves out keys without a value, as JSON.stringify does", () => {
    expect(printJson({ a: 1, b: undefined } as unknown as JsonValue)).toBe('{\n  "a": 1\n}\n');
  });

  it("matches prettier on random values written in random layouts", async () => {
    const random = seededRandom(20250614);
    for (let round = 0; round < 300; round++) {
      const value = randomValue(random, 0);
      const source = writeLoosely(value, random);
      const expected = await prettierFormat(source, "random.json");
      expect({ source, printed: printJson(value, collapsedObjects(source)) }).toEqual({
        source,
        printed: expected,
      });
    }
  });
});

describe("collapsedObjects", () => {
  it("finds the objects whose first key is on the line of their brace", () => {
    const text = '{\n  "a": { "b": "}{\\"", "c": {\n "d": [{ "e": 1 }, {}, {\n"f": 2}] } }\n}';
    expect([...collapsedObjects(text)]).toEqual(
      [["a"], ["a", "c", "d", 0]].map((path) => pathKey(path)),
    );
  });

  it("finds nothing in a text that is not JSON", () => {
    expect(collapsedObjects('{ "a": ')).toEqual(new Set());
  });
});

const WORDS = ["de", "en", "name", "src", "alt", "title", "participationYears", "lines", "x"];

function randomValue(random: () => number, depth: number): JsonValue {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const count = (max: number) => Math.floor(random() * (max + 1));
  const roll = random();
  if (depth > 3 || roll < 0.35) {
    const scalars: (() => JsonValue)[] = [
      () => pick(TRICKY_TEXTS),
      () => "x".repeat(count(60)),
      () => Math.floor(random() * 5000) - 1000,
      () => Math.round(random() * 1e4) / 100,
      () => pick([true, false, null]),
    ];
    return pick(scalars)();
  }
  if (roll < 0.5) return Array.from({ length: count(30) }, () => 1900 + count(200));
  if (roll < 0.7) return Array.from({ length: count(6) }, () => randomValue(random, depth + 1));
  const object: Record<string, JsonValue> = {};
  for (let i = count(5); i > 0; i--) object[pick(WORDS)] = randomValue(random, depth + 1);
  return object;
}

/** JSON as someone might type it: objects on one line or several, arrays broken anywhere. */
function writeLoosely(value: JsonValue, random: () => number, indent = ""): string {
  if (typeof value !== "object" || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  const gap = () => (random() < 0.5 ? " " : `\n${inner}`);
  if (Array.isArray(value)) {
    return `[${value.map((item) => writeLoosely(item, random, inner)).join(`,${gap()}`)}]`;
  }
  const entries = Object.entries(value).map(
    ([key, item]) => `${JSON.stringify(key)}: ${writeLoosely(item, random, inner)}`,
  );
  if (random() < 0.4) return `{ ${entries.join(`,${gap()}`)} }`;
  return `{\n${inner}${entries.join(`,\n${inner}`)}\n${indent}}`;
}
