import { readContentJson } from "./support/content-files";
import { expect, test, type Page } from "./support/test";
import { expectFirstImageFirst, servedFrom } from "./support/images";
import { NEWSLETTER_FORM_URL, serveNewsPageWithForm } from "./support/newsletter-form";

interface SiteFile {
  associationName: string;
  emails: { general: string; privacy: string };
  postalAddress: { name: string; lines: string[] };
  register: { court: string; number: string };
  vatId: string;
  boardChairs: string[];
  bank: { holder: string; iban: string; bic: string; bankName: string };
  links: { supervisoryAuthorities: string; newsletterForm: string };
  logos: { dataProtection: { src: string } };
}

const site = readContentJson<SiteFile>("content/site.json");

async function expectPageEnd(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Our main supporters" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Find us" })).toBeVisible();
}

/** Every request the page makes to an origin other than this site. */
function collectForeignRequests(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin) foreign.push(url);
  });
  return foreign;
}

test.describe("newsletter", () => {
  test("shows subtitle and intro, and makes no request to another origin", async ({
    page,
    baseURL,
  }) => {
    const foreign = collectForeignRequests(page, baseURL!);
    await page.goto("/news");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "#1000Strom direkt ins Postfach - Newsletter" }),
    ).toBeVisible();
    await expect(page.locator("main")).toContainText("Saison");
    await expect(page.locator("main iframe")).toHaveCount(0);
    expect(foreign).toEqual([]);
    await expectPageEnd(page);
  });

  test("loads the first post's photo first, the others lazily", async ({ page }) => {
    await page.goto("/news");
    const photos = page.locator("main ul img");
    await expectFirstImageFirst(photos);
    const first = await photos.first().getAttribute("src");
    await expect(page.locator(`link[rel="preload"][as="image"][href="${first}"]`)).toHaveCount(1);
  });

  test("without a configured provider it offers the built-in sign-up", async ({ page }) => {
    test.skip(site.links.newsletterForm !== "", "a newsletter form is configured");
    await page.goto("/news");
    await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Anmelden" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Anmeldeformular laden" })).toHaveCount(0);
    // No consent frame, so no consent script (React runs the form).
    await expect(page.locator('script[src*="/assets/consent-"]')).toHaveCount(0);
  });

  test("a configured form loads only after the visitor agrees, by the consent script without React", async ({
    page,
    baseURL,
  }) => {
    await serveNewsPageWithForm(page);
    const foreign = collectForeignRequests(page, baseURL!);
    await page.goto("/news");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrates");

    const button = page.getByRole("button", { name: "Anmeldeformular laden" });
    await expect(button).toBeVisible();
    await expect(page.locator("main")).toContainText("externer Newsletter-Dienst");
    await expect(page.locator("main iframe")).toHaveCount(0);
    expect(foreign).toEqual([]);

    await page.getByLabel("Für diesen Besuch merken").check();
    await button.click();
    const frame = page.locator("main iframe");
    await expect(frame).toHaveAttribute("src", NEWSLETTER_FORM_URL);
    await expect(frame).toHaveAttribute("title", /Newsletter/);
    await expect(frame).toBeFocused();
    await expect.poll(() => foreign.some((url) => url.startsWith(NEWSLETTER_FORM_URL))).toBe(true);

    // Remembered for this visit: the next load shows the form at once; removing it forgets.
    await page.reload();
    await expect(page.locator("main iframe")).toHaveAttribute("src", NEWSLETTER_FORM_URL);
    await page.getByRole("button", { name: "Externen Inhalt wieder ausblenden" }).click();
    await expect(page.locator("main iframe")).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.reload();
    await expect(page.locator("main iframe")).toHaveCount(0);
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a configured form is offered as a link instead of the consent button", async ({ page }) => {
    await serveNewsPageWithForm(page);
    await page.goto("/news");
    await expect(page.locator("main")).toContainText("externer Newsletter-Dienst");
    // The button and the remember box need JavaScript: the stylesheet hides them.
    await expect(page.getByRole("button", { name: "Anmeldeformular laden" })).toBeHidden();
    await expect(page.getByText("Für diesen Besuch merken")).toBeHidden();
    const link = page.getByRole("link", { name: /Anmeldeformular beim Newsletter-Dienst öffnen/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", NEWSLETTER_FORM_URL);
    await expect(page.locator("main iframe")).toHaveCount(0);
  });
});

