import { violations } from "./support/axe";
import { expect, gotoHydrated, test, type Page } from "./support/test";
import { content, ENGLISH_ROUTES, ROUTES } from "./support/routes";
import { pagePaths } from "../../app/lib/paths";
import type { Localized } from "../../app/content/localized";
import { uiDe } from "../../app/i18n/messages/ui.de";

const origin = content.site.origin;
const { site } = content;

/** One page in both languages, to walk through with and without JavaScript. */
const ROUND_TRIPS = ["/home", "/team/2025", "/garage/egn24", "/supporters/alumniverein"];

test("every German page has its English twin under /en/, from the same list", async ({
  request,
}) => {
  expect(ENGLISH_ROUTES).toEqual(pagePaths(content, "en"));
  expect(ENGLISH_ROUTES.every((path) => path.startsWith("/en/"))).toBe(true);
  for (const path of ENGLISH_ROUTES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(await response.text(), path).toMatch(/<html lang="en"/);
  }
});

test("the fallbacks work the same in English", async ({ request }) => {
  for (const path of ["/en/team/1999", "/en/supporters/1999", "/en/gibt-es-nicht"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/<html lang="en"/);
  }
  const car = await request.get("/en/garage/gibt-es-nicht");
  expect(car.status()).toBe(200);
  expect(await car.text()).toContain(`<h1>${content.cars[0]?.name}</h1>`);
  for (const [from, to] of [
    ["/en", "/en/home"],
    ["/en/about-us", "/en/aboutus"],
    ["/en/supporters/hochschulpartner", "/en/supporters/university"],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers()["location"] ?? "", origin).pathname, from).toBe(to);
  }
});

/** Where the page's `hreflang` links point, by language. */
async function alternatesOf(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const pairs = await links.evaluateAll((elements) =>
    elements.map((e) => [e.getAttribute("hreflang") ?? "", e.getAttribute("href") ?? ""]),
  );
  return Object.fromEntries(pairs);
}

