import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type Request, type Response } from "./support/test";
import { routeDataAnswer } from "./support/route-data";
import { readFileSync } from "node:fs";
import { donationPath } from "../../app/lib/paths";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as { productName: string };
/** `/missionegnition` for "e-gnition" (derived from the configured team name). */
const DONATION = donationPath(site.productName);
const CONTACT = "/contact";
/** The donation page's route data, where its form's script posts (ADR 0187). */
const DONATION_DATA = `${DONATION}.data`;
/** The fields a form's script sent to its route action. */
const sentFields = (request: Request) =>
  Object.fromEntries(new URLSearchParams(request.postData() ?? ""));

const DONATION_ERROR =
  "Beim Senden Ihrer Spende ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";
const CONTACT_ERROR =
  "Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";

/** Waits until React has hydrated the form (it then turns off the browser's own validation). */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
}

async function fillDonation(page: Page, values: { amount?: string; receipt?: boolean } = {}) {
  await page
    .getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true })
    .fill(values.amount ?? "50");
  await page.getByRole("textbox", { name: "Vorname", exact: true }).fill("Max");
  await page.getByRole("textbox", { name: "Nachname", exact: true }).fill("Mustermann");
  if (values.receipt) {
    await page
      .getByRole("radio", {
        name: "I need a donation receipt to the following address:",
        exact: true,
      })
      .check();
    await page
      .getByRole("textbox", { name: "Straße und Hausnummer", exact: true })
      .fill("Musterstraße 1");
    await page.getByRole("textbox", { name: "Postleitzahl", exact: true }).fill("20095");
    await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Hamburg");
  }
  await page
    .getByRole("textbox", { name: "Anmerkung", exact: true })
    .fill("Viel Erfolg in der Saison!");
}

async function fillContact(page: Page) {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Erika Musterfrau");
  await page
    .getByRole("textbox", { name: "E-Mail-Adresse", exact: true })
    .fill("erika@example.org");
  await page.getByRole("textbox", { name: "Telefonnummer", exact: true }).fill("+49 40 123456");
  await page.getByRole("textbox", { name: "Betreff", exact: true }).fill("Sponsoring");
  await page
    .getByRole("textbox", { name: "Nachricht", exact: true })
    .fill("Wir würden das Team gern unterstützen.");
}

