/** Helpers for tests of what a page does while it loads: shifts, held responses, frames. */
import type { Page } from "@playwright/test";

/** Records the page's layout shifts from its start; the returned function reads them. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}

/**
 * Holds every response whose URL matches `pattern` until the returned function is called, as on a
 * slow connection.
 */
export async function holdResponses(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** Returns once the page has rendered a frame and run the task after it. */
export async function afterNextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}
