/**
 * Playwright's `test` and `expect`, with one change: with JavaScript on, `page.goto` and
 * `page.reload` of a page that hydrates (`<html data-hydrates>`, the form pages) return once
 * React has hydrated it. A prerendered form page loads React only when the visitor turns to a
 * form (app/components/shell/HydrateOnIntent.tsx): the helper does that with a pointer over the first
 * form, as a mouse on its way to a field would, and waits. Without this a test could click a
 * button before React handles it. Tests of what happens before hydration use `{ waitUntil }`
 * or a context of their own. Every other page runs no React: its small scripts are modules,
 * which have run when `goto` returns after `load`.
 */
import { test as base, type Page, type Response } from "@playwright/test";
import { turnToForm } from "./form-intent";

export { expect } from "@playwright/test";
export { turnToForm } from "./form-intent";
export type { Locator, Page, Request, Response } from "@playwright/test";

const HYDRATION_TIMEOUT_MS = 15_000;

async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()["content-type"]?.startsWith("text/html")) return;
  const hydrates = await page
    .evaluate(() => document.documentElement.hasAttribute("data-hydrates"))
    .catch(() => false);
  if (!hydrates) return;
  await turnToForm(page);
  await page.waitForSelector("html[data-hydrated]", {
    state: "attached",
    timeout: HYDRATION_TIMEOUT_MS,
  });
}

/** `page.goto` that returns once the page has hydrated, for pages of contexts made by hand. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await waitForHydration(page, response);
  return response;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") {
          await waitForHydration(page, response);
        }
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") {
          await waitForHydration(page, response);
        }
        return response;
      };
    }
    await provide(page);
  },
});
