import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inLocale } from "./localized";
import { readContentDir } from "./read-content-dir";
import { problemsOf, scratchSites } from "./scratch-site.test-support";

const scratchSite = scratchSites(process.cwd());
const POST = "content/news/2025-05-31-erster-testtag.md";

/** A scratch site whose test-day post has its front matter changed by `edit`. */
function siteWithPost(edit: (text: string) => string): string {
  const dir = scratchSite({ withPublic: false });
  const path = join(dir, POST);
  writeFileSync(path, edit(readFileSync(path, "utf8")));
  return dir;
}

describe("news posts", () => {
  it("are read newest first, with their English text beside the German", () => {
    const { news } = readContentDir(process.cwd());
    expect(news.length).toBeGreaterThanOrEqual(6);
    const dates = news.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const rollout = news.find((post) => post.slug === "rollout-egn25");
    expect(inLocale(rollout?.title, "de")).toMatch(/^Rollout: Der egn25/);
    expect(inLocale(rollout?.title, "en")).toMatch(/^Rollout: the egn25/);
    expect(inLocale(rollout?.lang, "en")).toBe("en");
  });

  it("give English pages the German text of a post without an English file", () => {
    const dir = scratchSite({ withPublic: false });
    rmSync(join(dir, POST.replace("news/", "news/en/")));
    const post = readContentDir(dir).news.find((p) => p.slug === "erster-testtag");
    expect(inLocale(post?.title, "en")).toBe(inLocale(post?.title, "de"));
    expect(inLocale(post?.lang, "en")).toBe("de");
  });

  it("give each language its tags: the German ones in German, the English ones in English", () => {
    const { news } = readContentDir(process.cwd());
    const rollout = news.find((post) => post.slug === "rollout-egn25");
    expect(inLocale(rollout?.tags, "de")).toEqual(["Saison 2025", "egn25"]);
    expect(inLocale(rollout?.tags, "en")).toEqual(["Season 2025", "egn25"]);
    const english = news.flatMap((post) => inLocale(post.tags, "en") as string[]);
    expect(english).toContain("Season 2026");
    expect(english.filter((tag) => /Saison/.test(tag))).toEqual([]);
  });

  it("stop the build on a tag in one language only", () => {
    const dir = siteWithPost((text) => text.replace(/^tags: .*$/m, "tags: [{ de: Saison 2025 }]"));
    expect(problemsOf(dir)).toEqual([`${POST}: tags[0] > en: fehlt`]);
  });

  it("show HTML in a post's text as text, and keep only links to the web, mail and the site", () => {
    const dir = scratchSite({ withPublic: false });
    const path = join(dir, POST);
    writeFileSync(
      path,
      `${readFileSync(path, "utf8")}\nVorher <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[Los](javascript:alert(1)) [Kontakt](/contact)\n`,
    );
    const post = readContentDir(dir).news.find((p) => p.slug === "erster-testtag");
    const html = inLocale(post?.html, "de") as string;
    expect(html).toContain(
      "Vorher &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html).not.toMatch(/<script|<img|javascript:/);
    expect(html).toContain('Los <a href="/contact">Kontakt</a>');
  });

  it("stop the build on a missing title, naming the file", () => {
    const dir = siteWithPost((text) => text.replace(/^title: .*\n/m, ""));
    expect(problemsOf(dir)).toEqual([`${POST}: title: fehlt`]);
  });

  it("stop the build on a date that does not exist or does not match the file name", () => {
    expect(
      problemsOf(siteWithPost((text) => text.replace(/^date: .*$/m, "date: 2025-02-30"))),
    ).toEqual([`${POST}: date: dieses Datum gibt es nicht`]);
    expect(
      problemsOf(siteWithPost((text) => text.replace(/^date: .*$/m, "date: 31.05.2025"))),
    ).toEqual([`${POST}: date: muss ein Datum wie 2025-06-14 sein`]);
    expect(
      problemsOf(siteWithPost((text) => text.replace(/^date: .*$/m, "date: 2025-06-01"))),
    ).toEqual([`${POST}: date: "2025-06-01" passt nicht zum Datum im Dateinamen (2025-05-31)`]);
  });

  it("stop the build on a missing photo file, naming the post file", () => {
    const dir = siteWithPost((text) =>
      text.replace("/images/news/erster-testtag.svg", "/images/news/fehlt.jpg"),
    );
    expect(problemsOf(dir)).toEqual([
      `${POST}: image: Bild "/images/news/fehlt.jpg" fehlt (erwartet unter content/images/news/fehlt.jpg)`,
    ]);
  });

  it("stop the build on a badly named file and on an English post without a German one", () => {
    const dir = scratchSite({ withPublic: false });
    const text = readFileSync(join(dir, POST), "utf8");
    writeFileSync(join(dir, "content/news/Testtag.md"), text);
    writeFileSync(join(dir, "content/news/en/2025-01-01-only-english.md"), text);
    const problems = problemsOf(dir);
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/news\/Testtag\.md: der Dateiname muss/),
    );
    expect(problems).toContainEqual(
      "content/news/en/2025-01-01-only-english.md: zu dieser englischen Meldung fehlt die deutsche (content/news/2025-01-01-only-english.md)",
    );
  });
});
