import { expect, test, type Page } from "./support/test";
import { donationPath } from "../../app/lib/paths";
import { content, ENGLISH_ROUTES, ROUTES } from "./support/routes";

const donation = donationPath(content.site.productName);

/** Routes whose page hydrates (a form React runs in the browser). */
const HYDRATING = new Set(["/contact", donation, "/news"]);
/** Routes with a carousel: Embla in a script of its own. */
const CAROUSELS = new Set(["/home", "/aboutus"]);

/** The name of each script the first load of `path` fetched (`carousel` for `/assets/carousel-….js`). */
async function fetchedScripts(page: Page, path: string): Promise<string[]> {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    names.push(file.replace(/-[\w-]{8}\.js$/, ""));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return names;
}

/** The page's own scripts other than data blocks (JSON-LD), inline ones included. */
async function runnableScripts(page: Page): Promise<number> {
  return page.locator('script:not([type="application/ld+json"])').count();
}

const german = (path: string) => path.replace(/^\/en(?=\/|$)/, "") || "/";

test.describe("a page without a form or carousel runs no script at all", () => {
  const paths = [...ROUTES, ...ENGLISH_ROUTES].filter(
    (path) => !HYDRATING.has(german(path)) && !CAROUSELS.has(german(path)),
  );
  for (const path of paths) {
    test(path, async ({ page }) => {
      expect(await fetchedScripts(page, path)).toEqual([]);
      expect(await runnableScripts(page)).toBe(0);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrates");
    });
  }
});

test.describe("a carousel page loads the carousel's script alone, no React", () => {
  for (const path of [...CAROUSELS, ...[...CAROUSELS].map((p) => `/en${p}`)]) {
    test(path, async ({ page }) => {
      expect(await fetchedScripts(page, path)).toEqual(["carousel"]);
      expect(await runnableScripts(page)).toBe(1);
    });
  }
});

test.describe("a form page hydrates after the page has loaded", () => {
  for (const path of ["/contact", donation]) {
    test(`${path} fetches React after the load event, then hydrates`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType(
          "navigation",
        )[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
        return {
          load: navigation.loadEventStart,
          scripts: scripts.length,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        };
      });
      expect(timing.scripts).toBeGreaterThan(0);
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.load);
    });
  }
});
