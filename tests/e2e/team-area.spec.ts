/**
 * The team area in Chromium: an invitation accepted with a passkey (the DevTools protocol's
 * virtual authenticator), signing out and in with it, signing in by e-mail link, a pledge from
 * the public page handled from list to erasure, role limits without JavaScript, and axe on every
 * page of the area.
 */
import type { BrowserContext } from "@playwright/test";
import { donationPath } from "../../app/lib/paths";
import { readContentDir } from "../../app/content/read-content-dir";
import { violations } from "./support/axe";
import { expect, gotoHydrated, test, type Page } from "./support/test";
import { linkIn, startTeamServer, type TeamServer } from "./support/team-server";

const PORT = Number(process.env.TEAM_E2E_PORT ?? 4180);
const ADMIN = "ada@e-gnition.example";
const DONATION = donationPath(readContentDir(process.cwd()).site.productName);

test.describe.configure({ mode: "serial" });

let server: TeamServer;
let admin: BrowserContext;
let adminPage: Page;

/** A browser context with a platform authenticator that holds passkeys, as a phone or laptop. */
async function withAuthenticator(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test.beforeAll(async ({ browser }, testInfo) => {
  // The first start of a server with a new embedded database takes a while on a busy machine.
  testInfo.setTimeout(150_000);
  server = await startTeamServer(PORT, ADMIN);
  admin = await browser.newContext({ baseURL: server.origin });
  adminPage = await admin.newPage();
  await withAuthenticator(admin, adminPage);
});

test.afterAll(async () => {
  await admin?.close();
  await server?.stop();
});

test("the first admin accepts the invitation with a new passkey", async () => {
  await gotoHydrated(adminPage, server.adminInvitation);
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText(
    "Willkommen im Teambereich",
  );
  await expect(adminPage.getByText(ADMIN)).toBeVisible();
  await adminPage.getByLabel("Dein Name").first().fill("Ada Admin");
  await adminPage.getByRole("button", { name: "Passkey anlegen und beitreten" }).click();
  await expect(adminPage).toHaveURL(/\/intern$/);
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText("Hallo Ada Admin");
  const cookies = await admin.cookies();
  const session = cookies.find((cookie) => cookie.name === "__Host-egn-sitzung");
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/" });

  await adminPage.goto("/intern/konto");
  await expect(adminPage.getByRole("cell", { name: /^Chrome auf \w+, / }).first()).toBeVisible();
  // The invitation was used: opening it again says so.
  await adminPage.goto(server.adminInvitation);
  await expect(adminPage.getByRole("alert")).toHaveText(/abgelaufen oder schon angenommen/);
});

test("signs out and signs in again with the passkey", async () => {
  await adminPage.goto("/intern");
  await adminPage.getByRole("button", { name: "Abmelden" }).click();
  await expect(adminPage).toHaveURL(/\/intern\/anmelden$/);
  await gotoHydrated(adminPage, "/intern/mitglieder");
  await expect(adminPage).toHaveURL(/\/intern\/anmelden\?weiter=%2Fintern%2Fmitglieder$/);
  await adminPage.getByRole("button", { name: "Mit Passkey anmelden" }).click();
  await expect(adminPage).toHaveURL(/\/intern\/mitglieder$/);
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText("Mitglieder");
});

test("signs in by e-mail link on a device without the passkey", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await gotoHydrated(page, "/intern/anmelden");
  await page.getByLabel("E-Mail-Adresse").fill(ADMIN);
  await page.getByRole("button", { name: "Link senden" }).click();
  await expect(page.getByRole("status")).toContainText("Wenn diese Adresse zum Team gehört");
  const mail = await server.mailTo(ADMIN, "Anmeldelink");
  await page.goto(linkIn(mail.text));
  await page.getByRole("button", { name: "Jetzt anmelden" }).click();
  await expect(page).toHaveURL(/\/intern$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hallo Ada Admin");
  await context.close();
});

async function pledgeWithoutJavaScript(browser: import("@playwright/test").Browser, name: string) {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(DONATION);
  await page
    .getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true })
    .fill("1.250");
  await page.getByRole("textbox", { name: "Vorname", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Nachname", exact: true }).fill("Spenderin");
  await page.getByRole("button", { name: "Unterstützer werden" }).click();
  await expect(page).toHaveURL(new RegExp(`${DONATION}/danke(\\?|$)`));
  await context.close();
}

test("a pledge from the public page is listed, marked as received, exported and erased", async ({
  browser,
}) => {
  await pledgeWithoutJavaScript(browser, "Henriette");
  await adminPage.goto("/intern/eingaenge");
  const row = adminPage.getByRole("row", { name: /Henriette Spenderin/ });
  await expect(row).toContainText("1.250,00 €");
  await expect(row).toContainText("offen");

  await row.getByRole("link").click();
  await expect(adminPage.getByRole("heading", { level: 1 })).toContainText("Spendenzusage vom");
  await adminPage.getByLabel("Betrag in Euro").fill("1250");
  await adminPage.getByRole("button", { name: "Als eingegangen markieren" }).click();
  await expect(adminPage.getByRole("status")).toHaveText("Als eingegangen markiert.");
  await expect(adminPage.getByText(/1\.250,00 € am/)).toBeVisible();

  await adminPage.goto("/intern/eingaenge?status=eingegangen");
  await expect(adminPage.getByRole("row", { name: /Henriette Spenderin/ })).toContainText(
    "eingegangen",
  );
  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("link", { name: "Spendenzusagen" }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString("utf8")).toContain("Henriette;Spenderin");

  await adminPage
    .getByRole("row", { name: /Henriette Spenderin/ })
    .getByRole("link")
    .click();
  await adminPage.getByRole("link", { name: "Diesen Eingang löschen …" }).click();
  await expect(adminPage.getByText(/Das lässt sich nicht rückgängig machen/)).toBeVisible();
  await adminPage.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(adminPage).toHaveURL(/\/intern\/eingaenge$/);
  await expect(adminPage.getByText("Henriette")).toHaveCount(0);

  await adminPage.goto("/intern/protokoll");
  for (const action of [
    "Spende als eingegangen markiert",
    "Eingänge exportiert",
    "Eingänge gelöscht",
  ])
    await expect(adminPage.getByRole("cell", { name: action, exact: true })).toBeVisible();
});

test("a member with the role lesen, without JavaScript, sees amounts but no donors and no members", async ({
  browser,
}) => {
  await pledgeWithoutJavaScript(browser, "Konstanze");
  await adminPage.goto("/intern/mitglieder");
  await adminPage.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("leo@e-gnition.example");
  await expect(
    adminPage.getByRole("group", { name: "Rollen", exact: true }).getByLabel("lesen"),
  ).toBeChecked();
  await adminPage.getByRole("button", { name: "Einladung senden" }).click();
  await expect(adminPage.getByRole("status")).toContainText("Einladung an leo@e-gnition.example");
  const mail = await server.mailTo("leo@e-gnition.example", "Einladung");

  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(linkIn(mail.text));
  await expect(page.getByText("Passkeys brauchen JavaScript")).toBeVisible();
  const withoutPasskey = page.locator("form").filter({ hasText: "Beitreten" });
  await withoutPasskey.getByLabel("Dein Name").fill("Leo Lesen");
  await withoutPasskey.getByRole("button", { name: "Beitreten" }).click();
  await expect(page).toHaveURL(/\/intern\/konto$/);
  await expect(page.getByText("Du hast noch keinen Passkey")).toBeVisible();

  await page.goto("/intern/eingaenge");
  await expect(page.getByRole("cell", { name: "1.250,00 €" })).toBeVisible();
  await expect(page.getByText("Konstanze")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Teambereich" })).not.toContainText(
    "Mitglieder",
  );
  const refused = await page.goto("/intern/mitglieder");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kein Zugriff");
  expect((await page.goto("/intern/eingaenge/export?art=spende"))?.status()).toBe(403);
  await context.close();
});

test("a change of roles answers in its member's row alone, with JavaScript", async () => {
  await gotoHydrated(adminPage, "/intern/mitglieder");
  const leo = adminPage.getByRole("row", { name: /leo@e-gnition\.example/ });
  const leosRoles = leo.getByRole("group", { name: "Rollen von leo@e-gnition.example" });
  await leosRoles.getByLabel("lesen").uncheck();
  await leosRoles.getByLabel("newsletter").check();
  await leosRoles.getByLabel("redaktion").check();
  await leo.getByRole("button", { name: "Rollen ändern" }).click();
  await expect(leo.getByRole("status")).toHaveText(
    "leo@e-gnition.example hat jetzt die Rollen newsletter, redaktion.",
  );
  await expect(adminPage.getByRole("status")).toHaveCount(1);
  await expect(leo.getByRole("cell", { name: "newsletter, redaktion", exact: true })).toBeVisible();
  await expect(leosRoles.getByLabel("newsletter")).toBeChecked();
  await expect(leosRoles.getByLabel("lesen")).not.toBeChecked();

  const ada = adminPage.getByRole("row", { name: new RegExp(ADMIN) });
  const adasRoles = ada.getByRole("group", { name: `Rollen von ${ADMIN}` });
  await adasRoles.getByLabel("admin").uncheck();
  await adasRoles.getByLabel("lesen").check();
  await ada.getByRole("button", { name: "Rollen ändern" }).click();
  await expect(ada.getByRole("alert")).toHaveText(
    "Das Team braucht mindestens eine Person mit der Rolle admin.",
  );
  await expect(adminPage.getByRole("alert")).toHaveCount(1);
  await expect(adminPage.getByRole("status")).toHaveCount(0);
});

/**
 * What of the role checkboxes a member cannot read or reach: past the window's edge, or a
 * target smaller than 24 px (WCAG 2.2, 2.5.8).
 */
function cutOffControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const wrap of document.querySelectorAll(".area-table-wrap"))
      if (wrap.scrollWidth > wrap.clientWidth) problems.push("table scrolls sideways");
    for (const option of document.querySelectorAll<HTMLElement>(".area-main fieldset label")) {
      const box = option.getBoundingClientRect();
      const name = `${option.closest("fieldset")?.id}: ${option.textContent}`;
      if (box.right > window.innerWidth) problems.push(`${name} past the edge`);
      if (box.height < 24 || box.width < 24) problems.push(`${name} too small`);
    }
    return problems;
  });
}

