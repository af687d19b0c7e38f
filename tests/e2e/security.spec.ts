import { expect, test, type Page } from "@playwright/test";
import { donationPath } from "../../app/lib/paths";
import { content } from "./support/routes";

const DONATION = donationPath(content.site.productName);

/**
 * Everything the Content-Security-Policy blocks on the page: the browser's console messages
 * about it and the `securitypolicyviolation` events (recorded from before the first script).
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
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
  ];
}

/** Hydration ran: the menu button (a React event handler) opens the side navigation. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  const menu = page.getByRole("button", { name: "Menü" });
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await menu.click();
  await expect(nav).toBeVisible();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
}

const PAGES: [string, string, number][] = [
  ["a prerendered page", "/home", 200],
  ["a prerendered page with a carousel", "/aboutus", 200],
  ["the 404 page rendered on request", "/gibt-es-nicht", 404],
  ["a form page", "/contact", 200],
  ["a form page rendered for ?fehler=", `${DONATION}?fehler=amount,lastName`, 200],
  ["the newsletter page", "/news", 200],
];

test.describe("under the Content-Security-Policy", () => {
  for (const [name, path, status] of PAGES) {
    test(`${name} (${path}) hydrates without a violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      const csp = (await response?.headerValue("content-security-policy")) ?? "";
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=')+;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await expectHydrated(page);
      // Forms switch to their own validation once React runs.
      if (path.includes("contact") || path.includes(DONATION))
        await expect(page.locator("form[novalidate]")).toHaveCount(1);
      expect(await violations()).toEqual([]);
    });
  }

  test("in-app navigation (data requests) stays within the policy", async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto("/home");
    await expectHydrated(page);
    await page.locator('footer a[href="/news"]').first().click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
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
});
