import { expect, test, type Page, type Response } from "./support/test";
import { donationPath } from "../../app/lib/paths";
import { content } from "./support/routes";

/** Markers that occur only in the code of one feature (checked against the build). */
const FEATURES = {
  carousel: "slidesToScroll",
  // The info dialog's exit state (the shell's side navigation uses showModal too).
  dialog: "data-closing",
} as const;

/** Which features' code the first load of `path` brought. */
async function loadedFeatures(page: Page, path: string) {
  const bodies: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === "script") bodies.push(response.text());
  };
  page.on("response", listener);
  await page.goto(path, { waitUntil: "networkidle" });
  page.off("response", listener);
  const scripts = await Promise.all(bodies);
  return Object.fromEntries(
    Object.entries(FEATURES).map(([name, marker]) => [
      name,
      scripts.some((script) => script.includes(marker)),
    ]),
  );
}

const donation = donationPath(content.site.productName);

const EXPECTED: Record<string, { carousel: boolean; dialog: boolean }> = {
  "/home": { carousel: true, dialog: false },
  "/aboutus": { carousel: true, dialog: false },
  "/contact": { carousel: false, dialog: true },
  [donation]: { carousel: false, dialog: true },
  "/garage": { carousel: false, dialog: false },
  "/team/2025": { carousel: false, dialog: false },
  "/imprint": { carousel: false, dialog: false },
};

test.describe("carousel and dialog code loads only where it is used", () => {
  for (const [path, expected] of Object.entries(EXPECTED)) {
    test(path, async ({ page }) => {
      expect(await loadedFeatures(page, path)).toEqual(expected);
    });
  }
});

test.describe("JavaScript waits for the page", () => {
  for (const path of ["/home", "/team/2025", donation]) {
    test(`${path} fetches no script before the load event, then hydrates`, async ({ page }) => {
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
