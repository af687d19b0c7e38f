/**
 * The preview of an unsaved page change, in Chromium without JavaScript, on a copy of content/:
 * "Vorschau" opens the real page with the typed text in a new tab, in German and in English,
 * and nothing is saved; with JavaScript the same, axe on the editor and the preview, both at
 * 1280 and 375 px.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { violations } from "./support/axe";
import { startEditorSite, type EditorSite } from "./support/editor-site";
import { expect, gotoHydrated, test } from "./support/test";

const PORT = Number(process.env.CONTENT_PREVIEW_E2E_PORT ?? 4186);
const PAGE = "/intern/inhalte/seiten/team";

test.describe.configure({ mode: "serial" });

let editor: EditorSite;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  editor = await startEditorSite(browser, {
    port: PORT,
    email: "vera@e-gnition.example",
    name: "Vera Vorschau",
    prefix: "egn-content-preview-e2e",
  });
});

test.afterAll(async () => {
  await editor?.close();
});

const teamFile = () => readFileSync(join(editor.site, "content/pages/team.md"), "utf8");

test("previews an unsaved heading without JavaScript, in both languages, nothing saved", async () => {
  test.setTimeout(180_000);
  const before = teamFile();
  const page = await editor.plain.newPage();
  await page.goto(PAGE);
  await page.getByLabel("Überschrift (Deutsch)").fill("Das sind wir, in der Vorschau");
  await page.getByLabel("Überschrift (Englisch)").fill("This is us, in the preview");
  const opened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Vorschau" }).click();
  const preview = await opened;
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/intern\/inhalte\/vorschau\?entwurf=/);
  await expect(preview.getByText("Ungespeicherte Änderungen")).toBeVisible();
  const frame = preview.frameLocator("iframe");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText(
    "Das sind wir, in der Vorschau",
  );
  await preview
    .getByRole("navigation", { name: "Sprache der Vorschau" })
    .getByRole("link", { name: "English" })
    .click();
  await expect(preview).toHaveURL(/sprache=en/);
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("This is us, in the preview");

  // The editor keeps what was typed, and nothing is saved.
  await expect(page.getByLabel("Überschrift (Deutsch)")).toHaveValue(
    "Das sind wir, in der Vorschau",
  );
  expect(teamFile()).toBe(before);
  await preview.close();
  await page.close();
});

test("with JavaScript, a Markdown text shows as the site renders it while it is typed", async () => {
  test.setTimeout(120_000);
  const page = await editor.scripted.newPage();
  await gotoHydrated(page, PAGE);
  await page
    .getByLabel("Text (Markdown) (Deutsch)")
    .fill("Wir sind **viele**.\n\n<script>x()</script>");
  const shown = page.locator(".area-markdown-preview").first();
  await expect(shown.locator("strong")).toHaveText("viele");
  await expect(shown).toContainText("<script>x()</script>");
  expect(await shown.locator("script").count()).toBe(0);
  await page.getByLabel("Text (Markdown) (Englisch)").fill("We are _many_.");
  await expect(page.locator(".area-markdown-preview").nth(1).locator("em")).toHaveText("many");
  expect(await violations(page)).toEqual([]);
  // Nothing is saved by typing.
  await page.close();
});

test("the editor with its buttons and the preview pass axe, at 1280 and 375 px", async () => {
  test.setTimeout(240_000);
  const page = await editor.scripted.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, PAGE);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("page-editor-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Vorschau" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("page-editor-375.png") });

  // With JavaScript the button opens the new tab too, the form staying as it was.
  await page.getByLabel("Überschrift (Deutsch)").fill("Mit Skript in der Vorschau");
  const opened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Vorschau" }).click();
  const preview = await opened;
  await preview.setViewportSize({ width: 1280, height: 900 });
  await expect(preview.frameLocator("iframe").getByRole("heading", { level: 1 })).toHaveText(
    "Mit Skript in der Vorschau",
  );
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  // The public page in the frame runs no scripts, axe's included; its own tests check it.
  expect(await violations(preview, "iframe")).toEqual([]);
  await preview.screenshot({ path: test.info().outputPath("preview-1280.png"), fullPage: true });
  await preview.setViewportSize({ width: 375, height: 800 });
  await preview.screenshot({ path: test.info().outputPath("preview-375.png") });
  await preview.close();
  await page.close();
});
