/**
 * Newsletter issues in Chromium: the area's preview shows the mail as it will arrive (its
 * inline styles applied, its photo loaded), and a sent mail's HTML, opened from another origin
 * as a webmail shows it, loads its photo from the site.
 */
import type { BrowserContext } from "@playwright/test";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { violations } from "./support/axe";
import { expect, gotoHydrated, test, type Locator } from "./support/test";
import { joinWithoutJavaScript } from "./support/join";
import { startTeamServer, type TeamServer } from "./support/team-server";

const PORT = Number(process.env.NEWSLETTER_E2E_PORT ?? 4187);
const EDITOR = "nina@e-gnition.example";
const SUBJECT = "Erster Testtag: 62 Runden ohne Zwischenfall";
/** The mail's page colour (server/newsletter/issue-mail.ts), from an inline style. */
const MAIL_BACKGROUND = "rgb(244, 246, 250)";

test.describe.configure({ mode: "serial" });

let server: TeamServer;
let member: BrowserContext;
let webmail: Server | undefined;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(150_000);
  server = await startTeamServer(PORT, EDITOR, { role: "newsletter" });
  member = await joinWithoutJavaScript(browser, server, "Nina Newsletter");
});

test.afterAll(async () => {
  await member?.close();
  await server?.stop();
  await new Promise((resolve) => (webmail ? webmail.close(resolve) : resolve(undefined)));
});

/** Whether an image has loaded a picture (a blocked or broken one has no natural width). */
const loadedWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1));

test("the preview shows the mail styled and with its photo; a test mail does so from another origin", async () => {
  const page = await member.newPage();
  await page.goto("/intern/newsletter");
  await page.getByLabel("Aus einer Meldung").selectOption({ label: `2025-05-31: ${SUBJECT}` });
  await page.getByRole("button", { name: "Vorschau anlegen" }).click();
  await expect(page).toHaveURL(/\?ausgabe=/);

  const preview = page.frameLocator('iframe[title="Vorschau der E-Mail (Deutsch)"]');
  await expect(preview.locator("h1")).toHaveText(SUBJECT);
  await expect.poll(() => loadedWidth(preview.locator("img").first())).toBeGreaterThan(0);
  await expect(preview.locator("body")).toHaveCSS("background-color", MAIL_BACKGROUND);

  await page.getByRole("button", { name: `Test an ${EDITOR} senden` }).click();
  const mail = await server.mailTo(EDITOR, SUBJECT);
  expect(mail.html).toContain(`src="${server.origin}/assets/images/`);

  // A webmail on another site (127.0.0.2 is neither localhost's origin nor its site).
  webmail = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(mail.html);
  });
  await new Promise<void>((resolve) => webmail!.listen(0, "127.0.0.2", resolve));
  const { port } = webmail.address() as AddressInfo;
  const reader = await member.browser()!.newContext();
  const opened = await reader.newPage();
  await opened.goto(`http://127.0.0.2:${port}/`);
  await expect(opened.locator("h1")).toHaveText(SUBJECT);
  await expect.poll(() => loadedWidth(opened.locator("img").first())).toBeGreaterThan(0);
  await reader.close();
  await page.close();
});

test("a bad list is refused with its lines named, without JavaScript, and the page passes axe", async () => {
  const page = await member.newPage();
  await page.goto("/intern/abonnenten");
  await page.getByLabel("CSV-Datei").setInputFiles({
    name: "liste.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("E-Mail;Sprache\nok@example.org;de\nkein-at;de\n"),
  });
  await page.getByRole("button", { name: "Importieren" }).click();
  await expect(page.getByLabel("CSV-Datei")).toHaveAccessibleDescription(
    /Nichts importiert: 1 Zeilen .* Zeile 3: „kein-at“ ist keine gültige E-Mail-Adresse/,
  );
  await page.close();
  const scripted = await member.browser()!.newContext({ baseURL: server.origin });
  await scripted.addCookies(await member.cookies());
  const withScripts = await scripted.newPage();
  await gotoHydrated(withScripts, "/intern/abonnenten");
  expect(await violations(withScripts)).toEqual([]);
  await scripted.close();
});
