import { describe, expect, it } from "vitest";
import { contentChecksDe } from "../i18n/messages/content-checks.de";
import { contentChecksEn } from "../i18n/messages/content-checks.en";
import { checkMessage, wordedChecks } from "./check-message";
import { ContentError, parseContent, type ContentFiles } from "./parse";
import { readContentFiles } from "./read-content-dir";

const root = process.cwd();

/** The content check's problems after `edit`, in German (as the build says them) and English. */
function problemsAfter(edit: (files: ContentFiles) => void) {
  const files = readContentFiles(root);
  edit(files);
  try {
    parseContent(files);
  } catch (error) {
    if (error instanceof ContentError)
      return { de: error.problems, en: error.problemsIn("en"), marked: error.marked };
    throw error;
  }
  throw new Error("the content was accepted");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content files are edited as raw JSON
const editJson = (files: ContentFiles, file: string, edit: (data: any) => void) => {
  const data = JSON.parse(files[file]!);
  edit(data);
  files[file] = JSON.stringify(data);
};

describe("the content check's messages", () => {
  it("are the schema's own in the reader's language", () => {
    const { de, en } = problemsAfter((files) =>
      editJson(files, "content/cars/egn25.json", (car) => (car.season = "25")),
    );
    expect(de).toEqual(["content/cars/egn25.json: season: muss eine vierstellige Jahreszahl sein"]);
    expect(en).toEqual(["content/cars/egn25.json: season: must be a four-digit year"]);
  });

  it("are zod's own where the schema has none, in both languages, and name a missing value", () => {
    const { de, en } = problemsAfter((files) =>
      editJson(files, "content/teams/2019.json", (team) => {
        team.departments[0].members[0].email = "keine Adresse";
        delete team.departments[0].members[1].name;
      }),
    );
    expect(de).toHaveLength(2);
    expect(de[0]).toMatch(/> email: Ungültig/);
    expect(en[0]).toMatch(/> email: Invalid/);
    expect(de[1]).toMatch(/> name: fehlt$/);
    expect(en[1]).toMatch(/> name: is missing$/);
  });

  it("word whole-set problems with their values, whatever those hold", () => {
    const { de, en, marked } = problemsAfter((files) => {
      files["content/cars/egn26.json"] = files["content/cars/egn25.json"]!;
    });
    expect(de).toEqual([
      'content/cars/egn26.json: name: "egn25" passt nicht zum Dateinamen (erwartet egn25.json)',
      'content/cars/egn26.json: name "egn25" gibt es schon in content/cars/egn25.json',
    ]);
    expect(en[1]).toBe(
      'content/cars/egn26.json: name "egn25" already exists in content/cars/egn25.json',
    );
    expect(marked.join(" ")).not.toMatch(/passt|gibt es/);
  });

  it("keep slots with colons, quotes, spaces and question marks apart from the text around", () => {
    const mark = checkMessage("duplicate", { what: "id", key: 'a: "b" ? c&d=e', other: "x.json" });
    expect(mark).not.toMatch(/[\s:"]/);
    expect(wordedChecks(`f.json: ${mark}`, "en")).toBe(
      'f.json: id "a: "b" ? c&d=e" already exists in x.json',
    );
    expect(wordedChecks("content.check.nothing stays", "de")).toBe("content.check.nothing stays");
  });

  it("have an English text for every German one, with the same slots", () => {
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const [key, german] of Object.entries(contentChecksDe)) {
      // zod's own check holds its text in each language.
      if (key === "zod") continue;
      const english = contentChecksEn[key as keyof typeof contentChecksEn];
      expect(slots(english), key).toEqual(slots(german));
    }
  });
});
