import type { Page } from "@playwright/test";

/**
 * A pointer over the page's first form, the visitor's first sign of using it: a prerendered form
 * page loads React then (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 */
export async function turnToForm(page: Page): Promise<void> {
  const form = page.locator("form").first();
  if ((await form.count()) > 0) await form.dispatchEvent("pointerover");
}
