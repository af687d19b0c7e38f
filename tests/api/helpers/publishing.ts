import { expect } from "vitest";
import type { Harness } from "./harness";
import { areaGet, areaPost } from "./team";

const RUNNING = "Veröffentlichung läuft";

/**
 * Publishes through /intern/website as a browser without JavaScript does: the post redirects to
 * the page, which is loaded again while it says the release runs. Returns the last page.
 */
export async function publishThroughPage(h: Harness, cookie: string, limitMs = 120_000) {
  const posted = await areaPost(h, "/intern/website", { intent: "publish" }, cookie);
  expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);
  expect(posted.headers.location).toBe("/intern/website");
  const started = Date.now();
  for (;;) {
    const page = await areaGet(h, "/intern/website", cookie);
    if (!page.body.includes(RUNNING) || Date.now() - started > limitMs) return page;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
