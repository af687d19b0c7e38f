/**
 * The content editor in Chromium, on a copy of content/ with releases of its own: a member of
 * the redaktion writes a post with a 4000 px camera photo in German and English without
 * JavaScript, previews it, publishes it and finds it on /news, in the feed and on the home page;
 * then changes it with JavaScript and restores the earlier version. axe on every editor page.
 */
import type { BrowserContext } from "@playwright/test";
import { join } from "node:path";
import sharp from "sharp";
import { violations } from "./support/axe";
import { expect, gotoHydrated, test, type Page } from "./support/test";
import { startEditorSite, type EditorSite } from "./support/editor-site";
import type { TeamServer } from "./support/team-server";

const PORT = Number(process.env.EDITOR_E2E_PORT ?? 4181);
const EDITOR = "rosa@e-gnition.example";
const POST = "/intern/inhalte/news/2026-11-30-rollout-egn26";

test.describe.configure({ mode: "serial" });

let editor: EditorSite;
let server: TeamServer;
let site: string;
let plain: BrowserContext;
let scripted: BrowserContext;
let photo: string;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  editor = await startEditorSite(browser, {
    port: PORT,
    email: EDITOR,
    name: "Rosa Redaktion",
    prefix: "egn-editor-e2e",
  });
  ({ server, site, plain, scripted } = editor);
  photo = join(site, "IMG_4000.JPG");
  await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: 30, g: 80, b: 150 } },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Make: "Testkamera" } })
    .toFile(photo);
});

test.afterAll(async () => {
  await editor?.close();
});

async function fill(page: Page, label: string, de: string, en: string) {
  await page.getByLabel(`${label} (Deutsch)`).fill(de);
  await page.getByLabel(`${label} (Englisch)`).fill(en);
}

test("writes a post with a camera photo without JavaScript, errors at their fields", async () => {
  const page = await plain.newPage();
  await page.goto("/intern/inhalte");
  await page.getByRole("link", { name: "Neuer Beitrag" }).click();
  await page.getByLabel("Adresse").fill("rollout-egn26");
  await page.getByLabel("Datum").fill("2026-11-30");
  await fill(page, "Titel", "Rollout egn26", "Rollout egn26");
  await fill(page, "Kurzfassung", "Zu kurz.", "Too short.");
  await fill(page, "Text (Markdown)", "Der **egn26** rollt.", "The **egn26** rolls.");
  await fill(page, "Schlagwörter", "Saison 2026", "Season 2026");
  await page.getByLabel("Foto").setInputFiles(photo);
  await fill(page, "Bildbeschreibung", "Der egn26 in der Halle", "The egn26 in the hall");
  await page.getByLabel(/Entwurf/).uncheck();
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("soll mindestens 50 Zeichen haben").first()).toBeVisible();
  await expect(page.getByLabel("Titel (Englisch)")).toHaveValue("Rollout egn26");

  await fill(
    page,
    "Kurzfassung",
    "Nach einem Jahr Arbeit zeigen wir den egn26 zum ersten Mal in unserer Werkstatt in Hamburg.",
    "After a year of work we show the egn26 for the first time in our workshop in Hamburg.",
  );
  await page.getByLabel("Foto").setInputFiles(photo);
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page).toHaveURL(new RegExp(`${POST}\\?gespeichert=1$`));
  await expect(page.getByRole("status")).toContainText("Gespeichert");
  await page.close();
});

test("previews the post in both languages, publishes it, and visitors find it", async () => {
  test.setTimeout(120_000); // the release runs in the background; the page shows its progress
  const page = await scripted.newPage();
  await page.goto(`${POST}/vorschau?sprache=de`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rollout egn26");
  await page.goto(`${POST}/vorschau?sprache=en`);
  await expect(page.getByText("The egn26 rolls.")).toBeVisible();

  await gotoHydrated(page, "/intern/website");
  await page.getByRole("button", { name: "Jetzt veröffentlichen" }).click();
  await expect(page.getByRole("status")).toContainText("Veröffentlicht am", { timeout: 100_000 });

  const visitor = await scripted.browser()!.newContext({ baseURL: server.origin });
  const reader = await visitor.newPage();
  await reader.goto("/news");
  await expect(reader.getByRole("link", { name: /Rollout egn26/ }).first()).toBeVisible();
  await reader.goto("/news/rollout-egn26");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText("Rollout egn26");
  await expect(reader.getByRole("img", { name: "Der egn26 in der Halle" })).toBeVisible();
  await reader.goto("/en/news/rollout-egn26");
  await expect(reader.getByText("Season 2026")).toBeVisible();
  const feed = await reader.request.get("/news/feed.xml");
  expect(await feed.text()).toContain("/news/rollout-egn26");
  await reader.goto("/home");
  await expect(reader.locator('a[href="/news/rollout-egn26"]').first()).toBeAttached();
  await visitor.close();
  await page.close();
});

test("changes the post with JavaScript and restores the earlier version", async () => {
  const page = await scripted.newPage();
  await gotoHydrated(page, POST);
  await page.getByLabel("Text (Markdown) (Deutsch)").fill("Der **egn26** rollt – jetzt mit Video.");
  await page.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByRole("status")).toContainText("Gespeichert");

  await gotoHydrated(page, `${POST}/verlauf`);
  await expect(page.getByText("Rosa Redaktion").first()).toBeVisible();
  await page
    .getByRole("button", { name: /wiederherstellen/ })
    .first()
    .click();
  await expect(page.getByRole("status")).toContainText("Wiederhergestellt");
  await gotoHydrated(page, POST);
  await expect(page.getByLabel("Text (Markdown) (Deutsch)")).toHaveValue("Der **egn26** rollt.");
  await page.close();
});

test("every editor page passes axe", async () => {
  const page = await scripted.newPage();
  for (const path of [
    "/intern/inhalte",
    "/intern/inhalte/news/neu",
    POST,
    `${POST}/verlauf`,
    "/intern/website",
  ]) {
    await gotoHydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  await page.close();
});