async function switchLanguage(page: Page, name: string, lang: string) {
  const link = page.locator("header").getByRole("link", { name, exact: true });
  await expect(link).toHaveAttribute("lang", lang);
  await expect(link).toHaveAttribute("hreflang", lang);
  await link.click();
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`language switcher ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const path of ROUND_TRIPS) {
      test(`${path} → English → German lands on the same page`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator("header").getByRole("link", { name: "English" })).toBeVisible();
        await switchLanguage(page, "This page in English", "en");
        await expect(page).toHaveURL(`/en${path}`);
        await expect(page.getByRole("link", { name: "Skip to content" })).toBeAttached();
        await switchLanguage(page, "Diese Seite auf Deutsch", "de");
        await expect(page).toHaveURL(path);
        await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeAttached();
      });
    }
  });
}

test("the switcher is reached by keyboard and followed with Enter", async ({ page }) => {
  await page.goto("/events");
  const link = page.locator("header").getByRole("link", { name: "This page in English" });
  for (let i = 0; i < 15 && !(await link.evaluate((e) => e === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/en/events");
  await expect(page.locator("h1")).toBeVisible();
});

test("hreflang pairs point at each other, with German as x-default", async ({ page }) => {
  for (const path of ["/home", "/team/egn25", "/garage/egn24", "/foerderverein", "/imprint"]) {
    await page.goto(path);
    const german = await alternatesOf(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(german.de, path).toBe(canonical);
    expect(german["x-default"], path).toBe(german.de);
    expect(german.en, path).toMatch(new RegExp(`^${origin}/en/`));

    await page.goto(new URL(german.en ?? "", origin).pathname);
    const english = await alternatesOf(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", german.en ?? "");
    expect(english, path).toEqual(german);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      "content",
      "de_DE",
    );
  }
});

test.describe("axe on English pages", () => {
  test.describe.configure({ timeout: 60_000 });
  const paths = ["/en/home", "/en/team/2025", "/en/garage/egn24", "/en/supporters/2025"];
  for (const width of [1280, 375]) {
    for (const path of [...paths, "/en/supporters/alumniverein", "/en/gibt-es-nicht"]) {
      test(`${path} at ${width}px`, async ({ browser, baseURL }) => {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await gotoHydrated(page, path);
        await page.waitForLoadState("networkidle");
        expect(await violations(page)).toEqual([]);
        await context.close();
      });
    }
  }
});

/** Frequent German words that an English page has no reason to show. */
const GERMAN_WORDS = new Set(
  "und oder der die das dem den des nicht mit für wir unser unsere unseren unserer uns ist sind auf ein eine einen einem zum zur bei über auch sie ihre ihnen seite werden haben wird kann noch nach aus zu".split(
    " ",
  ),
);

/** German that stays German in English: names, addresses and the imprint's legal terms. */
/** A name or address line, in both languages where the content gives two. */
const bothForms = (value: string | Localized<string>) =>
  typeof value === "string" ? [value] : [value.de, value.en];

const GERMAN_NAMES = [
  site.associationName,
  site.alumniAssociationName,
  site.alumniAddress.name,
  site.postalAddress.name,
  site.workshopAddress.name,
  ...site.postalAddress.lines,
  ...site.workshopAddress.lines,
  ...site.alumniAddress.lines,
  site.bank.bankName,
  site.bank.donationReference,
  "Deutsch",
  "Diese Seite auf Deutsch",
].flatMap(bothForms);

/** Frequent English words that German prose has no reason to show. */
const ENGLISH_WORDS = new Set(
  "the and with our you your this that these is are of to we for from by".split(" "),
);

/** The spec's English texts on German pages (the shell and headings it names in English). */
const SPEC_ENGLISH = [
  "Subscribe to our Newsletter",
  "Become a Supporter",
  "Data Protection",
  "Our main supporters",
  "Find us",
  "Contact Form",
  "Join our team",
  "Current Team",
  "Our event participations",
  "Fill out our application form today",
  "Supporters and Sponsors",
  "All Seasons",
  "About Us",
  "Contact Us",
  "Join Us",
  "Formula Student",
  // A discipline's name in the content.
  "Cost and Manufacturing",
  // English on the German pages today (the seasons page's call to sponsors, a donation choice).
  "Wish to become part of our success story?",
  "Discover the opportunities to support us as a company",
  "I need a donation receipt to the following address",
  uiDe.languageSwitch.label,
];

/** The page's visible text with the allowed phrases taken out, as words. */
async function wordsOf(page: Page, selector: string, allowed: readonly string[]) {
  const texts = await page.locator(selector).allInnerTexts();
  let text = texts.join("\n");
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) {
    text = text.split(phrase).join(" ");
  }
  // The spec's heading, and the team's job titles ("Head of Chassis").
  text = text.replace(/Supporters of the \d{4} season|\bHead of\b/g, " ");
  return text.match(/[\p{L}]+/gu) ?? [];
}

async function strangeWords(
  page: Page,
  selector: string,
  words: Set<string>,
  allowed: readonly string[],
): Promise<string[]> {
  const found = (await wordsOf(page, selector, allowed)).filter((word) =>
    words.has(word.toLowerCase()),
  );
  return [...new Set(found)];
}

/** Each page's words from the list, as "path: word, word" (pages without any left out). */
async function scan(
  page: Page,
  paths: readonly string[],
  selector: string,
  words: Set<string>,
  allowed: readonly string[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const found = await strangeWords(page, selector, words, allowed);
    if (found.length) problems.push(`${path}: ${found.join(", ")}`);
  }
  return problems;
}

test.describe("the other language's words", () => {
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ timeout: 180_000 });

  // The toolbar, footer, sponsors strip and "Find us" of every English page.
  test("none in the shell of English pages", async ({ page }) => {
    const shell = "header, footer, main > section";
    expect(await scan(page, ENGLISH_ROUTES, shell, GERMAN_WORDS, GERMAN_NAMES)).toEqual([]);
  });

  test("no German on English pages", async ({ page }) => {
    expect(await scan(page, ENGLISH_ROUTES, "body", GERMAN_WORDS, GERMAN_NAMES)).toEqual([]);
  });

  test("no English in German prose", async ({ page }) => {
    expect(await scan(page, ROUTES, "main", ENGLISH_WORDS, SPEC_ENGLISH)).toEqual([]);
  });
});