test.describe("donation form", () => {
  test("shows the spec's fields in order with their initial values", async ({ page }) => {
    await openForm(page, DONATION);
    const names = await page
      .locator("form :is(input, textarea):not([type=hidden]):not([name=website])")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("name")));
    expect(names).toEqual([
      "amount",
      "firstName",
      "lastName",
      "certificate",
      "certificate",
      "address",
      "postalCode",
      "city",
      "email",
      "note",
    ]);
    await expect(
      page.getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true }),
    ).toHaveValue("0");
    await expect(
      page.getByRole("radio", { name: "I do not need a donation receipt", exact: true }),
    ).toBeChecked();
    await expect(page.getByRole("group", { name: "Spendenquittung" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unterstützer werden" })).toBeVisible();
    const width = await page.locator("form").evaluate((form) => getComputedStyle(form).maxWidth);
    expect(width).toBe("400px");
  });

  test("submits a pledge, shows the thanks with the transfer details and resets", async ({
    page,
  }) => {
    await openForm(page, DONATION);
    await fillDonation(page, { receipt: true });
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(DONATION_DATA) && r.method() === "POST"),
      page.waitForResponse((r) => r.url().endsWith(DONATION_DATA)),
      page.getByRole("button", { name: "Unterstützer werden" }).click(),
    ]);
    // The page's own route action, as a form's text: trusted by its Origin, no CSRF token.
    expect(response.status()).toBe(201);
    expect(request.headers()["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(sentFields(request)).toMatchObject({
      amount: "50",
      firstName: "Max",
      lastName: "Mustermann",
      certificate: "true",
      address: "Musterstraße 1",
      postalCode: "20095",
      city: "Hamburg",
      email: "",
      note: "Viel Erfolg in der Saison!",
      website: "",
      startedAt: expect.stringMatching(/^\d+$/),
      _idempotency: expect.stringMatching(/^[\w-]{16,100}$/),
    });

    const dialog = page.getByRole("dialog", { name: "Vielen Dank für Ihre Unterstützung!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/EGN-[0-9A-Z]{4} Spende/);
    await expect(dialog.getByRole("img", { name: /^GiroCode/ })).toBeVisible();
    await expect(dialog).toContainText("50,00 €");
    await expect(dialog).toContainText("DE00 0000 0000 0000 0000 00");
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();

    await expect(
      page.getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true }),
    ).toHaveValue("0");
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toHaveValue("");
    await expect(
      page.getByRole("radio", { name: "I do not need a donation receipt", exact: true }),
    ).toBeChecked();
    await expect(
      page.getByRole("textbox", { name: "Straße und Hausnummer", exact: true }),
    ).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Anmerkung", exact: true })).toHaveValue("");
  });

  test("without a receipt, an address typed in is neither sent nor shown", async ({ page }) => {
    await openForm(page, DONATION);
    await fillDonation(page, { receipt: true });
    await page
      .getByRole("radio", { name: "I do not need a donation receipt", exact: true })
      .check();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(DONATION_DATA) && r.method() === "POST"),
      page.getByRole("button", { name: "Unterstützer werden" }).click(),
    ]);
    expect(sentFields(request)).toMatchObject({
      certificate: "false",
      address: "",
      postalCode: "",
      city: "",
    });
    const dialog = page.getByRole("dialog", { name: "Vielen Dank für Ihre Unterstützung!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/EGN-[0-9A-Z]{4} Spende/);
    await expect(dialog.getByRole("img", { name: /^GiroCode/ })).toBeVisible();
    await expect(dialog).not.toContainText(/Musterstraße|20095|angegebene Adresse/);
  });

  test("keeps the values and shows the spec's error dialog when the API fails", async ({
    page,
  }) => {
    await page.route(`**${DONATION_DATA}`, (route) => route.fulfill({ status: 500 }));
    await openForm(page, DONATION);
    await fillDonation(page);
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(DONATION_ERROR);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(
      page.getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true }),
    ).toHaveValue("50");
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toHaveValue("Max");
    await expect(page.getByRole("textbox", { name: "Anmerkung", exact: true })).toHaveValue(
      "Viel Erfolg in der Saison!",
    );
  });

  test("says so when there are too many requests, with the limit's window", async ({ page }) => {
    // What is left of the window (Retry-After) varies; the visitor is told the window itself,
    // as a form posted without JavaScript is.
    await page.route(`**${DONATION_DATA}`, (route) =>
      route.fulfill({
        ...routeDataAnswer(429, {
          form: "donation",
          values: {},
          errors: {},
          failure: "rate",
          waitSeconds: 600,
        }),
        headers: { "X-Remix-Response": "yes", "Retry-After": "30" },
      }),
    );
    await openForm(page, DONATION);
    await fillDonation(page);
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toContainText(
      "Zu viele Anfragen. Bitte warten Sie etwa 10 Minuten und versuchen Sie es dann erneut.",
    );
    await page.keyboard.press("Escape");
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toHaveValue("Max");
  });

  test("shows the server's field errors from a 400 answer", async ({ page }) => {
    await page.route(`**${DONATION_DATA}`, (route) =>
      route.fulfill(
        routeDataAnswer(400, {
          form: "donation",
          values: {},
          errors: { lastName: "Der Nachname ist zu lang." },
        }),
      ),
    );
    await openForm(page, DONATION);
    await fillDonation(page);
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    const lastName = page.getByRole("textbox", { name: "Nachname", exact: true });
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(lastName).toHaveAccessibleDescription("Der Nachname ist zu lang.");
    await expect(lastName).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("reuses the idempotency key when retrying after a network error", async ({ page }) => {
    const keys: string[] = [];
    let calls = 0;
    await page.route(`**${DONATION_DATA}`, async (route) => {
      keys.push(sentFields(route.request())._idempotency ?? "");
      calls += 1;
      if (calls === 1) return route.abort("connectionreset");
      return route.continue();
    });
    await openForm(page, DONATION);
    await fillDonation(page);
    const submit = page.getByRole("button", { name: "Unterstützer werden" });
    await submit.click();
    await expect(page.getByRole("dialog", { name: "Fehler" })).toContainText(DONATION_ERROR);
    await page.getByRole("button", { name: "OK" }).click();
    await submit.click();
    await expect(
      page.getByRole("dialog", { name: "Vielen Dank für Ihre Unterstützung!" }),
    ).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    await page.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // A new pledge gets a new key.
    await fillDonation(page, { amount: "30" });
    await submit.click();
    await expect(
      page.getByRole("dialog", { name: "Vielen Dank für Ihre Unterstützung!" }),
    ).toBeVisible();
    expect(keys).toHaveLength(3);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("validates with the keyboard only and focuses the first invalid field", async ({ page }) => {
    await openForm(page, DONATION);
    const amount = page.getByRole("textbox", {
      name: "Wie viel möchten Sie spenden? (in Euro)",
      exact: true,
    });
    // Tab from the top of the page to the amount field.
    for (
      let i = 0;
      i < 80 && !(await amount.evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(amount).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute("aria-invalid", "true");
    await expect(amount).toHaveAccessibleDescription(
      /Bitte geben Sie einen Betrag größer als 0 € ein\./,
    );
    await expect(
      page.getByRole("textbox", { name: "Vorname", exact: true }),
    ).toHaveAccessibleDescription("Bitte geben Sie Ihren Vornamen ein.");
    const summary = page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary.getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("status")).toContainText("3 Eingaben");

    await page.keyboard.type("25");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toBeFocused();
    await page.keyboard.type("Max");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Mustermann");
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("radio", { name: "I do not need a donation receipt", exact: true }),
    ).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(
      page.getByRole("radio", {
        name: "I need a donation receipt to the following address:",
        exact: true,
      }),
    ).toBeChecked();
    await page.keyboard.press("Tab");
    const address = page.getByRole("textbox", { name: "Straße und Hausnummer", exact: true });
    await expect(address).toBeFocused();
    await expect(address).toHaveAttribute("required", "");
    await page.keyboard.press("Enter");

    await expect(address).toBeFocused();
    await expect(address).toHaveAccessibleDescription(
      "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
    );
    await expect(
      page.getByRole("textbox", { name: "Postleitzahl", exact: true }),
    ).toHaveAccessibleDescription(
      "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
    );
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).not.toHaveAttribute(
      "aria-invalid",
    );

    await page.keyboard.type("Musterstraße 1");
    await page.keyboard.press("Tab");
    await page.keyboard.type("20095");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Hamburg");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(DONATION_DATA)),
      page.keyboard.press("Enter"),
    ]);
    expect(response.status()).toBe(201);
    const dialog = page.getByRole("dialog", { name: "Vielen Dank für Ihre Unterstützung!" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
  });

  test("reads 1.000 as a thousand euros and refuses amounts it would have to guess", async ({
    page,
  }) => {
    await openForm(page, DONATION);
    await fillDonation(page);
    const amount = page.getByRole("textbox", {
      name: "Wie viel möchten Sie spenden? (in Euro)",
      exact: true,
    });
    const submit = page.getByRole("button", { name: "Unterstützer werden" });
    for (const [text, message] of [
      ["1.00", /Bitte schreiben Sie Cent mit Komma \(z\. B\. 12,50\)/],
      ["1,000.50", /Bitte schreiben Sie Cent mit Komma/],
      ["1,000", /Drei Ziffern nach dem Komma sind nicht eindeutig/],
      ["0,001", /Der Betrag ergibt gerundet 0,00 €/],
      ["1e-9", /Bitte geben Sie den Betrag als Zahl ein/],
    ] as const) {
      await amount.fill(text);
      await submit.click();
      await expect(amount, text).toHaveAttribute("aria-invalid", "true");
      await expect(amount, text).toHaveAccessibleDescription(message);
      await expect(amount, text).toBeFocused();
    }
    await amount.fill("1.000");
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(DONATION_DATA) && r.method() === "POST"),
      submit.click(),
    ]);
    // The text as typed: the action reads it the German way, as the schema in the browser did.
    expect(sentFields(request)).toMatchObject({ amount: "1.000" });
    const dialog = page.getByRole("dialog", { name: "Vielen Dank für Ihre Unterstützung!" });
    await expect(dialog).toContainText("1.000,00 €");
  });

  test("shows a refused post's errors as the action rendered them, and clears one as it is fixed", async ({
    page,
  }) => {
    await openForm(page, DONATION);
    await fillDonation(page, { amount: "" });
    await page.getByRole("textbox", { name: "Nachname", exact: true }).fill("");
    // Sent as a browser sends it without the form's script: the route action renders the page.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page
        .locator("form[novalidate]")
        .evaluate((form) => HTMLFormElement.prototype.submit.call(form)),
    ]);
    const summary = page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole("listitem")).toHaveCount(2);
    const lastName = page.getByRole("textbox", { name: "Nachname", exact: true });
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toHaveValue("Max");
    // The schema loads on first input; fixing a field then clears its error as the visitor types.
    await lastName.fill("Mustermann");
    await expect(lastName).not.toHaveAttribute("aria-invalid");
  });
});

