/**
 * The preview of unsaved changes (a page's texts, a content file, a post) and the drafts of page texts,
 * on a copy of content/ (ADR 0174): the affected public pages in German and English, never
 * cached nor indexed, nothing written; an invalid form keeps what was typed; a page's draft is
 * in git but in no release nor the sitemap until it is published, and can be discarded. Needs
 * the production build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { formDataOf } from "../../app/content/editor/form-data.test-support";
import { itemForm } from "../../app/content/editor/item-forms";
import { formOfPost } from "../../app/content/editor/news-post-form";
import { formOfPage } from "../../app/content/editor/page-form";
import { readItem } from "../../app/content/files/items";
import { contentPreviews } from "../../server/db/schema";
import { git, postMultipart, useContentSite } from "./helpers/content-site";
import { databases } from "./helpers/databases";
import type { Harness } from "./helpers/harness";
import { publishThroughPage } from "./helpers/publishing";
import { areaGet, built, signedIn } from "./helpers/team";

const PAGE = "/intern/inhalte/seiten/team";
const TEAM = "/intern/inhalte/team/2025";
const DRAFT_DE = "content/drafts/pages/team.md";
const DRAFT_EN = "content/drafts/pages/en/team.md";

/** Every file below `dir` with its text (the releases: no page may hold a draft's text). */
function textsBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textsBelow(path);
    return /\.(html|xml|txt|json)$/.test(name) ? [readFileSync(path, "utf8")] : [];
  });
}

