import { describe, expect, it } from "vitest";
import { acceptedLocale } from "./locale";
import { teamDe } from "./messages/team.de";
import { teamEn } from "./messages/team.en";

/** Every text of a catalogue by its path ("account.title", "subscribers.importColumns.0"). */
function textsOf(value: unknown, path = ""): Map<string, unknown> {
  if (typeof value !== "object" || value === null) return new Map([[path, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, inner]) => [
      ...textsOf(inner, path ? `${path}.${key}` : key),
    ]),
  );
}

describe("the team area's catalogues", () => {
  const german = textsOf(teamDe);
  const english = textsOf(teamEn);

  it("have the same keys in German and English", () => {
    expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
  });

  it("have no empty text and the same {slots} in both languages", () => {
    for (const [path, text] of german) {
      const other = english.get(path);
      expect(typeof text, path).toBe("string");
      expect(typeof other, path).toBe("string");
      expect((text as string).trim(), path).not.toBe("");
      expect((other as string).trim(), path).not.toBe("");
      const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(slots(other as string), path).toEqual(slots(text as string));
    }
  });
});

describe("acceptedLocale", () => {
  it("takes the browser's first language of ours by weight, German otherwise", () => {
    expect(acceptedLocale("en-GB,en;q=0.9,de;q=0.8")).toBe("en");
    expect(acceptedLocale("fr-FR,fr;q=0.9,en;q=0.5,de;q=0.6")).toBe("de");
    expect(acceptedLocale("fr, en;q=0.1")).toBe("en");
    expect(acceptedLocale("en;q=0, de")).toBe("de");
    expect(acceptedLocale("fr")).toBe("de");
    expect(acceptedLocale(null)).toBe("de");
    expect(acceptedLocale("")).toBe("de");
  });
});