test.describe("imprint", () => {
  test("names every required item under today's law", async ({ page }) => {
    await page.goto("/imprint");
    await expect(page.getByRole("heading", { level: 1, name: "Impressum" })).toBeVisible();
    const main = page.locator("main");
    await expect(page.getByRole("heading", { name: "Angaben gemäß § 5 DDG" })).toBeVisible();
    const text = (await main.innerText()) + (await page.title());
    expect(text).not.toContain("TMG");

    const address = main.locator("address").first();
    await expect(address).toContainText(site.postalAddress.name);
    for (const line of site.postalAddress.lines) await expect(address).toContainText(line);
    for (const fact of [
      site.register.court,
      site.register.number,
      ...site.boardChairs,
      site.bank.holder,
      site.bank.iban,
      site.bank.bic,
      site.bank.bankName,
      site.vatId,
      "§ 18 Abs. 2 MStV",
      "§ 36",
      "VSBG",
    ]) {
      await expect(main, fact).toContainText(fact);
    }
    expect(site.register.court).toBe("Amtsgericht Hamburg");
    await expect(main.locator(`a[href="mailto:${site.emails.general}"]`)).toHaveCount(1);
    for (const heading of [
      "Verbraucherstreitbeilegung",
      "Haftung für Inhalte",
      "Haftung für Links",
      "Urheberrecht",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expectPageEnd(page);
  });
});

test.describe("data protection", () => {
  test("has the logo header and all sections", async ({ page }) => {
    await page.goto("/dataprotection");
    const logo = page.locator("main img").first();
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("src", servedFrom(site.logos.dataProtection.src));
    await expect(
      page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" }),
    ).toBeVisible();
    for (const heading of [
      "Verantwortliche Stelle",
      "Widerruf Ihrer Einwilligung zur Datenverarbeitung",
      "Beschwerderecht bei der zuständigen Aufsichtsbehörde",
      "Recht auf Datenübertragbarkeit",
      "Recht auf Auskunft, Berichtigung, Sperrung und Löschung",
      "SSL- bzw. TLS-Verschlüsselung",
      "Server-Logdateien",
      "Sicherheits-Cookie",
      "Kontaktformular",
      "Spendenformular",
      "Newsletter",
    ]) {
      await expect(
        page.getByRole("heading", { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    const main = page.locator("main");
    await expect(main.locator("address").first()).toContainText(site.associationName);
    await expect(main.locator("address").first()).toContainText("Hamburg");

    const authorities = main.locator(`a[href="${site.links.supervisoryAuthorities}"]`);
    await expect(authorities).toHaveAttribute("target", "_blank");
    await expect(authorities).toHaveAttribute("rel", /noopener/);
    expect(await main.locator(`a[href="mailto:${site.emails.privacy}"]`).count()).toBeGreaterThan(
      0,
    );

    for (const fact of [
      "Art. 6 Abs. 1 lit. a DSGVO",
      "Art. 6 Abs. 1 lit. b DSGVO",
      "XSRF-TOKEN",
      "keine Einwilligung",
      "Double-Opt-in",
      "E-Mail-Adresse",
      "eigenen Server",
      "zwölf Monate",
      "zehn Jahre",
      "sieben Tagen",
      "Anmeldeformular laden",
      "keine Tracking-",
      "48 Stunden",
      "bis Sie sich abmelden",
      "Prüfwert (Hash)",
      "jederzeit widerrufen",
    ]) {
      await expect(main, fact).toContainText(fact);
    }
    await expect(main.locator("#newsletter")).toHaveCount(1);
    await expectPageEnd(page);
  });
});