describe.skipIf(!built).each(databases)("previews and page drafts on $name", (database) => {
  const { h, site, releases } = useContentSite(database, "egn-preview");
  const file = (path: string) => readFileSync(join(site, path), "utf8");
  const head = () => git(site, "rev-parse", "HEAD");

  /** The team page's form as the editor opens it, with `intent` and the given changes. */
  async function pageForm(cookie: string, intent: string, changes: Record<string, string> = {}) {
    expect((await areaGet(h, PAGE, cookie)).statusCode).toBe(200);
    const paths = ["content/pages/team.md", "content/pages/en/team.md", DRAFT_DE, DRAFT_EN];
    const version = git(site, "log", "-1", "--format=%H", "--", ...paths);
    const form = formDataOf(formOfPage(readItem(site, "page", "team"), version));
    form.set("intent", intent);
    for (const [name, value] of Object.entries(changes)) form.set(name, value);
    return form;
  }

  /** Follows a preview's redirect: the preview page and the frame's address in it. */
  async function openPreview(h: Harness, location: string, cookie: string) {
    const page = await areaGet(h, location, cookie);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    const frame = /<iframe[^>]*src="([^"]+)"/.exec(page.body)?.[1]?.replace(/&amp;/g, "&");
    expect(frame).toBeDefined();
    return { page, frame: frame! };
  }

  it("shows an unsaved page change as the real page in both languages, and writes nothing", async () => {
    const { cookie } = await signedIn(h, "redaktion", "paula@e-gnition.example");
    const before = { de: file("content/pages/team.md"), en: file("content/pages/en/team.md") };
    const form = await pageForm(cookie, "preview", {
      "heading.de": "Vorschau der neuen Überschrift",
      "heading.en": "Preview of the new heading",
    });
    const commit = head();
    const releasesBefore = readdirSync(releases);
    const posted = await postMultipart(h, PAGE, form, cookie);
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);
    const location = posted.headers.location as string;
    expect(location).toMatch(/^\/intern\/inhalte\/vorschau\?entwurf=[0-9a-f-]{36}&zeige=%2Fteam$/);

    const { page, frame } = await openPreview(h, location, cookie);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(page.body).toContain("Ungespeicherte Änderungen");
    expect(page.body).toContain(`${location}&amp;sprache=en`.replace(/&(?!amp;)/g, "&amp;"));

    const german = await areaGet(h, frame, cookie);
    expect(german.statusCode).toBe(200);
    expect(german.headers["cache-control"]).toBe("no-store");
    expect(german.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(german.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(german.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    expect(german.headers["content-security-policy"]).toContain("sandbox");
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain("Vorschau der neuen Überschrift");

    const english = await areaGet(h, `${frame}&sprache=en`, cookie);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain("Preview of the new heading");

    // Nothing of it in the content, its history or the public site.
    expect(file("content/pages/team.md")).toBe(before.de);
    expect(file("content/pages/en/team.md")).toBe(before.en);
    expect(existsSync(join(site, DRAFT_DE))).toBe(false);
    expect(head()).toBe(commit);
    expect(git(site, "status", "--porcelain")).toBe("");
    expect((await h.app.inject("/team")).body).not.toContain("Vorschau der neuen Überschrift");
    expect(readdirSync(releases).filter((name) => !name.startsWith("."))).toEqual(
      releasesBefore.filter((name) => !name.startsWith(".")),
    );

    // Another member's preview is not theirs to see.
    const other = await signedIn(h, "redaktion", "quentin@e-gnition.example");
    expect((await areaGet(h, location, other.cookie)).statusCode).toBe(404);
    expect((await areaGet(h, frame, other.cookie)).statusCode).toBe(404);
  }, 120_000);

  it("answers an invalid preview with the errors at the fields and every typed value kept", async () => {
    const { cookie } = await signedIn(h, "redaktion", "rosa@e-gnition.example");
    const refused = await postMultipart(
      h,
      PAGE,
      await pageForm(cookie, "preview", {
        "heading.de": "Meine getippte Überschrift",
        "description.en": "Too short.",
      }),
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(
      /id="page-team-description.en-error"[^>]*>soll mindestens 50 Zeichen/,
    );
    expect(refused.body).toContain("Meine getippte Überschrift");
    expect(refused.body).toContain("Too short.");

    // A problem only the whole content set shows is refused the same way.
    const unknown = await postMultipart(
      h,
      PAGE,
      await pageForm(cookie, "preview", { "body.de": "Wir sind {{ unbekannt }} Leute." }),
      cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain("unbekannter Platzhalter");
    expect(unknown.body).toContain("Wir sind {{ unbekannt }} Leute.");
    expect(await h.database.db.select().from(contentPreviews)).toEqual([]);
  });

  it("shows an unsaved change of a season's team on each page it feeds", async () => {
    const { cookie } = await signedIn(h, "redaktion", "sven@e-gnition.example");
    const path = "content/teams/2025.json";
    const before = file(path);
    expect((await areaGet(h, TEAM, cookie)).statusCode).toBe(200);
    const version = git(site, "log", "-1", "--format=%H", "--", path);
    const form = formDataOf(itemForm("team").valueOf(JSON.parse(before), version));
    form.set("intent", "preview");
    form.set("departments[1].members[0].job.de", "Leitung Fahrwerk (Vorschau)");
    form.set("departments[1].members[0].job.en", "Head of Chassis (preview)");
    const posted = await postMultipart(h, TEAM, form, cookie);
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);

    const { page, frame } = await openPreview(h, posted.headers.location as string, cookie);
    for (const shown of ["/team/2025", "/team", "/home"])
      expect(page.body).toContain(`zeige=${encodeURIComponent(shown)}`);
    const season = await areaGet(h, frame, cookie);
    expect(season.body).toContain("Leitung Fahrwerk (Vorschau)");
    const english = await areaGet(h, `${frame}&sprache=en`, cookie);
    expect(english.body).toContain("Head of Chassis (preview)");
    expect(file(path)).toBe(before);
    expect(git(site, "status", "--porcelain")).toBe("");
  }, 120_000);

  it("shows a newly chosen photo in the preview, checked as an upload, kept outside content/", async () => {
    const { cookie } = await signedIn(h, "redaktion", "vera@e-gnition.example");
    const path = "content/teams/2025.json";
    const field = "departments[0].members[0].image.upload";
    const previewWith = async (bytes: Uint8Array<ArrayBuffer> | string, name: string) => {
      expect((await areaGet(h, TEAM, cookie)).statusCode).toBe(200);
      const version = git(site, "log", "-1", "--format=%H", "--", path);
      const form = formDataOf(itemForm("team").valueOf(JSON.parse(file(path)), version));
      form.set("intent", "preview");
      form.set(field, new Blob([bytes]), name);
      return postMultipart(h, TEAM, form, cookie);
    };
    const refused = await previewWith("kein Foto", "kaputt.jpg");
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Das ist kein lesbares Foto");
    const svg = await previewWith(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>',
      "a.svg",
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.body).toContain("Event-Handler");

    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: "#3a6" },
    })
      .jpeg()
      .toBuffer();
    const posted = await previewWith(new Uint8Array(photo), "Neues Foto.jpg");
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);
    const { frame } = await openPreview(h, posted.headers.location as string, cookie);
    const season = await areaGet(h, frame, cookie);
    const shown = /\/assets\/images\/team\/2025\/neues-foto-[0-9a-f]{8}-[0-9a-f]+-\d+\.\w+/.exec(
      season.body,
    )?.[0];
    expect(shown, season.body.slice(0, 300)).toBeDefined();
    const image = await h.app.inject(shown!);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
    // Nothing in content/ nor in a release: the photo lives with the preview only.
    expect(git(site, "status", "--porcelain")).toBe("");
    expect(textsBelow(releases).some((text) => text.includes("neues-foto"))).toBe(false);
    // Someone else's preview shows no photo of it: the row is the member's.
    const other = await signedIn(h, "redaktion", "wim@e-gnition.example");
    expect((await areaGet(h, frame, other.cookie)).statusCode).toBe(404);
  }, 120_000);

  it("shows an unsaved change of a news post as its page, through the same preview", async () => {
    const { cookie } = await signedIn(h, "redaktion", "ulla@e-gnition.example");
    const id = "2025-04-26-rollout-egn25";
    const url = `/intern/inhalte/news/${id}`;
    const paths = [`content/news/${id}.md`, `content/news/en/${id}.md`];
    const before = paths.map(file);
    expect((await areaGet(h, url, cookie)).statusCode).toBe(200);
    const version = git(site, "log", "-1", "--format=%H", "--", ...paths);
    const { draft: _draft, ...values } = formOfPost(id, readItem(site, "news", id), version);
    const form = formDataOf(values);
    form.set("intent", "preview");
    form.set("title.de", "Rollout egn25, noch nicht gespeichert");
    form.set("title.en", "Rollout egn25, not saved yet");
    const photo = await sharp({
      create: { width: 800, height: 500, channels: 3, background: "#a36" },
    })
      .jpeg()
      .toBuffer();
    form.set("photo", new Blob([new Uint8Array(photo)]), "rollout.jpg");
    const posted = await postMultipart(h, url, form, cookie);
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);
    const { frame } = await openPreview(h, posted.headers.location as string, cookie);
    expect(frame).toContain(`zeige=${encodeURIComponent("/news/rollout-egn25")}`);
    const shown = (await areaGet(h, frame, cookie)).body;
    expect(shown).toContain("Rollout egn25, noch nicht gespeichert");
    // The photo chosen in the form, not the saved drawing.
    expect(shown).toMatch(/\/assets\/images\/news\/2025-04-26-rollout-egn25-[0-9a-f]+-\d+\.\w+/);
    expect((await areaGet(h, `${frame}&sprache=en`, cookie)).body).toContain(
      "Rollout egn25, not saved yet",
    );
    expect(paths.map(file)).toEqual(before);
    expect(git(site, "status", "--porcelain")).toBe("");
  }, 120_000);

  it("links the preview of the saved version from every editor, with the pages it feeds", async () => {
    const { cookie } = await signedIn(h, "admin", "ada@e-gnition.example");
    const editors: [string, string[]][] = [
      [TEAM, ["/team/2025", "/team", "/home"]],
      ["/intern/inhalte/unterstuetzer/2025", ["/supporters/2025", "/supporters"]],
      ["/intern/inhalte/autos/egn15", ["/garage/egn15", "/garage"]],
      ["/intern/inhalte/veranstaltungen/alle", ["/events", "/home"]],
      ["/intern/inhalte/startseite/alle", ["/home"]],
      ["/intern/inhalte/ueber-uns/alle", ["/aboutus"]],
      ["/intern/inhalte/einstellungen/alle", ["/home", "/contact", "/imprint"]],
      ["/intern/inhalte/news/2025-04-26-rollout-egn25", ["/news/rollout-egn25", "/news"]],
    ];
    for (const [editor, pages] of editors) {
      const body = (await areaGet(h, editor, cookie)).body;
      const href =
        /<a href="(\/intern\/inhalte\/vorschau\?seite=[^"]+)"[^>]*>Vorschau der gespeicherten/
          .exec(body)?.[1]
          ?.replace(/&amp;/g, "&");
      expect(href, editor).toBeDefined();
      const query = new URL(href!, "http://x").searchParams;
      expect(query.getAll("seite"), editor).toEqual(expect.arrayContaining(pages));
      expect(query.get("zurueck"), editor).toBe(editor);
      const { frame } = await openPreview(h, href!, cookie);
      expect((await areaGet(h, frame, cookie)).statusCode, editor).toBe(200);
    }
    // A new item has no saved version to show.
    const fresh = (await areaGet(h, "/intern/inhalte/autos/neu", cookie)).body;
    expect(fresh).not.toContain("Vorschau der gespeicherten");
  });

  it("keeps a page's draft in git and off the released site until it is published", async () => {
    const { cookie } = await signedIn(h, "redaktion", "tilda@e-gnition.example");
    const published = file("content/pages/team.md");
    const draft = { "heading.de": "Entwurf: Wir sind viele", "heading.en": "Draft: we are many" };
    const saved = await postMultipart(h, PAGE, await pageForm(cookie, "saveDraft", draft), cookie);
    expect(saved.statusCode, /role="alert">([\s\S]{0,400})/.exec(saved.body)?.[1]).toBe(200);
    expect(saved.body).toContain("Als Entwurf gespeichert");
    expect(file(DRAFT_DE)).toContain("Entwurf: Wir sind viele");
    expect(file(DRAFT_EN)).toContain("Draft: we are many");
    expect(file("content/pages/team.md")).toBe(published);
    expect(git(site, "log", "-1", "--format=%an|%s")).toBe(
      "Test redaktion|Seite (Entwurf): Team geändert",
    );

    // The editor opens the draft and says so; the preview of the saved content shows it.
    const editor = await areaGet(h, PAGE, cookie);
    expect(editor.body).toContain("Diese Seite hat einen Entwurf");
    expect(editor.body).toContain("Entwurf: Wir sind viele");
    const savedPreview = await areaGet(h, "/intern/inhalte/vorschau/seite?seite=%2Fteam", cookie);
    expect(savedPreview.body).toContain("Entwurf: Wir sind viele");

    // A release leaves it out: the page, the sitemap, every file of the release.
    expect((await publishThroughPage(h, cookie)).body).toContain("Veröffentlicht am");
    const team = await h.app.inject("/team");
    expect(team.statusCode).toBe(200);
    expect(team.body).not.toContain("Entwurf: Wir sind viele");
    expect((await h.app.inject("/en/team")).body).not.toContain("Draft: we are many");
    expect((await h.app.inject("/sitemap.xml")).body).not.toContain("drafts");
    const released = textsBelow(releases);
    expect(released.length).toBeGreaterThan(10);
    expect(released.filter((text) => text.includes("Wir sind viele"))).toEqual([]);

    // Discarded: gone from the folder (kept in the history), the page as it was.
    const discarded = await postMultipart(
      h,
      PAGE,
      formDataOf({ intent: "discardDraft", version: head() }),
      cookie,
    );
    expect(discarded.statusCode, discarded.body.slice(0, 300)).toBe(200);
    expect(existsSync(join(site, DRAFT_DE))).toBe(false);
    expect(existsSync(join(site, DRAFT_EN))).toBe(false);
    expect(file("content/pages/team.md")).toBe(published);
    expect(git(site, "log", "-1", "--format=%s")).toBe("Seite (Entwurf): Team gelöscht");
    expect(git(site, "log", "--format=%s", "--", DRAFT_DE).split("\n")).toHaveLength(2);

    // Published: the draft becomes the page's text, and the draft is gone.
    await postMultipart(h, PAGE, await pageForm(cookie, "saveDraft", draft), cookie);
    const publish = await postMultipart(
      h,
      PAGE,
      formDataOf({ intent: "publishDraft", version: head() }),
      cookie,
    );
    expect(publish.statusCode, publish.body.slice(0, 300)).toBe(200);
    expect(file("content/pages/team.md")).toContain("Entwurf: Wir sind viele");
    expect(file("content/pages/en/team.md")).toContain("Draft: we are many");
    expect(existsSync(join(site, DRAFT_DE))).toBe(false);
    expect(git(site, "status", "--porcelain")).toBe("");
    expect((await areaGet(h, PAGE, cookie)).body).not.toContain("Diese Seite hat einen Entwurf");
  }, 240_000);
});
