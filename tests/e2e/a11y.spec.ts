import { violations } from "./support/axe";
import { expect, gotoHydrated, test } from "./support/test";
import { ROUTES } from "./support/routes";

const NEWSLETTER_TOKEN = "?token=abcdefghijklmnopqrstuvwxyz012345";

const EXTRA_PATHS = [
  "/gibt-es-nicht",
  "/team/1999",
  "/supporters/1999",
  `/newsletter/bestaetigen${NEWSLETTER_TOKEN}`,
  `/newsletter/abmelden${NEWSLETTER_TOKEN}`,
  "/newsletter/abmelden",
];

for (const width of [1280, 375]) {
  test.describe(`axe at ${width}px`, () => {
    for (const path of [...ROUTES, ...EXTRA_PATHS]) {
      test(`${path} has no violations`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }
  });
}

// Side panel (1280) and modal drawer (900, 375). axe cannot run in a page without JavaScript.
test.describe("axe with the side navigation open", () => {
  for (const width of [1280, 900, 375]) {
    test(`at ${width}px`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await gotoHydrated(page, "/home");
      await page.getByRole("button", { name: "Menü", exact: true }).click();
      await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await context.close();
    });
  }
});