test.describe("contact form", () => {
  test("sends a message, thanks and resets", async ({ page }) => {
    await openForm(page, CONTACT);
    await expect(page.getByRole("textbox", { name: "Telefonnummer", exact: true })).toHaveAttribute(
      "type",
      "tel",
    );
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveAttribute(
      "name",
      "name",
    );
    await fillContact(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/contact.data")),
      page.getByRole("button", { name: "Absenden" }).click(),
    ]);
    // The page's own route action, as React Router's single fetch: the form's text, a key.
    expect(response.status()).toBe(201);
    const sent = Object.fromEntries(new URLSearchParams(response.request().postData() ?? ""));
    expect(sent._idempotency).toMatch(/^[\w-]{16,}$/);
    expect(sent).toMatchObject({
      name: "Erika Musterfrau",
      email: "erika@example.org",
      phone: "+49 40 123456",
      subject: "Sponsoring",
      message: "Wir würden das Team gern unterstützen.",
    });
    const dialog = page.getByRole("dialog", { name: "Vielen Dank für Ihre Nachricht!" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("erika@example.org");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    for (const label of ["E-Mail-Adresse", "Telefonnummer", "Betreff", "Nachricht"]) {
      await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveValue("");
    }
  });

  test("shows the spec's error dialog, logs the error and keeps the values", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/contact.data", (route) => route.fulfill({ status: 500 }));
    await openForm(page, CONTACT);
    await fillContact(page);
    await page.getByRole("button", { name: "Absenden" }).click();
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toContainText(CONTACT_ERROR);
    expect(
      errors.some((text) => text.includes("SubmitError") && text.includes("/contact.data")),
    ).toBe(true);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByRole("textbox", { name: "Nachricht", exact: true })).toHaveValue(
      "Wir würden das Team gern unterstützen.",
    );
  });

  test("checks the e-mail address and the required fields", async ({ page }) => {
    await openForm(page, CONTACT);
    await page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill("erika@");
    await page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).blur();
    await expect(
      page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }),
    ).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
    await expect(
      page.getByRole("textbox", { name: "Nachricht", exact: true }),
    ).toHaveAccessibleDescription("Bitte geben Sie Ihre Nachricht ein.");
    await page
      .getByRole("textbox", { name: "E-Mail-Adresse", exact: true })
      .fill("erika@example.org");
    await expect(
      page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }),
    ).not.toHaveAttribute("aria-invalid");
  });
});

