import { expect, test, type Page } from "./support/test";
import { serveNewsPageWithForm } from "./support/newsletter-form";
import { ROUTES } from "./support/routes";

/** The site says "Sie": these words address a visitor as "du" or "ihr" (lower-case "ihr" is also "her", so it is left out). */
const INFORMAL =
  /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines|euch|euer|eure|euren|eurem|eurer|eures)\b/giu;

/** Everything a visitor reads or hears on the page: text, title, description, labels, alt texts. */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll("[aria-label], [alt], [title]")].flatMap(
      (element) => ["aria-label", "alt", "title"].map((name) => element.getAttribute(name) ?? ""),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    return [document.title, description ?? "", document.body.innerText, ...attributes].join("\n");
  });
}

function informalWords(text: string): string[] {
  return [...text.matchAll(INFORMAL)].map((match) => {
    const start = Math.max(0, (match.index ?? 0) - 40);
    return text.slice(start, (match.index ?? 0) + 40).replace(/\s+/g, " ");
  });
}

test.describe("every German page addresses the visitor as Sie", () => {
  for (const path of [...ROUTES, "/gibt-es-nicht", "/team/1999", "/supporters/1999"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(informalWords(await wordsOf(page))).toEqual([]);
    });
  }

  test("the newsletter page with a configured sign-up form", async ({ page }) => {
    await serveNewsPageWithForm(page);
    await page.goto("/news");
    await expect(page.locator("main")).toContainText("externer Newsletter-Dienst");
    expect(informalWords(await wordsOf(page))).toEqual([]);
  });

  test("the pattern finds the informal forms it is meant to find", () => {
    expect(
      informalWords("Hier findest du alles für deinen Beitritt. Wir melden uns bei dir."),
    ).toHaveLength(3);
    expect(informalWords("Das Team und ihr Fahrzeug: Sie finden alles Dienstliche hier.")).toEqual(
      [],
    );
  });
});
