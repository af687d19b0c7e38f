/**
 * The content editor of the team area (/intern/inhalte) on a copy of content/: a post written
 * with a camera photo, checked as a build checks it, committed by its author, refused over a
 * newer version, kept off the site as a draft, restored, published. Needs the production build.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { teamAuditLog } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { git, postMultipart, useContentSite } from "./helpers/content-site";
import type { Harness } from "./helpers/harness";
import { publishThroughPage } from "./helpers/publishing";
import { areaGet, areaPost, built, signedIn } from "./helpers/team";

const EXISTING = "2025-04-26-rollout-egn25";

/** A 4000 px camera photo with its position in the metadata. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: "Testkamera", Model: "X1" }, IFD3: { GPSLatitudeRef: "N" } })
    .toBuffer();
}

const post = (overrides: Record<string, string> = {}) => ({
  intent: "save",
  slug: "rollout-egn26",
  date: "2026-11-30",
  "title.de": "Rollout egn26: der neue Wagen ist da",
  "title.en": "Rollout egn26: the new car is here",
  "summary.de":
    "Nach einem Jahr Arbeit zeigen wir den egn26 zum ersten Mal der Öffentlichkeit in Hamburg.",
  "summary.en":
    "After a year of work we show the egn26 to the public in Hamburg for the very first time.",
  "body.de": "Der **egn26** ist fertig. Danke an alle!",
  "body.en": "The **egn26** is done. Thanks to everyone!",
  "tags.de": "Saison 2026, egn26",
  "tags.en": "Season 2026, egn26",
  "image.alt.de": "Der egn26 in der Halle",
  "image.alt.en": "The egn26 in the hall",
  "image.credit": "",
  version: "",
  ...overrides,
});

async function multipart(
  h: Harness,
  url: string,
  fields: Record<string, string>,
  cookie: string,
  photo?: Buffer,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append("photo", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "IMG_0001.JPG");
  return postMultipart(h, url, form, cookie);
}

describe.skipIf(!built).each(databases)("the content editor on $name", (database) => {
  const { h, site } = useContentSite(database, "egn-editor");
  const file = (path: string) => readFileSync(join(site, path), "utf8");

  it("saves a new post with a camera photo as a commit by its author, the photo without metadata", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const response = await multipart(
      h,
      "/intern/inhalte/news/neu",
      post(),
      cookie,
      await cameraJpeg(),
    );
    expect(response.statusCode, response.body.slice(0, 500)).toBe(302);
    expect(response.headers.location).toBe(
      "/intern/inhalte/news/2026-11-30-rollout-egn26?gespeichert=1",
    );
    const german = file("content/news/2026-11-30-rollout-egn26.md");
    expect(german).toContain('title: "Rollout egn26: der neue Wagen ist da"');
    expect(german).toContain("tags: [{ de: Saison 2026, en: Season 2026 }, egn26]");
    expect(file("content/news/en/2026-11-30-rollout-egn26.md")).toContain("The **egn26** is done.");
    const photo = await sharp(
      join(site, "content/images/news/2026-11-30-rollout-egn26.jpg"),
    ).metadata();
    expect(photo.width).toBe(4000);
    expect(photo.exif).toBeUndefined();
    expect(git(site, "log", "-1", "--format=%an|%ae|%s")).toBe(
      "Test redaktion|redaktion@e-gnition.example|News: Rollout egn26: der neue Wagen ist da angelegt",
    );
    expect(git(site, "status", "--porcelain")).toBe("");
    const audit = await h.database.db.select().from(teamAuditLog);
    expect(audit.map((entry) => entry.action)).toContain("content-saved");
  });

  it("refuses invalid fields with the build's message at each field, every typed value kept", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const response = await multipart(
      h,
      "/intern/inhalte/news/neu",
      post({ slug: "zu-kurz", "summary.en": "Too short.", "title.en": "" }),
      cookie,
      await cameraJpeg(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("soll mindestens 50 Zeichen haben");
    expect(response.body).toContain("Rollout egn26: der neue Wagen ist da");
    expect(existsSync(join(site, "content/news/2026-11-30-zu-kurz.md"))).toBe(false);
  });

  it("refuses a file that is no photo, by its content", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const fake = Buffer.from("<svg onload=alert(1)></svg>");
    const response = await multipart(
      h,
      "/intern/inhalte/news/neu",
      post({ slug: "kein-foto" }),
      cookie,
      fake,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain("kein lesbares Foto");
  });

  it("opens and saves a post unchanged without a change to its files or a commit", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const page = await areaGet(h, `/intern/inhalte/news/${EXISTING}`, cookie);
    expect(page.statusCode).toBe(200);
    const version = /name="version" value="([0-9a-f]{40})"/.exec(page.body)?.[1];
    expect(version).toBeDefined();
    const before = git(site, "rev-parse", "HEAD");
    const fields = formFields(page.body);
    const response = await multipart(
      h,
      `/intern/inhalte/news/${EXISTING}`,
      { ...fields, intent: "save" },
      cookie,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.body).toContain("Nichts geändert.");
    expect(git(site, "rev-parse", "HEAD")).toBe(before);
    expect(git(site, "status", "--porcelain")).toBe("");
  });

  it("refuses a save over a newer version and shows the newer text", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const page = await areaGet(h, `/intern/inhalte/news/${EXISTING}`, cookie);
    const fields = { ...formFields(page.body), intent: "save" };
    const first = await multipart(
      h,
      `/intern/inhalte/news/${EXISTING}`,
      { ...fields, "body.de": "Erste Fassung." },
      cookie,
    );
    expect(first.statusCode).toBe(200);
    const second = await multipart(
      h,
      `/intern/inhalte/news/${EXISTING}`,
      { ...fields, "body.de": "Zweite Fassung." },
      cookie,
    );
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain("Erste Fassung.");
    expect(file(`content/news/${EXISTING}.md`)).toContain("Erste Fassung.");
  });

  it("restores an earlier version as a new commit", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const history = await areaGet(h, `/intern/inhalte/news/${EXISTING}/verlauf`, cookie);
    expect(history.statusCode).toBe(200);
    const commits = [...history.body.matchAll(/name="commit" value="([0-9a-f]{40})"/g)].map(
      (m) => m[1]!,
    );
    expect(commits.length).toBeGreaterThan(0);
    const oldest = commits.at(-1)!;
    const count = Number(git(site, "rev-list", "--count", "HEAD"));
    const restored = await areaPost(
      h,
      `/intern/inhalte/news/${EXISTING}/verlauf`,
      { intent: "restore", commit: oldest, target: oldest },
      cookie,
    );
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(200);
    expect(Number(git(site, "rev-list", "--count", "HEAD"))).toBe(count + 1);
    expect(file(`content/news/${EXISTING}.md`)).not.toContain("Erste Fassung.");
    expect(git(site, "log", "-1", "--format=%s")).toMatch(/wiederhergestellt/);
  });

  it("keeps a draft off the published site, its sitemap and feed, and shows it in the preview", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    const saved = await multipart(
      h,
      "/intern/inhalte/news/neu",
      post({
        slug: "geheimer-entwurf",
        draft: "on",
        "image.src": "/images/news/rollout-egn25.svg",
      }),
      cookie,
    );
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    const published = await publishThroughPage(h, cookie);
    expect(published.body).toContain("Veröffentlicht am");
    expect((await h.app.inject("/news/rollout-egn26")).statusCode).toBe(200);
    expect((await h.app.inject("/news/geheimer-entwurf")).statusCode).toBe(404);
    expect((await h.app.inject("/sitemap.xml")).body).not.toContain("geheimer-entwurf");
    expect((await h.app.inject("/news/feed.xml")).body).not.toContain("geheimer-entwurf");
    expect((await h.app.inject("/news")).body).toContain("/news/rollout-egn26");
    expect((await h.app.inject("/home")).body).toContain("/news/rollout-egn26");
    const preview = await areaGet(
      h,
      "/intern/inhalte/news/2026-11-30-geheimer-entwurf/vorschau?sprache=en",
      cookie,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["x-robots-tag"]).toMatch(/noindex/);
    expect(preview.headers["cache-control"]).toMatch(/no-store/);
    expect(preview.body).toContain("Rollout egn26: the new car is here");
  }, 180_000);

  it("answers a name that is no post's with 404 and never leaves content/news", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    for (const id of ["2025-01-01-..", "site", "2025-13-45-gibt-es-nicht"]) {
      const response = await areaGet(h, `/intern/inhalte/news/${id}`, cookie);
      expect(response.statusCode, id).toBe(404);
    }
    const response = await multipart(
      h,
      "/intern/inhalte/news/neu",
      post({ slug: "../../site" }),
      cookie,
    );
    expect(response.statusCode).toBe(400);
  });

  it("lets no role but redaktion and admin in", async () => {
    for (const role of ["lesen", "kasse", "newsletter"] as const) {
      const { cookie } = await signedIn(h, role, `${role}-editor@e-gnition.example`);
      expect((await areaGet(h, "/intern/inhalte", cookie)).statusCode, role).toBe(403);
      const response = await multipart(h, "/intern/inhalte/news/neu", post({ slug: role }), cookie);
      expect(response.statusCode, role).toBe(403);
    }
  });
});

/** The fields of the editor's form as the page gives them (inputs and textareas). */
function formFields(html: string): Record<string, string> {
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  const fields: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)?.[1];
    const type = /type="([^"]+)"/.exec(tag)?.[1];
    if (!name || type === "file" || name === "intent") continue;
    if (type === "checkbox") {
      if (/\bchecked\b/.test(tag)) fields[name] = "on";
      continue;
    }
    fields[name] = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  for (const [, name, value] of html.matchAll(
    /<textarea\b[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/textarea>/g,
  ))
    fields[name!] = decode(value!);
  return fields;
}