test.describe("schema loading", () => {
  /** zod's own internals: present in the schema's code and nowhere else. */
  const ZOD_MARKER = "_zod";

  async function scriptsWithSchema(page: Page, action: () => Promise<void>) {
    const bodies: Promise<string>[] = [];
    const listener = (response: Response) => {
      if (response.request().resourceType() === "script") bodies.push(response.text());
    };
    page.on("response", listener);
    await action();
    page.off("response", listener);
    return (await Promise.all(bodies)).filter((body) => body.includes(ZOD_MARKER)).length;
  }

  for (const path of [DONATION, CONTACT]) {
    test(`${path} loads the schema only when the visitor starts on the form`, async ({ page }) => {
      expect(await scriptsWithSchema(page, () => openForm(page, path))).toBe(0);
      const loaded = await scriptsWithSchema(page, async () => {
        // "networkidle" has fired already with the page load: wait for the schema itself.
        const schema = page.waitForResponse(
          async (response) =>
            response.request().resourceType() === "script" &&
            (await response.text()).includes(ZOD_MARKER),
        );
        await page.locator("form input[type=text], form input[type=email]").first().focus();
        await schema;
      });
      expect(loaded).toBeGreaterThan(0);
    });
  }

  test("a schema that cannot load gives the spec's error, and a retry works", async ({ page }) => {
    await openForm(page, CONTACT);
    await page.route("**/assets/*.js", (route) => route.abort("internetdisconnected"));
    await fillContact(page);
    await page.getByRole("button", { name: "Absenden" }).click();
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toContainText(CONTACT_ERROR);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(dialog).toBeHidden();

    await page.unroute("**/assets/*.js");
    await page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }).fill("erika@");
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true })).toBeFocused();
    await expect(
      page.getByRole("textbox", { name: "E-Mail-Adresse", exact: true }),
    ).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });
});

