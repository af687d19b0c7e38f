import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { linksIn } from "./parse";
import { readContentDir } from "./read-content-dir";
import { editJson, problemsOf, scratchSites } from "./scratch-site.test-support";

const root = process.cwd();
const scratchSite = scratchSites(root);
const copyOfContent = () => scratchSite({ withPublic: false });

describe("texts in both languages", () => {
  it("names the file and the field of a missing English text", () => {
    const dir = copyOfContent();
    editJson(dir, "content/cars/egn25.json", (car) => delete car.image.alt.en);
    editJson(dir, "content/events.json", (events) => (events[0].location.en = " "));
    expect(problemsOf(dir)).toEqual([
      'content/events.json: [0] "fs-germany" > location > en: darf nicht leer sein',
      "content/cars/egn25.json: image > alt > en: fehlt",
    ]);
  });

  it("takes an empty alt text for a decorative image, but not an empty English one", () => {
    const dir = copyOfContent();
    editJson(dir, "content/cars/egn24.json", (car) => (car.image.alt = ""));
    expect(problemsOf(dir)).toEqual([]);
    editJson(dir, "content/cars/egn25.json", (car) => (car.image.alt.en = ""));
    expect(problemsOf(dir)).toEqual([
      'content/cars/egn25.json: image > alt > en: darf nicht leer sein (nur bei reiner Dekoration: "alt": "")',
    ]);
  });

  it("asks for both languages where a German text stands alone", () => {
    const dir = copyOfContent();
    editJson(dir, "content/supporters/2025.json", (season) => {
      season.classes[0].name = "Hauptpartner";
    });
    expect(problemsOf(dir)).toEqual([
      'content/supporters/2025.json: classes[0] "Hauptpartner" > name: braucht einen Text je Sprache: { "de": "…", "en": "…" }',
    ]);
  });

  it("takes one text for both languages where that is allowed, and an empty supporter text", () => {
    const dir = copyOfContent();
    editJson(dir, "content/teams/2025.json", (team) => {
      team.departments[0].name = { de: "Kernteam", en: "Core Team" };
      team.departments[0].members[0].job = "Team Captain";
    });
    const { teams, supporterSeasons } = readContentDir(dir);
    expect(teams[0]?.departments[0]?.name).toEqual({ de: "Kernteam", en: "Core Team" });
    expect(teams[0]?.departments[0]?.members[0]?.job).toEqual({
      de: "Team Captain",
      en: "Team Captain",
    });
    const silent = supporterSeasons[0]?.classes[1]?.supporters[0];
    expect(silent?.text).toEqual({ de: "", en: "" });
  });

  it("names a missing English page file", () => {
    const dir = copyOfContent();
    rmSync(join(dir, "content/pages/en/team.md"));
    expect(problemsOf(dir)).toEqual(["content/pages/en/team.md: Datei fehlt"]);
  });

  it("has every page in English, with facts in English and links under /en/", () => {
    const { pages } = readContentDir(root);
    for (const page of Object.values(pages)) {
      expect(page.en.title).not.toBe("");
      expect(page.en.html).not.toMatch(/\{\{|href="\/(?!en\b|en\/)[a-z]/);
    }
    expect(pages.seasons.de.html).toContain('href="/contact"');
    expect(pages.seasons.en.html).toContain('href="/en/contact"');
    expect(pages.alumni.de.html).toContain("Im Sommer 2013");
    expect(pages.alumni.en.html).toContain("In summer 2013");
    expect(pages.dataprotection.en.html).toContain('href="/en/missionegnition"');
    expect(pages.imprint.en.html).toMatch(/only the German version .* is legally binding/);
    expect(pages.dataprotection.en.html).toMatch(/only the German version .* is legally binding/);
  });
});

describe("links in English prose", () => {
  it("move pages under /en/ and leave files, mail and other sites alone", () => {
    const html =
      '<a href="/contact">a</a> <a href="/">b</a> <a title="x" href="/downloads/form.pdf">c</a> ' +
      '<a href="mailto:x@example.com">d</a> <a href="https://example.com/">e</a> <a href="#top">f</a>';
    expect(linksIn(html, "en")).toBe(
      '<a href="/en/contact">a</a> <a href="/en">b</a> <a title="x" href="/downloads/form.pdf">c</a> ' +
        '<a href="mailto:x@example.com">d</a> <a href="https://example.com/">e</a> <a href="#top">f</a>',
    );
  });

  it("move a link once", () => {
    expect(linksIn('<a href="/en/garage">G</a>', "en")).toBe('<a href="/en/garage">G</a>');
  });
});
