import { expect, test, turnToForm, type Page } from "./support/test";

/** A token of the right shape that the database does not know (e-mails are not readable here). */
const UNKNOWN_TOKEN = "abcdefghijklmnopqrstuvwxyz012345";
let counter = 0;
const address = () => `leser-${Date.now()}-${counter++}@example.org`;

async function fillSignUp(page: Page, email: string) {
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill(email);
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Lea Leser");
}

test.describe("built-in newsletter with JavaScript", () => {
  test("the footer leads to the sign-up, which asks to check the mailbox", async ({ page }) => {
    await page.goto("/garage");
    await page.locator('footer a[href="/news"]').first().click();
    await expect(page).toHaveURL(/\/news$/);
    // A link loads the next page as a document (ADR 0120); React runs once the visitor turns to
    // the form (ADR 0155).
    await turnToForm(page);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const email = address();
    await fillSignUp(page, email);
    // The script posts to the page's route action, as its route data (ADR 0193).
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Anmelden" }).click(),
    ]);
    expect(new URL(response.url()).pathname).toBe("/news.data");
    expect(response.status()).toBe(201);
    const dialog = page.getByRole("dialog", { name: "Fast geschafft!" });
    await expect(dialog).toContainText(email);
    await expect(dialog).toContainText("Postfach");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue("");
  });

  test("checks the address before sending", async ({ page }) => {
    await page.goto("/news");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("kein-at");
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAccessibleDescription(
      /gültige E-Mail-Adresse/,
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

test.describe("built-in newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a sign-up lands on the page that asks to check the mailbox", async ({ page }) => {
    await page.goto("/news");
    await fillSignUp(page, address());
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/news\/danke$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fast geschafft!");
    await expect(page.locator("main")).toContainText("Postfach");
  });

  test("a refused sign-up comes back with its values and the error in view", async ({ page }) => {
    await page.goto("/news");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("lea@localhost");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Lea Leser");
    // The form posts to its own page, whose action renders it back with the values.
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Anmelden" }).click(),
    ]);
    expect(response.status()).toBe(400);
    expect(new URL(response.url()).pathname).toBe("/news");
    const summary = page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary).toBeFocused();
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue(
      "lea@localhost",
    );
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Lea Leser");
  });

  test("the confirm link shows a button; a used or expired link says so", async ({ page }) => {
    const opened = await page.goto(`/newsletter/bestaetigen?token=${UNKNOWN_TOKEN}`);
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Newsletter-Anmeldung bestätigen",
    );
    // The page posts to itself; its action answers with the outcome and the page's status.
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Anmeldung bestätigen" }).click(),
    ]);
    expect(response.status()).toBe(410);
    expect(new URL(response.url()).pathname).toBe("/newsletter/bestaetigen");
    await expect(page).toHaveURL(/\/newsletter\/bestaetigen$/);
    await expect(page.locator("main").getByRole("status")).toContainText(
      "abgelaufen oder wurde schon benutzt",
    );
  });

  test("the unsubscribe link unsubscribes with one click", async ({ page }) => {
    const opened = await page.goto(`/newsletter/abmelden?token=${UNKNOWN_TOKEN}`);
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    await page.getByRole("button", { name: "Vom Newsletter abmelden" }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(
      "Sie sind vom Newsletter abgemeldet",
    );
  });

  test("the unsubscribe page without its token offers the link by e-mail", async ({ page }) => {
    await page.goto("/newsletter/abmelden");
    await expect(page.locator("main").getByRole("status")).toContainText("unvollständig");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("lea@example.org");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Link zum Abmelden anfordern" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/newsletter\/abmelden$/);
    await expect(page.locator("main").getByRole("status")).toContainText(
      "schicken wir ihr eine E-Mail mit dem Link zum Abmelden",
    );
  });

  test("the unsubscribe page asks again for an address that is not one", async ({ page }) => {
    await page.goto("/newsletter/abmelden");
    await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("lea@localhost");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Link zum Abmelden anfordern" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveAccessibleDescription(
      /gültige E-Mail-Adresse/,
    );
    // What was typed is there to correct, not to type again.
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toHaveValue(
      "lea@localhost",
    );
  });

  test("a link without its token says it is incomplete", async ({ page }) => {
    await page.goto("/newsletter/bestaetigen");
    await expect(page.locator("main").getByRole("status")).toContainText("unvollständig");
    await expect(page.getByRole("button", { name: "Anmeldung bestätigen" })).toHaveCount(0);
  });
});

test.describe("built-in newsletter pages with JavaScript", () => {
  test("the confirm button works after hydration too", async ({ page }) => {
    await page.goto(`/newsletter/bestaetigen?token=${UNKNOWN_TOKEN}`);
    await page.getByRole("button", { name: "Anmeldung bestätigen" }).click();
    await expect(page.locator("main").getByRole("status")).toContainText(
      "abgelaufen oder wurde schon benutzt",
    );
  });
});
