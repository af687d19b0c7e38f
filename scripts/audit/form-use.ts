/**
 * What a form page costs once the visitor turns to its form: React and the page's modules, which
 * its first load leaves out (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md),
 * and how long the visitor's keystrokes wait while they load and hydrate. Each is measured in a
 * fresh context (empty cache) of the Chromium the audit runs Lighthouse in.
 */
import { chromium, type BrowserContext, type Page } from "@playwright/test";
import { turnToForm } from "../../tests/e2e/support/form-intent";

const TIMEOUT_MS = 30_000;
const HYDRATED = "html[data-hydrated]";
/** A quick typist: one key every 100 ms while the form loads. */
const KEY_INTERVAL_MS = 100;
/** Keys typed after the form has hydrated, in case a last task of hydration is still queued. */
const KEYS_AFTER_HYDRATION = 3;
/** The smallest duration Event Timing reports; shorter keystrokes count as 0. */
const EVENT_TIMING_THRESHOLD_MS = 16;

/** Compressed bytes of JavaScript (with headers) fetched until the form has hydrated. */
export function formScriptBytes(port: number, url: string): Promise<number> {
  return inFreshContext(port, (context) => scriptBytesOnceHydrated(context, url));
}

/**
 * The slowest keystroke from turning to the form until it has hydrated, on a CPU slowed down by
 * `cpuSlowdown` (the factor of the page's Lighthouse run): Event Timing's duration, from the key
 * press until the next frame was drawn, ms; 0 when every keystroke took less than 16 ms.
 */
export function slowestKeystroke(port: number, url: string, cpuSlowdown: number): Promise<number> {
  return inFreshContext(port, (context) =>
    slowestKeystrokeWhileHydrating(context, url, cpuSlowdown),
  );
}

async function inFreshContext<T>(
  port: number,
  measure: (context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = await browser.newContext();
  try {
    return await measure(context);
  } finally {
    await context.close();
    // Only the connection: the audit's Chromium stays open for the next runs.
    await browser.close();
  }
}

async function scriptBytesOnceHydrated(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  await turnToForm(page);
  await page.waitForSelector(HYDRATED, { state: "attached", timeout: TIMEOUT_MS });
  await page.waitForLoadState("networkidle", { timeout: TIMEOUT_MS });
  return await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).transferSize, 0),
  );
}

async function slowestKeystrokeWhileHydrating(
  context: BrowserContext,
  url: string,
  cpuSlowdown: number,
): Promise<number> {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  const session = await context.newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await observeEventDurations(page);
  await turnToForm(page);
  await typeUntilHydrated(page);
  return await page.evaluate(
    () => (globalThis as unknown as { slowestEventMs: number }).slowestEventMs,
  );
}

async function observeEventDurations(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const store = globalThis as unknown as { slowestEventMs: number };
    store.slowestEventMs = 0;
    // Event Timing's option, not yet in TypeScript's DOM types.
    const init: PerformanceObserverInit & { durationThreshold: number } = {
      type: "event",
      durationThreshold: threshold,
      buffered: true,
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        store.slowestEventMs = Math.max(store.slowestEventMs, entry.duration);
    }).observe(init);
  }, EVENT_TIMING_THRESHOLD_MS);
}

/** Types into the form's first text field until the page has hydrated, and a few keys after. */
async function typeUntilHydrated(page: Page): Promise<void> {
  const field = page
    .locator("form")
    .first()
    .locator("input[type=text], input[type=email], input:not([type]), textarea")
    .first();
  await field.focus();
  const hydrated = async () => (await page.locator(HYDRATED).count()) > 0;
  const deadline = Date.now() + TIMEOUT_MS;
  let keysAfter = 0;
  while (keysAfter < KEYS_AFTER_HYDRATION) {
    if (Date.now() > deadline) throw new Error(`the form did not hydrate in ${TIMEOUT_MS} ms`);
    await page.keyboard.press("x");
    await page.waitForTimeout(KEY_INTERVAL_MS);
    if (await hydrated()) keysAfter += 1;
  }
  // The last keystrokes' entries are reported after their frame; give the observer that frame.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
  );
}