test("the members page shows its role checkboxes whole, on a phone and on a desktop", async () => {
  try {
    for (const width of [375, 1280]) {
      await adminPage.setViewportSize({ width, height: 800 });
      await gotoHydrated(adminPage, "/intern/mitglieder");
      expect(await cutOffControls(adminPage), `${width}px`).toEqual([]);
    }
    // Removing takes two steps: the summary opens the question, which fits the phone too.
    await adminPage.setViewportSize({ width: 375, height: 800 });
    const leo = adminPage.getByRole("row", { name: /leo@e-gnition\.example/ });
    const confirm = leo.getByRole("button", { name: "Endgültig entfernen: leo@e-gnition.example" });
    await expect(confirm).toBeHidden();
    await leo.getByText("Entfernen: leo@e-gnition.example …").click();
    await expect(
      leo.getByText(/Leo Lesen \(leo@e-gnition\.example\) wirklich entfernen\?/),
    ).toBeVisible();
    await expect(confirm).toBeInViewport();
    const box = await confirm.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expect(adminPage.getByRole("row", { name: new RegExp(ADMIN) })).not.toContainText(
      "Entfernen:",
    );
  } finally {
    await adminPage.setViewportSize({ width: 1280, height: 720 });
  }
});

test("every page of the area passes axe", async ({ browser }) => {
  test.setTimeout(180_000);
  await adminPage.goto("/intern/eingaenge");
  await adminPage
    .getByRole("row", { name: /Konstanze/ })
    .getByRole("link")
    .click();
  const entry = new URL(adminPage.url()).pathname;
  for (const path of [
    "/intern",
    "/intern/konto",
    "/intern/eingaenge",
    entry,
    `${entry}?loeschen`,
    "/intern/loeschen?email=x%40example.org",
    "/intern/abonnenten",
    "/intern/newsletter",
    "/intern/kasse",
    "/intern/kasse/einstellungen",
    "/intern/kasse/bestaetigungen",
    "/intern/postausgang",
    "/intern/mitglieder",
    "/intern/protokoll",
  ]) {
    await gotoHydrated(adminPage, path);
    expect(await violations(adminPage), path).toEqual([]);
  }
  const visitor = await browser.newContext({ baseURL: server.origin });
  const page = await visitor.newPage();
  for (const path of ["/intern/anmelden", "/intern/einladung?token=x", "/intern/anmelden/link"]) {
    await gotoHydrated(page, path);
    expect(await violations(page), path).toEqual([]);
  }
  await visitor.close();
});
