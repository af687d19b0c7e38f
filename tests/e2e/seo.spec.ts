import { expect, test } from "./support/test";
import { donationPath, sitemapPaths } from "../../app/lib/paths";
import { content } from "./support/routes";

const origin = content.site.origin;

test("every page has its own title, description, canonical URL and sharing tags", async ({
  page,
}) => {
  const titles = new Set<string>();
  for (const path of ["/home", "/team/2025", "/garage/egn24", "/supporters/2025", "/imprint"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const title = await page.title();
    expect(titles.has(title), `title of ${path} is unique`).toBe(false);
    titles.add(title);
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description?.length ?? 0).toBeGreaterThan(50);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${origin}${path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    // The share image is a generated JPEG with a hashed name, the same on every page.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${origin}/assets/images/share-[0-9a-f]{8}-1200\\.jpg$`),
    );
  }
});

test("an alias points its canonical URL at the one address of the page", async ({ page }) => {
  await page.goto("/team/egn25");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/team/2025`,
  );
  await page.goto("/foerderverein");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/supporters/alumniverein`,
  );
});

test("the home page describes the team as structured data", async ({ page }) => {
  await page.goto("/home");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json ?? "{}");
  expect(data["@type"]).toBe("SportsTeam");
  expect(data.name).toBe(content.site.productName);
  expect(data.legalName).toBe(content.site.associationName);
});

test("sitemap.xml lists every canonical page in both languages and nothing else", async ({
  request,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
  const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1]);
  const german = sitemapPaths(content).map((path) => `${origin}${path}`);
  const english = sitemapPaths(content, "en").map((path) => `${origin}${path}`);
  expect(locs).toEqual([...german, ...english]);
  expect(locs).toContain(`${origin}/team/2025`);
  expect(locs).toContain(`${origin}/en/team/2025`);
  expect(locs).not.toContain(`${origin}/team/egn25`);
  expect(locs.some((loc) => /\/(danke|thanks)$/.test(loc ?? ""))).toBe(false);
  // Each entry names both languages' addresses, the German one as the default.
  for (const entry of entries) {
    const alternates = Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], m[2]],
      ),
    );
    const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "";
    const path = new URL(loc).pathname;
    const germanPath = path.replace(/^\/en(?=\/)/, "");
    expect(alternates, loc).toEqual({
      de: `${origin}${germanPath}`,
      en: `${origin}/en${germanPath}`,
      "x-default": `${origin}${germanPath}`,
    });
  }
});

test("English pages name their own address and language and their German twin", async ({
  page,
}) => {
  for (const path of ["/en/home", "/en/team/2025", "/en/garage/egn24"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      "content",
      `${origin}${path}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
      "content",
      "de_DE",
    );
    const german = path.slice("/en".length);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
      "href",
      `${origin}${german}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${origin}${german}`,
    );
  }
  await page.goto("/home");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${origin}/en/home`,
  );
});

test("robots.txt, the web manifest and the icons are served", async ({ page, request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  expect(rules).toContain(`Sitemap: ${origin}/sitemap.xml`);
  // Crawlers must reach the thank-you pages to read their canonical link.
  expect(rules.match(/^Disallow: .*$/gm)).toEqual(["Disallow: /api/", "Disallow: /intern"]);
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const data = await manifest.json();
  expect(data.lang).toBe("de");
  for (const icon of data.icons as { src: string }[]) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  expect((await request.get("/favicon.svg")).status()).toBe(200);
  // Pages name PNG favicons: an SVG one would cost each page an SVG document on its main thread.
  await page.goto("/imprint");
  const icons = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) =>
      links.map((link) => [link.getAttribute("href"), link.getAttribute("type")]),
    );
  expect(icons.map(([, type]) => type)).toEqual(["image/png", "image/png"]);
  for (const [href] of icons) {
    const icon = await request.get(href ?? "");
    expect(icon.headers()["content-type"], href ?? "").toBe("image/png");
  }
});

test("thank-you pages point search engines to their form; not-found pages are not indexed", async ({
  page,
}) => {
  for (const form of ["/contact", donationPath(content.site.productName)]) {
    await page.goto(`${form}/danke`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${form}`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
  await page.goto("/gibt-es-nicht");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/en/contact/thanks");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${origin}/en/contact`,
  );
  await page.goto("/en/gibt-es-nicht");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("the newsletter's pages name each other's language at its own address", async ({ page }) => {
  const pairs = [
    ["/newsletter/bestaetigen", "/en/newsletter/confirm"],
    ["/newsletter/abmelden", "/en/newsletter/unsubscribe"],
  ] as const;
  for (const [german, english] of pairs)
    for (const path of [german, english]) {
      await page.goto(path);
      for (const [hreflang, target] of [
        ["de", german],
        ["en", english],
        ["x-default", german],
      ])
        await expect(
          page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`),
          `${path} ${hreflang}`,
        ).toHaveAttribute("href", `${origin}${target}`);
    }
});
