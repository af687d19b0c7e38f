import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { readContentDir } from "./read-content-dir";
import { editJson, problemsOf, scratchSites } from "./scratch-site.test-support";
import { loadContent } from "./load-content";
import { defaultCacheDir } from "../images/pipeline/build";
import { prerenderPaths } from "~/lib/paths";
import { photoLikeJpeg } from "../../scripts/photos/photo";

const quiet = new PassThrough() as unknown as NodeJS.WriteStream;

const root = process.cwd();
/** A scratch copy of content/ (images included) and public/ that a test may break or extend. */
const scratchSite = scratchSites(root);
const copyOfSite = () => scratchSite({ withPublic: true });

describe("content", () => {
  it("is valid as committed", () => {
    const content = readContentDir(root);
    expect(content.cars).toHaveLength(16);
    expect(content.cars[0]?.name).toBe("egn25");
    expect(content.cars.at(-1)?.name).toBe("egn12");
    expect(content.events.map((e) => e.title)).toHaveLength(8);
    expect(content.teams.map((t) => t.id)).toEqual([
      "egn25",
      "egn24",
      "egn23",
      "egn22",
      "egn21",
      "egn20",
      "egn19",
    ]);
  });

  it("names the file, the entry and the field of a bad member e-mail", () => {
    const dir = copyOfSite();
    let memberName = "";
    editJson(dir, "content/teams/2024.json", (team) => {
      memberName = team.departments[1].members[0].name;
      team.departments[1].members[0].email = "not-an-address";
    });
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/teams\/2024\.json: departments\[1\] ".+" > members\[0\] ".+" > email: /,
    );
    expect(problems[0]).toContain(`"${memberName}"`);
  });

  it("reports a missing field and broken JSON in one go", () => {
    const dir = copyOfSite();
    editJson(dir, "content/cars/egn23.json", (car) => delete car.season);
    writeFileSync(join(dir, "content/events.json"), "[{");
    const problems = problemsOf(dir).join("\n");
    expect(problems).toContain("content/cars/egn23.json: season:");
    expect(problems).toContain("content/events.json: kein gültiges JSON");
  });

  it("reports an image that does not exist under content/images, naming the entry", () => {
    const dir = copyOfSite();
    editJson(dir, "content/cars/egn24.json", (car) => (car.image.src = "/images/cars/missing.svg"));
    expect(problemsOf(dir)).toEqual([
      'content/cars/egn24.json: image: Bild "/images/cars/missing.svg" fehlt (erwartet unter content/images/cars/missing.svg)',
    ]);
  });

  it("rejects HEIC files, unreadable focal points and photos put into public/", () => {
    const dir = copyOfSite();
    editJson(dir, "content/teams/2025.json", (team) => {
      team.departments[0].members[0].image = "/images/team/2025/portrait.HEIC";
      team.departments[0].members[1].image = { src: "/images/team/2025/x.jpg", focus: "oben" };
    });
    writeFileSync(join(dir, "public/urlaub.jpg"), "");
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^content\/teams\/2025\.json: departments\[0\] "Core Team" > members\[0\] ".+" > image > src: HEIC-Fotos kann der Build nicht lesen/,
      ),
      expect.stringMatching(
        /^content\/teams\/2025\.json: departments\[0\] "Core Team" > members\[1\] ".+" > image > focus: wie "50% 20%"/,
      ),
    ]);
    editJson(dir, "content/teams/2025.json", (team) => {
      delete team.departments[0].members[0].image;
      delete team.departments[0].members[1].image;
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^public\/urlaub\.jpg: Bilder gehören nach content\/images\//),
    ]);
  });

  it("takes a new season's team, car and supporters from files alone, with camera JPEGs and no sizes", async () => {
    const dir = copyOfSite();
    const team = JSON.parse(readFileSync(join(dir, "content/teams/2025.json"), "utf8"));
    const members = team.departments[0].members.slice(0, 2);
    members[0].image = "/images/team/2026/portrait.jpg";
    members[1].image = { src: "/images/team/2026/portrait-2.jpg", focus: "50% 20%" };
    writeFileSync(
      join(dir, "content/teams/2026.json"),
      JSON.stringify({
        ...team,
        id: "egn26",
        season: "2026",
        departments: [{ ...team.departments[0], members }],
      }),
    );
    const car = JSON.parse(readFileSync(join(dir, "content/cars/egn25.json"), "utf8"));
    writeFileSync(
      join(dir, "content/cars/egn26.json"),
      JSON.stringify({
        ...car,
        name: "egn26",
        season: "2026",
        image: {
          src: "/images/cars/egn26.jpg",
          alt: { de: "Der egn26 beim Rollout", en: "The egn26 at its rollout" },
          credit: { de: "Foto: Erika Musterfrau", en: "Photo: Erika Musterfrau" },
        },
        advancements: [
          {
            de: "Ein leichteres Akkupaket mit neuer Zellchemie.",
            en: "A lighter battery pack with a new cell chemistry.",
          },
        ],
      }),
    );
    const supporters = JSON.parse(readFileSync(join(dir, "content/supporters/2025.json"), "utf8"));
    writeFileSync(
      join(dir, "content/supporters/2026.json"),
      JSON.stringify({ ...supporters, season: "2026" }),
    );
    // Straight from a phone: stored landscape with EXIF orientation 6, GPS position included.
    const portrait = await photoLikeJpeg({ width: 800, height: 600, seed: 3, orientation: 6 });
    mkdirSync(join(dir, "content/images/team/2026"), { recursive: true });
    writeFileSync(join(dir, "content/images/team/2026/portrait.jpg"), portrait);
    writeFileSync(join(dir, "content/images/team/2026/portrait-2.jpg"), portrait);
    writeFileSync(
      join(dir, "content/images/cars/egn26.jpg"),
      await photoLikeJpeg({ width: 1600, height: 1200, seed: 4 }),
    );

    const { content, contentByLocale } = await loadContent(dir, {
      cacheDir: defaultCacheDir(root),
      out: quiet,
    });
    expect(content.teams[0]?.id).toBe("egn26");
    expect(content.cars[0]?.name).toBe("egn26");
    expect(content.supporterSeasons[0]?.season).toBe("2026");
    expect(prerenderPaths(content)).toEqual(
      expect.arrayContaining(["/team/2026", "/team/egn26", "/garage/egn26", "/supporters/2026"]),
    );
    const [first, second] = content.teams[0]?.departments[0]?.members ?? [];
    // Upright (600 × 800 as shown), in the widths the 280 × 300 card needs at 1× and 2×.
    expect(first?.image).toMatchObject({
      width: 557,
      height: 743,
      alt: `Porträt von ${first?.name}`,
    });
    expect(second?.image?.focus).toEqual({ x: 50, y: 20 });
    expect(content.cars[0]?.image).toMatchObject({
      width: 1600,
      height: 1200,
      alt: "Der egn26 beim Rollout",
      credit: "Foto: Erika Musterfrau",
    });
    const english = contentByLocale.en;
    expect(english.cars[0]?.image).toMatchObject({
      width: 1600,
      alt: "The egn26 at its rollout",
      credit: "Photo: Erika Musterfrau",
    });
    expect(english.cars[0]?.advancements).toEqual([
      "A lighter battery pack with a new cell chemistry.",
    ]);
    expect(english.teams[0]?.departments[0]?.members[0]?.image?.alt).toBe(
      `Portrait of ${first?.name}`,
    );
  }, 120_000);

  it("rejects inline styles in a page's Markdown, naming the file", () => {
    const dir = copyOfSite();
    const page = join(dir, "content/pages/team.md");
    writeFileSync(
      page,
      `${readFileSync(page, "utf8")}\n<p style="color: red">Rot</p>\n\n<style>p { color: red }</style>\n`,
    );
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^content\/pages\/team\.md: <p style="color: red">: Inline-Styles/);
    expect(problems[1]).toMatch(/^content\/pages\/team\.md: <style>: Inline-Styles/);
  });

  it("names the first driverless car in the garage text, from content/cars", () => {
    const text = (dir: string, locale: "de" | "en" = "de") =>
      readContentDir(dir).pages.garage[locale].html.replace(/<[^>]+>/g, "");
    expect(text(root)).toContain(
      "Der erste fahrerlose Prototyp, der egn17-dv, drehte 2017 seine ersten Testrunden; seit 2018 treten wir in der Driverless-Klasse",
    );
    expect(text(root, "en")).toContain(
      "The first driverless prototype, the egn17-dv, completed its first test laps in 2017; since 2018 we have competed in the driverless class",
    );
    const dir = copyOfSite();
    rmSync(join(dir, "content/cars/egn17-dv.json"));
    expect(text(dir)).toContain("der egn18-dv, drehte 2018");
    for (const car of ["egn18-dv", "egn19-dv"]) rmSync(join(dir, `content/cars/${car}.json`));
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^content\/pages\/garage\.md: unbekannter Platzhalter \{\{firstDriverlessCar\}\}/,
      ),
      expect.stringMatching(
        /^content\/pages\/en\/garage\.md: unbekannter Platzhalter \{\{firstDriverlessCar\}\}/,
      ),
    ]);
  });

  it("counts the students on the supporters page from the newest season's team", () => {
    const text = readContentDir(root).pages.supporters.de.html.replace(/<[^>]+>/g, "");
    const newest = readContentDir(root).teams[0]!;
    const people = new Set(newest.departments.flatMap((d) => d.members.map((m) => m.name)));
    expect(text).toContain(`Ausbildung der ${people.size} Studierenden`);
  });

  it("ends no sentence with a doubled full stop after a name ending in one (e.V.)", () => {
    const content = readContentDir(root);
    for (const [key, page] of Object.entries(content.pages))
      for (const locale of ["de", "en"] as const)
        expect(page[locale].html, `${locale} ${key}`).not.toMatch(/\.\.(\s|<|$)/);
  });

  it("rejects a team file whose name does not match its season", () => {
    const dir = copyOfSite();
    const team = readFileSync(join(dir, "content/teams/2025.json"), "utf8");
    writeFileSync(join(dir, "content/teams/2030.json"), team);
    expect(problemsOf(dir).join("\n")).toContain("content/teams/2030.json: season:");
  });
});

// The last step of `npm run build` (server/releases/build-release.ts); every publish renders alike.
describe.skipIf(!existsSync(join(root, "build", "server", "index.js")))("a release", () => {
  it("fails on a broken content entry with a message naming file and field", () => {
    const dir = copyOfSite();
    editJson(dir, "content/cars/egn23.json", (car) => (car.season = "23"));
    const result = spawnSync("npx", ["tsx", "server/releases/build-release.ts"], {
      cwd: root,
      env: { ...process.env, CONTENT_ROOT: dir, RELEASES_DIR: join(dir, "releases") },
      encoding: "utf8",
      timeout: 120_000,
    });
    expect(result.status).not.toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain(
      "content/cars/egn23.json: season: muss eine vierstellige Jahreszahl sein",
    );
  }, 130_000);
});
