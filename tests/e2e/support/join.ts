import { expect, type Browser, type BrowserContext } from "@playwright/test";
import type { TeamServer } from "./team-server";

/**
 * A browser context without JavaScript signed in as the server's first member: the invitation
 * link opened, the name given, "Beitreten". Its cookies serve a context with JavaScript too.
 */
export async function joinWithoutJavaScript(
  browser: Browser,
  server: TeamServer,
  name: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.origin, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(server.adminInvitation);
  const form = page.locator("form").filter({ hasText: "Beitreten" });
  await form.getByLabel("Dein Name").fill(name);
  await form.getByRole("button", { name: "Beitreten" }).click();
  await expect(page).toHaveURL(/\/intern\/konto$/);
  await page.close();
  return context;
}
