import { inLocale } from "../../app/content/localized";
import { violations } from "./support/axe";
import { content } from "./support/routes";
import { expect, test, type Page } from "./support/test";

const origin = content.site.origin;
const posts = content.news;
const newest = posts[0]!;
const titleOf = (post: (typeof posts)[number], locale: "de" | "en") =>
  inLocale(post.title, locale) as string;

async function expectNoViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  expect(await violations(page)).toEqual([]);
}

for (const locale of ["de", "en"] as const) {
  const prefix = locale === "de" ? "" : "/en";

  test.describe(`news (${locale})`, () => {
    test("/news lists every post, newest first, and keeps the newsletter sign-up", async ({
      page,
    }) => {
      await page.goto(`${prefix}/news`);
      await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
      const headings = page.locator("main li h2");
      await expect(headings).toHaveText(posts.map((post) => titleOf(post, locale)));
      await expect(page.locator("main li time").first()).toHaveAttribute("datetime", newest.date);
      await expect(
        page.locator("main form").getByRole("textbox", { name: /e-?mail/i }),
      ).toBeVisible();
      await expectNoViolations(page);
    });

    test("a post page shows photo, date, text, share data and NewsArticle", async ({ page }) => {
      const post = posts.find((p) => p.slug === "formula-student-austria-2025")!;
      await page.goto(`${prefix}/news`);
      await page.getByRole("link", { name: titleOf(post, locale) }).click();
      await expect(page).toHaveURL(`${prefix}/news/${post.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(post, locale));
      await expect(page.locator("article time")).toHaveAttribute("datetime", post.date);
      await expect(page.locator("article img")).toHaveAttribute(
        "alt",
        inLocale(post.image.texts.alt, locale) as string,
      );
      await expect(page.locator("article table")).toBeVisible();
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${origin}${prefix}/news/${post.slug}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        `${origin}/en/news/${post.slug}`,
      );
      const jsonLd = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
      const article = jsonLd.find((data) => data["@type"] === "NewsArticle");
      expect(article).toMatchObject({
        headline: titleOf(post, locale),
        datePublished: post.date,
        inLanguage: locale,
      });
      await expectNoViolations(page);
    });

    test("the home page shows the latest three posts", async ({ page }) => {
      await page.goto(`${prefix}/home`);
      const section = page.locator('section[aria-labelledby="news-heading"]');
      await expect(section.locator("h3")).toHaveText(
        posts.slice(0, 3).map((post) => titleOf(post, locale)),
      );
      await section.getByRole("link", { name: titleOf(newest, locale) }).click();
      await expect(page).toHaveURL(`${prefix}/news/${newest.slug}`);
    });

    test("the Atom feed is linked from the head and is valid Atom with every post", async ({
      page,
      request,
    }) => {
      await page.goto(`${prefix}/news`);
      const feedUrl = await page
        .locator('link[rel="alternate"][type="application/atom+xml"]')
        .getAttribute("href");
      expect(feedUrl).toBe(`${origin}${prefix}/news/feed.xml`);
      const response = await request.get(`${prefix}/news/feed.xml`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/xml/);
      const xml = await response.text();
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        const ns = "http://www.w3.org/2005/Atom";
        const root = doc.documentElement;
        const child = (el: Element, name: string) => el.getElementsByTagNameNS(ns, name)[0];
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          root: `${root.namespaceURI} ${root.localName}`,
          lang: root.getAttribute("xml:lang"),
          id: child(root, "id")?.textContent,
          updated: child(root, "updated")?.textContent,
          self: root.querySelector('link[rel="self"]')?.getAttribute("href"),
          entries: [...root.getElementsByTagNameNS(ns, "entry")].map((entry) => ({
            id: child(entry, "id")?.textContent,
            title: child(entry, "title")?.textContent,
            updated: child(entry, "updated")?.textContent,
            content: child(entry, "content")?.textContent,
          })),
        };
      }, xml);
      expect(feed.error).toBe(false);
      expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
      expect(feed.lang).toBe(locale);
      expect(feed.id).toBe(`${origin}${prefix}/news`);
      expect(feed.updated).toBe(`${newest.date}T00:00:00Z`);
      expect(feed.self).toBe(`${origin}${prefix}/news/feed.xml`);
      expect(feed.entries.map((e) => e.title)).toEqual(posts.map((post) => titleOf(post, locale)));
      for (const [i, entry] of feed.entries.entries()) {
        expect(entry.id).toBe(`${origin}${prefix}/news/${posts[i]!.slug}`);
        expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
        expect(entry.content).toContain("<p>");
      }
      // Links inside the text lead to the site from a feed reader.
      const recruiting = feed.entries.find((e) => e.id?.endsWith("/mitmachen-saison-2026"));
      expect(recruiting?.content).toContain(`href="${origin}${prefix}/joinus"`);
    });
  });
}

test("the language switcher on a post leads to the same post in English", async ({ page }) => {
  await page.goto(`/news/${newest.slug}`);
  await page.getByRole("link", { name: "English" }).first().click();
  await expect(page).toHaveURL(`/en/news/${newest.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(newest, "en"));
});

test("an unknown post is not found", async ({ request }) => {
  expect((await request.get("/news/gibt-es-nicht")).status()).toBe(404);
});
