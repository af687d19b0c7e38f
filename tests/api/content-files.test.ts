/**
 * The forms made from the content schemas (/intern/inhalte/<kind>/<id>) on a copy of content/:
 * saved unchanged without a commit, a change committed by its author with its audit entry, the
 * build's own problems at their fields, a new season from the newest one, logos checked by their
 * content, a save over a newer version refused, site.json for admins only. Needs the build.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { formDataOf } from "../../app/content/editor/form-data.test-support";
import { itemForm } from "../../app/content/editor/item-forms";
import type { JsonKind } from "../../app/content/files/kinds";
import { teamAuditLog } from "../../server/db/schema";
import { git, postMultipart, scratchSite, useContentSite } from "./helpers/content-site";
import { databases } from "./helpers/databases";
import { useHarness, type Harness } from "./helpers/harness";
import { areaGet, areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const TEAM = "/intern/inhalte/team/2025";

describe.skipIf(!built).each(databases)("the content files' forms on $name", (database) => {
  const { h, site } = useContentSite(database, "egn-content-files");

  const file = (path: string) => readFileSync(join(site, path), "utf8");
  const json = (path: string) => JSON.parse(file(path)) as Record<string, never>;

  const versionOf = (path: string) => git(site, "log", "-1", "--format=%H", "--", path);

  /** The item's form as a member opens it at `url`: its values and the version they are of. */
  async function openedForm(kind: JsonKind, url: string, path: string, cookie: string) {
    expect((await areaGet(h, url, cookie)).statusCode).toBe(200);
    return formAt(kind, path, versionOf(path));
  }
  function formAt(kind: JsonKind, path: string, version: string) {
    const data = formDataOf(itemForm(kind).valueOf(json(path), version));
    data.set("intent", "save");
    return data;
  }

  async function save(h: Harness, url: string, form: FormData, cookie: string) {
    return postMultipart(h, url, form, cookie);
  }

  it("names the form's fields in the member's language", async () => {
    const { cookie } = await signedIn(h, "redaktion", "erin-content@e-gnition.example");
    const german = await areaGet(h, TEAM, cookie);
    expect(german.body).toContain("Abteilungen");
    expect(german.body).toContain("Mitglied hinzufügen");
    await areaPost(h, "/intern/konto", { intent: "set-language", language: "en" }, cookie);
    const english = await areaGet(h, TEAM, cookie);
    for (const text of ["Departments", "Add Member", "Image description", "Upload a new image"])
      expect(english.body).toContain(text);
    for (const text of ["Mitglied hinzufügen", "Bildbeschreibung"])
      expect(english.body).not.toContain(text);
  });

  it("saves the team unchanged without a commit, and a change as the member's commit", async () => {
    const { cookie, member } = await signedIn(h, "redaktion", "lena@e-gnition.example");
    const page = await areaGet(h, TEAM, cookie);
    expect(page.body).toContain('name="departments[1].members[0].email"');
    const path = "content/teams/2025.json";
    const before = file(path);
    const unchanged = await save(h, TEAM, await openedForm("team", TEAM, path, cookie), cookie);
    const version = versionOf(path);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.body).toContain("Nichts geändert");
    expect(file(path)).toBe(before);
    expect(versionOf(path)).toBe(version);

    const form = formAt("team", path, version);
    form.set("departments[1].members[0].job.de", "Leitung Fahrwerk");
    form.set("departments[1].members[0].job.en", "Head of Chassis");
    const changed = await save(h, TEAM, form, cookie);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("Gespeichert");
    const team = json(path) as unknown as { departments: { members: { job: unknown }[] }[] };
    expect(team.departments[1]!.members[0]!.job).toEqual({
      de: "Leitung Fahrwerk",
      en: "Head of Chassis",
    });
    expect(git(site, "log", "-1", "--format=%an <%ae>|%s")).toBe(
      "Test redaktion <lena@e-gnition.example>|Team: 2025 geändert",
    );
    const entries = await h.database.db.select().from(teamAuditLog);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: "content-saved",
        target: "team/2025",
        memberId: member.id,
      }),
    );
  }, 90_000);

  it("puts the build's problems at their fields and keeps the file as it was", async () => {
    const { cookie } = await signedIn(h, "redaktion", "ole@e-gnition.example");
    const path = "content/teams/2025.json";
    const before = file(path);
    const form = await openedForm("team", TEAM, path, cookie);
    form.set("id", "egn30");
    form.set("departments[0].members[1].email", "keine-adresse");
    const refused = await save(h, TEAM, form, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("departments[0].members[1].email");
    expect(refused.body).toContain("keine-adresse");
    expect(file(path)).toBe(before);

    // A problem only the whole content set shows: the team's id must follow its season.
    form.set("departments[0].members[1].email", "");
    const mismatch = await save(h, TEAM, form, cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toMatch(
      /id="content-team-2025-id-error"[^>]*>muss &quot;egn25&quot; sein/,
    );
    expect(file(path)).toBe(before);
  });

  it("starts a new season from the newest one and saves it under its own name", async () => {
    const { cookie } = await signedIn(h, "redaktion", "mia@e-gnition.example");
    const opened = await areaGet(h, "/intern/inhalte/team/neu", cookie);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain("Vorausgefüllt mit 2025");
    const form = formAt("team", "content/teams/2025.json", "");
    form.set("id", "egn26");
    form.set("season", "2026");
    const created = await save(h, "/intern/inhalte/team/neu", form, cookie);
    expect(created.statusCode).toBe(302);
    expect(created.headers.location).toBe("/intern/inhalte/team/2026?gespeichert=1");
    expect(json("content/teams/2026.json")).toMatchObject({ id: "egn26", season: "2026" });
    expect(git(site, "log", "-1", "--format=%s")).toBe("Team: 2026 angelegt");

    const again = await save(h, "/intern/inhalte/team/neu", form, cookie);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain("„2026“ gibt es schon.");
  });

  it("takes a supporter's SVG logo only as a plain drawing, sanitised", async () => {
    const { cookie } = await signedIn(h, "redaktion", "tom@e-gnition.example");
    const path = "content/supporters/2025.json";
    const url = "/intern/inhalte/unterstuetzer/2025";
    const field = "classes[0].supporters[0].logo";
    const upload = async (svg: string) => {
      const form = await openedForm("supporters", url, path, cookie);
      form.set(`${field}.upload`, new Blob([svg], { type: "image/svg+xml" }), "Logo Firma.svg");
      return save(h, url, form, cookie);
    };
    for (const [svg, reason] of [
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "Event-Handler"],
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://x.example/a.png"/></svg>',
        "andere Datei",
      ],
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://x.example/#a)"/></svg>',
        "von außerhalb",
      ],
      ['<!DOCTYPE svg [<!ENTITY a "b">]><svg xmlns="http://www.w3.org/2000/svg"/>', "DOCTYPE"],
    ] as const) {
      const refused = await upload(svg);
      expect(refused.statusCode, svg).toBe(400);
      expect(refused.body, svg).toContain(reason);
    }
    const accepted = await upload(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><!-- a --><rect width="10" height="10" fill="#c00"/></svg>',
    );
    expect(accepted.statusCode).toBe(200);
    const logo = (json(path) as unknown as { classes: { supporters: { logo: unknown }[] }[] })
      .classes[0]!.supporters[0]!.logo;
    const src = typeof logo === "string" ? logo : (logo as { src: string }).src;
    expect(src).toMatch(/^\/images\/supporters\/2025\/logo-firma-[0-9a-f]{8}\.svg$/);
    const stored = file(`content${src}`);
    expect(stored).toContain('fill="#c00"');
    expect(stored).not.toContain("<!--");
  }, 90_000);

  it("refuses a save over a newer version and shows the newer file", async () => {
    const { cookie } = await signedIn(h, "redaktion", "ida@e-gnition.example");
    const path = "content/cars/egn24.json";
    const url = "/intern/inhalte/autos/egn24";
    const first = await openedForm("car", url, path, cookie);
    const old = versionOf(path);
    first.set("image.alt.de", "Der egn24 von vorn");
    expect((await save(h, url, first, cookie)).statusCode).toBe(200);
    const second = formAt("car", path, old);
    second.set("image.alt.de", "Der egn24 von hinten");
    const refused = await save(h, url, second, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain("Der egn24 von vorn");
    expect(file(path)).toContain("Der egn24 von vorn");
  });

  it("lets only admins open and save the site's settings", async () => {
    const url = "/intern/inhalte/einstellungen/alle";
    const editor = await signedIn(h, "redaktion", "max@e-gnition.example");
    expect((await areaGet(h, url, editor.cookie)).statusCode).toBe(403);
    const admin = await signedIn(h, "admin", "anna@e-gnition.example");
    expect((await areaGet(h, url, admin.cookie)).statusCode).toBe(200);
    const path = "content/site.json";
    const form = await openedForm("site", url, path, admin.cookie);
    form.set("bank.bankName", "Beispielbank Altona");
    const saved = await save(h, url, form, admin.cookie);
    expect(saved.statusCode).toBe(200);
    expect(json(path)).toMatchObject({ bank: { bankName: "Beispielbank Altona" } });
    expect(git(site, "log", "-1", "--format=%s")).toBe("Website-Einstellungen: geändert");
    expect(existsSync(join(site, "content/site.json"))).toBe(true);
  });
});

