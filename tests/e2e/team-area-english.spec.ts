/**
 * The team area in English (ADR 0176): an invitation opened by a browser that asks for English,
 * the member's choice on the account page, every page after it in English with
 * `<html lang="en">`, axe on the English account page, and a screenshot of it at 375 px; the
 * Kasse, receipts, receipt settings, newsletter and content editor pages in English, each without
 * axe violations; a bank statement's refusal, an SVG upload's refusal and the content check in
 * English.
 */
import type { BrowserContext } from "@playwright/test";
import { violations } from "./support/axe";
import { expect, gotoHydrated, test, type Page } from "./support/test";
import { startTeamServer, type TeamServer } from "./support/team-server";

const PORT = Number(process.env.TEAM_EN_E2E_PORT ?? 4188);
const MEMBER = "erin@e-gnition.example";

test.describe.configure({ mode: "serial" });

let server: TeamServer;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(150_000);
  server = await startTeamServer(PORT, MEMBER);
  context = await browser.newContext({ baseURL: server.origin, locale: "en-GB" });
  page = await context.newPage();
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("an English browser joins in English and chooses English for the area", async () => {
  await gotoHydrated(page, server.adminInvitation);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the team area");
  await page.getByLabel("Your name").last().fill("Erin Exchange");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/intern\/konto$/);
  // The member's language is German until they choose.
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  await page.getByLabel("Sprache", { exact: true }).selectOption("en");
  await page.getByRole("button", { name: "Sprache speichern" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved: the team area is now in English.");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My account");
  await expect(page).toHaveTitle("My account | e-gnition team area");

  await gotoHydrated(page, "/intern");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello Erin Exchange");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("the English account page has no axe violations and fits 375 px", async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/intern/konto");
  expect(await violations(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: test.info().outputPath("account-en-375.png"), fullPage: true });
});

const AREA_GERMAN = ["Kontoauszug", "Zusagen", "Ausgestellt", "Angaben", "Ausgabe"];
/** The content editor's own words (the content itself, posts and pages, stays German). */
const EDITOR_GERMAN = ["Speichern", "Vorschau", "Verlauf", "Alle Inhalte", "Neue Saison"];

for (const [path, heading, texts, german] of [
  ["/intern/kasse", "Treasury", ["Import a bank statement", "Open pledges (0)"], AREA_GERMAN],
  ["/intern/kasse/bestaetigungen", "Donation receipts", ["Issued (0)"], AREA_GERMAN],
  [
    "/intern/kasse/einstellungen",
    "Details for donation receipts",
    ["Change the details"],
    AREA_GERMAN,
  ],
  ["/intern/newsletter", "Newsletter", ["New issue", "Issues"], AREA_GERMAN],
  ["/intern/inhalte", "Content", ["Pages", "Teams", "Cars", "Site settings"], EDITOR_GERMAN],
  ["/intern/inhalte/team/2025", "Team 2025", [], EDITOR_GERMAN],
  ["/intern/inhalte/seiten/home", "Page: Home", [], EDITOR_GERMAN],
] as const)
  test(`${path} is in English and has no axe violations`, async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    for (const text of texts)
      await expect(page.getByRole("heading", { name: text, exact: true })).toBeVisible();
    const words = await page.locator("main").innerText();
    for (const word of german) expect(words).not.toContain(word);
    expect(await violations(page)).toEqual([]);
  });

test("a bank statement that cannot be read is refused in English", async () => {
  await gotoHydrated(page, "/intern/kasse");
  await page.getByLabel("File (.xml or .zip)").setInputFiles({
    name: "statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Date;Amount\n"),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(
    page.getByText(
      "Nothing imported: statement.csv: neither XML nor ZIP – please choose the bank's camt.053 export.",
    ),
  ).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("weder XML noch ZIP");
});

test("an SVG with a script is refused in English in the content editor", async () => {
  await gotoHydrated(page, "/intern/inhalte/team/2025");
  const upload = page.locator('input[type="file"][name$=".image.upload"]').first();
  const entries = upload.locator("xpath=ancestor::details");
  for (let index = 0; index < (await entries.count()); index++) {
    const entry = entries.nth(index);
    if (!(await entry.evaluate((details) => (details as HTMLDetailsElement).open)))
      await entry.locator("> summary").click();
  }
  await upload.setInputFiles({
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(
    page.getByText(
      "The SVG contains a <script> element, which can run code or load outside content.",
    ),
  ).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("Bitte ein SVG ohne das hochladen");
});

test("the content check speaks English in the browser and from the server", async () => {
  await gotoHydrated(page, "/intern/inhalte/team/2025");
  const season = page.getByLabel("Season", { exact: true });
  await season.fill("25");
  await season.blur();
  await expect(page.getByText("must be a four-digit year")).toBeVisible();
  await season.fill("2025");
  // The form accepts any "egn" and two digits; the whole content check wants the season's.
  await page.getByLabel("Identifier", { exact: true }).fill("egn99");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText('must be "egn25"')).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/muss|Jahreszahl/);
});
