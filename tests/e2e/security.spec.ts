import { expect, test, type Page, turnToForm } from "./support/test";
import { inlineStyleProblems } from "../../app/content/inline-styles";
import { donationPath } from "../../app/lib/paths";
import { serveNewsPageWithForm } from "./support/newsletter-form";
import { content, ROUTES } from "./support/routes";

const DONATION = donationPath(content.site.productName);
const NEWEST_CAR = `/garage/${content.cars[0]?.name}`;
const NEWEST_TEAM = `/team/${content.teams[0]?.season}`;
const NOT_FOUND = "/gibt-es-nicht";
const DONATION_WITH_QUERY = `${DONATION}?quelle=flyer`;

/**
 * Everything the Content-Security-Policy blocks on the page: the browser's console messages
 * about it (also without JavaScript) and the `securitypolicyviolation` events (recorded from
 * before the first script).
 */
async function watchCsp(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/content[- ]security[- ]policy|refused to/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"}`),
    );
  });
  return async () => [
    ...problems,
    ...((await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations,
    )) ?? []),
  ];
}

/** The page works once loaded: the menu button opens the side navigation, Escape closes it. */
async function expectScriptsRun(page: Page) {
  await page.waitForLoadState("networkidle");
  const menu = page.getByRole("button", { name: "Menü" });
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await menu.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
}

/** Scripts only from the site or by hash, styles only from stylesheets. */
function expectPagePolicy(csp: string) {
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')*;/);
  expect(csp).toContain("style-src 'self';");
  expect(csp).not.toContain("'unsafe-inline'");
}

const PAGES: [string, string, number][] = [
  ["the landing page with its carousel", "/home", 200],
  ["about us with its carousel", "/aboutus", 200],
  ["a page of sections and cards", "/formulastudent", 200],
  ["the garage", "/garage", 200],
  ["a car", NEWEST_CAR, 200],
  ["the supporters", "/supporters", 200],
  ["a team season", NEWEST_TEAM, 200],
  ["the 404 page rendered on request", NOT_FOUND, 404],
  ["a form page", "/contact", 200],
  ["a form page with a query, rendered per request", DONATION_WITH_QUERY, 200],
  ["the newsletter page", "/news", 200],
];

/** Pages that must also show without a violation when JavaScript is off. */
const PAGES_WITHOUT_JAVASCRIPT = ["/home", "/aboutus", NEWEST_TEAM, NOT_FOUND, DONATION_WITH_QUERY];

test.describe("under the Content-Security-Policy", () => {
  for (const [name, path, status] of PAGES) {
    test(`${name} (${path}) runs its scripts without a violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      expectPagePolicy((await response?.headerValue("content-security-policy")) ?? "");
      await expectScriptsRun(page);
      // Forms switch to their own validation once React runs.
      if (path.includes("contact") || path.includes(DONATION))
        await expect(page.locator("form[novalidate]")).toHaveCount(1);
      expect(await violations()).toEqual([]);
    });
  }

  test("a form's field errors and its error dialog stay within the policy", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.route(`**${DONATION}.data`, (route) => route.fulfill({ status: 500 }));
    await page.goto(DONATION);
    await expect(page.locator("form[novalidate]")).toHaveCount(1);
    const submit = page.getByRole("button", { name: "Unterstützer werden" });
    await submit.click();
    const lastName = page.getByRole("textbox", { name: "Nachname", exact: true });
    await expect(lastName).toHaveAttribute("aria-invalid", "true");
    await page
      .getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true })
      .fill("20");
    await page.getByRole("textbox", { name: "Vorname", exact: true }).fill("Max");
    await lastName.fill("Mustermann");
    await submit.click();
    await expect(page.getByRole("dialog", { name: "Fehler" })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("the newsletter consent placeholder and the loaded form stay within the policy", async ({
    page,
  }) => {
    const violations = await watchCsp(page);
    await serveNewsPageWithForm(page);
    await page.goto("/news");
    await expectScriptsRun(page);
    await page.getByRole("button", { name: "Anmeldeformular laden" }).click();
    await expect(page.frameLocator("main iframe").getByText("Formular")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("following a link to the next page stays within the policy", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/home");
    await expectScriptsRun(page);
    await page.locator('footer a[href="/news"]').first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    // Its sign-up form loads React once the visitor turns to it: that must stay within it too.
    await turnToForm(page);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await violations()).toEqual([]);
  });

  test("another site cannot frame the pages", async ({ page, request }) => {
    const response = await request.get("/home");
    expect(response.headers()["x-frame-options"]).toBe("DENY");
    expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    // A page framing ours: the browser refuses to show it.
    await page.route("http://framing.example.test/", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<iframe src="${new URL("/home", response.url()).href}"></iframe>`,
      }),
    );
    await page.goto("http://framing.example.test/");
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    // Chromium shows its error page in place of a frame it refuses.
    await expect.poll(() => framed?.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator("iframe").getByRole("button", { name: "Menü" })).toHaveCount(0);
  });

  test("no page's HTML carries a style attribute or a <style> element", async ({ request }) => {
    for (const path of [...ROUTES, NOT_FOUND, DONATION_WITH_QUERY]) {
      const html = await (await request.get(path)).text();
      expect(inlineStyleProblems(html), path).toEqual([]);
    }
  });
});

test.describe("under the Content-Security-Policy without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES_WITHOUT_JAVASCRIPT) {
    test(`${path} shows without a violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      expectPagePolicy((await response?.headerValue("content-security-policy")) ?? "");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await violations()).toEqual([]);
    });
  }

  test("the newsletter consent placeholder shows without a violation", async ({ page }) => {
    const violations = await watchCsp(page);
    await serveNewsPageWithForm(page);
    await page.goto("/news");
    await expect(page.getByRole("link", { name: /Anmeldeformular/ })).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