test.describe("info dialog", () => {
  async function openErrorDialog(page: Page) {
    await page.route("**/contact.data", (route) => route.fulfill({ status: 503 }));
    await openForm(page, CONTACT);
    await fillContact(page);
    const submit = page.getByRole("button", { name: "Absenden" });
    await submit.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toBeVisible();
    return { dialog, submit };
  }

  test("closes by OK and returns focus", async ({ page }) => {
    const { dialog, submit } = await openErrorDialog(page);
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
  });

  test("closes by Escape and returns focus", async ({ page }) => {
    const { dialog, submit } = await openErrorDialog(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
  });

  test("closes by a click on the backdrop, not on the panel", async ({ page }) => {
    const { dialog, submit } = await openErrorDialog(page);
    await dialog.getByText(CONTACT_ERROR).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(submit).toBeFocused();
  });

  test("fits the spec's sizes", async ({ page }) => {
    const { dialog } = await openErrorDialog(page);
    // Measured after the 150 ms enter animation (it scales the dialog).
    const width = async () => (await dialog.boundingBox())?.width ?? 0;
    await expect.poll(width).toBe(560);
    await page.setViewportSize({ width: 300, height: 600 });
    await expect.poll(width).toBe(280);
    // In between it keeps 1rem from each edge of the viewport.
    await page.setViewportSize({ width: 400, height: 600 });
    await expect.poll(width).toBeLessThanOrEqual(400 - 32);
    await expect.poll(width).toBeGreaterThan(340);
  });
});

test.describe("without JavaScript", () => {
  // Unless the visitor asks for less motion, the browser cross-fades from one document to the
  // next, and a click during the fade lands on the transition, not on the button (for a visitor
  // too): a second post right after the first would be lost in it.
  const WITHOUT_SCRIPTS = { javaScriptEnabled: false, reducedMotion: "reduce" } as const;

  test("a donation pledge lands on the thank-you page", async ({ browser }) => {
    const context = await browser.newContext(WITHOUT_SCRIPTS);
    const page = await context.newPage();
    await page.goto(DONATION);
    // The page is the same for every visitor: nothing hidden is filled in for this one.
    await expect(page.locator('input[type="hidden"]')).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
    await fillDonation(page, { amount: "25,50" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Unterstützer werden" }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(
      new RegExp(`${DONATION}/danke\\?referenz=EGN-[0-9A-Z]{4}&betrag=25\\.50$`),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Vielen Dank für Ihre Spendenzusage!",
    );
    await expect(page.getByText(/^EGN-[0-9A-Z]{4} Spende$/)).toBeVisible();
    await expect(page.getByRole("img", { name: /^GiroCode/ })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${DONATION}$`),
    );
    await context.close();
  });

  test("a contact message lands on the thank-you page", async ({ browser }) => {
    const context = await browser.newContext(WITHOUT_SCRIPTS);
    const page = await context.newPage();
    await page.goto(CONTACT);
    await fillContact(page);
    await page.getByRole("button", { name: "Absenden" }).click();
    await expect(page).toHaveURL(/\/contact\/danke$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Vielen Dank für Ihre Nachricht!",
    );
    await context.close();
  });

  test("a refused pledge comes back with every value, the receipt choice kept and the errors in view", async ({
    browser,
  }) => {
    const context = await browser.newContext(WITHOUT_SCRIPTS);
    const page = await context.newPage();
    await page.goto(DONATION);
    await fillDonation(page, { amount: "1.000" });
    const receipt = page.getByRole("radio", {
      name: "I need a donation receipt to the following address:",
      exact: true,
    });
    await receipt.check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Unterstützer werden" }).click(),
    ]);
    expect(response.status()).toBe(400);
    expect(response.headers()["cache-control"]).toBe("no-store");
    // Rendered at the form's own address: reloading it or going back finds the page.
    expect(new URL(page.url()).pathname).toBe(DONATION);

    const summary = page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary.getByRole("link")).toHaveText([
      /Straße und Hausnummer/,
      /Postleitzahl/,
      /Ort/,
    ]);
    const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
    await expect(textbox("Wie viel möchten Sie spenden? (in Euro)")).toHaveValue("1.000");
    await expect(textbox("Vorname")).toHaveValue("Max");
    await expect(textbox("Nachname")).toHaveValue("Mustermann");
    await expect(textbox("Anmerkung")).toHaveValue("Viel Erfolg in der Saison!");
    await expect(receipt).toBeChecked();
    for (const name of ["Straße und Hausnummer", "Postleitzahl", "Ort"]) {
      await expect(textbox(name)).toHaveAttribute("aria-invalid", "true");
      await expect(textbox(name)).toHaveAccessibleDescription(/für die Spendenquittung/);
    }

    await textbox("Straße und Hausnummer").fill("Musterstraße 1");
    await textbox("Postleitzahl").fill("20095");
    await textbox("Ort").fill("Hamburg");
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    await expect(page).toHaveURL(new RegExp(`${DONATION}/danke\\?referenz=`));
    await context.close();
  });

  test("a refused contact message comes back with every value and the error next to the field", async ({
    browser,
  }) => {
    const context = await browser.newContext(WITHOUT_SCRIPTS);
    const page = await context.newPage();
    await page.goto(CONTACT);
    await fillContact(page);
    const message = "Wir würden das Team gern unterstützen. ".repeat(8).slice(0, 280);
    expect(message).toHaveLength(280);
    const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
    await textbox("Telefonnummer").fill("040 123 abc");
    await textbox("Nachricht").fill(message);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Absenden" }).click(),
    ]);
    expect(response.status()).toBe(400);

    const summary = page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await expect(summary).toContainText("gültige Telefonnummer");
    await expect(textbox("Name")).toHaveValue("Erika Musterfrau");
    await expect(textbox("E-Mail-Adresse")).toHaveValue("erika@example.org");
    await expect(textbox("Betreff")).toHaveValue("Sponsoring");
    await expect(textbox("Nachricht")).toHaveValue(message);
    await expect(textbox("Telefonnummer")).toHaveValue("040 123 abc");
    await expect(textbox("Telefonnummer")).toHaveAttribute("aria-invalid", "true");
    await expect(textbox("Telefonnummer")).toHaveAccessibleDescription(/gültige Telefonnummer/);
    await context.close();
  });

  test("an ambiguous amount comes back instead of being guessed, 1.000 goes through", async ({
    browser,
  }) => {
    const context = await browser.newContext(WITHOUT_SCRIPTS);
    const page = await context.newPage();
    await page.goto(DONATION);
    await fillDonation(page, { amount: "1.00" });
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    await expect(page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" })).toContainText(
      "Ein Punkt steht nur zwischen Tausendern",
    );
    const amount = page.getByRole("textbox", {
      name: "Wie viel möchten Sie spenden? (in Euro)",
      exact: true,
    });
    await expect(amount).toHaveValue("1.00");
    await amount.fill("1.000");
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    await expect(page).toHaveURL(/\/danke\?referenz=/);
    await context.close();
  });
});

test.describe("accessibility", () => {
  for (const path of [DONATION, CONTACT, `${DONATION}/danke`, "/contact/danke"]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }

  test("axe finds nothing with errors shown and with the dialog open", async ({ page }) => {
    await openForm(page, DONATION);
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    await expect(page.getByRole("group", { name: "Bitte prüfen Sie Ihre Eingaben" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await fillDonation(page);
    await page.getByRole("button", { name: "Unterstützer werden" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.waitForTimeout(200);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
