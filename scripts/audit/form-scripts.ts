/**
 * What a form page loads once the visitor turns to its form: React and the page's modules, which
 * its first load leaves out (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 * Measured in a fresh context (empty cache) of the Chromium the audit runs Lighthouse in.
 */
import { chromium } from "@playwright/test";
import { turnToForm } from "../../tests/e2e/support/form-intent";

const TIMEOUT_MS = 30_000;

/** Compressed bytes of JavaScript (with headers) the page at `url` has fetched once it hydrated. */
export async function formScriptBytes(port: number, url: string): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await turnToForm(page);
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: TIMEOUT_MS });
    await page.waitForLoadState("networkidle", { timeout: TIMEOUT_MS });
    return await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
    );
  } finally {
    await context.close();
    // Only the connection: the audit's Chromium stays open for the next runs.
    await browser.close();
  }
}