describe.skipIf(!built).each(databases)("the pages' texts on $name", (database) => {
  const site = scratchSite("egn-page-texts-");
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  const h = useHarness(database, { CONTENT_ROOT: site }, { buildDir: BUILD_DIR });
  useEmptyTeam(h);
  const url = "/intern/inhalte/seiten/team";

  async function pageForm(cookie: string) {
    const opened = await areaGet(h, url, cookie);
    expect(opened.statusCode).toBe(200);
    const form = new FormData();
    const read = (path: string) => readFileSync(join(site, path), "utf8");
    const split = (text: string) => /^---\n([\s\S]*?)\n---\n\n?([\s\S]*)$/.exec(text)!;
    const [, , bodyDe] = split(read("content/pages/team.md"));
    const [, , bodyEn] = split(read("content/pages/en/team.md"));
    for (const [name, value] of Object.entries({
      intent: "save",
      "title.de": "Team",
      "title.en": "Team",
      "description.de":
        "Das Team von e-gnition: Studierende aus Hamburg, organisiert in Abteilungen – von Chassis und Aerodynamik bis Driverless und Operations.",
      "description.en":
        "The e-gnition team: students from Hamburg, organised in departments – from chassis and aerodynamics to driverless and operations.",
      "heading.de": "Unser Team",
      "heading.en": "Our team",
      "body.de": bodyDe!,
      "body.en": bodyEn!,
      version: git(site, "log", "-1", "--format=%H", "--", "content/pages/team.md"),
    }))
      form.set(name, value);
    return form;
  }

  it("saves a page's heading in both files, and refuses a short description at its field", async () => {
    const { cookie } = await signedIn(h, "redaktion", "pia@e-gnition.example");
    const before = readFileSync(join(site, "content/pages/team.md"), "utf8");
    const unchanged = await postMultipart(h, url, await pageForm(cookie), cookie);
    expect(unchanged.body).toContain("Nichts geändert");
    expect(readFileSync(join(site, "content/pages/team.md"), "utf8")).toBe(before);

    const form = await pageForm(cookie);
    form.set("heading.de", "Das sind wir");
    form.set("heading.en", "This is us");
    expect((await postMultipart(h, url, form, cookie)).statusCode).toBe(200);
    expect(readFileSync(join(site, "content/pages/team.md"), "utf8")).toContain(
      "heading: Das sind wir",
    );
    expect(readFileSync(join(site, "content/pages/en/team.md"), "utf8")).toContain(
      "heading: This is us",
    );
    expect(git(site, "log", "-1", "--format=%s")).toBe("Seite: Team geändert");

    const short = await pageForm(cookie);
    short.set("description.en", "Too short.");
    const refused = await postMultipart(h, url, short, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      /id="page-team-description.en-error"[^>]*>soll mindestens 50 Zeichen/,
    );

    // A placeholder the build does not know is the build's own error, at the text's field.
    const unknown = await pageForm(cookie);
    unknown.set("body.de", "Wir sind {{ unbekannt }} Leute.");
    const placeholder = await postMultipart(h, url, unknown, cookie);
    expect(placeholder.statusCode).toBe(400);
    expect(placeholder.body).toContain("unbekannter Platzhalter");
  }, 90_000);
});
