import { readFileSync } from "node:fs";
import { readContentJson } from "./support/content-files";
import { expect, test, type Locator, type Page } from "./support/test";
import { servedFrom } from "./support/images";
import { afterNextFrame, holdResponses, recordLayoutShifts } from "./support/page-timing";

interface ImageFile {
  src: string;
  alt: string;
  credit?: string;
}
interface SiteFile {
  productName: string;
  tagline: string;
  social: { instagram: string };
  images: { landingHero: ImageFile };
  postalAddress: { lines: string[] };
}
interface CardFile {
  name: string;
  description: string;
  image: ImageFile;
  link: string;
}
interface AboutItemFile {
  title: string;
  image: ImageFile;
}

const readJson = <T>(path: string): T => readContentJson<T>(path);
const site = readJson<SiteFile>("content/site.json");
const cards = readJson<CardFile[]>("content/landing-carousel.json");
const aboutItems = readJson<AboutItemFile[]>("content/aboutus-carousel.json");
/** As app/lib/paths.ts derives it: "mission" plus the product name's letters and digits. */
const donationPath = `/mission${site.productName.toLowerCase().replace(/[^a-z0-9]/g, "")}`;

/** The `## ` headings of a page's Markdown, i.e. the text sections it must show. */
function markdownHeadings(key: string): string[] {
  const text = readFileSync(`content/pages/${key}.md`, "utf8");
  return [...text.matchAll(/^## (.+)$/gm)].map((m) => (m[1] ?? "").trim());
}
function frontMatter(key: string, field: string): string {
  const text = readFileSync(`content/pages/${key}.md`, "utf8");
  const match = new RegExp(`^${field}: "?(.+?)"?$`, "m").exec(text);
  return match?.[1] ?? "";
}

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');

/** Numbers (1-based) of the slides that are at least 90 % inside the carousel, ascending. */
async function visibleSlides(region: Locator): Promise<number[]> {
  return region.evaluate((root) => {
    const frame = root.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="Folie"]')]
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        const overlap = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
        return box.width > 0 && overlap >= box.width * 0.9;
      })
      .map((slide) => Number.parseInt(slide.getAttribute("aria-label") ?? "0", 10))
      .sort((a, b) => a - b);
  });
}

async function openCarousel(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  // Embla has taken over the row (it starts when the carousel comes near the screen).
  await expect(region).toHaveAttribute("data-enhanced", /.*/, { timeout: 15_000 });
  return region;
}

async function expectVisible(region: Locator, expected: number[]) {
  await expect.poll(() => visibleSlides(region), { timeout: 3000 }).toEqual(expected);
}

async function expectPageEnd(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Our main supporters" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Find us" })).toBeVisible();
  // The map searches the full postal address, not only the town.
  const map = new URL(
    (await page.getByRole("link", { name: /Auf der Karte anzeigen/ }).getAttribute("href")) ?? "",
  );
  expect(map.searchParams.get("query")).toBe(site.postalAddress.lines.join(", "));
}

test.describe("Landing page", () => {
  test("shows the hero with its credit, the tagline, the team text and the Instagram link", async ({
    page,
  }) => {
    await page.goto("/home");
    await expect(page).toHaveTitle(new RegExp(frontMatter("home", "title")));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("home", "heading"),
    );

    const hero = page.getByRole("img", { name: site.images.landingHero.alt });
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute("src", servedFrom(site.images.landingHero.src));
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("width", /\d+/);
    if (site.images.landingHero.credit) {
      await expect(page.getByText(site.images.landingHero.credit, { exact: true })).toBeVisible();
    }
    await expect(page.getByText(site.tagline, { exact: true })).toBeVisible();

    for (const heading of markdownHeadings("home")) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }

    const instagram = page.getByRole("link", { name: /Folgen Sie uns auf Instagram/ });
    await expect(instagram).toHaveAttribute("href", site.social.instagram);
    await expect(instagram).toHaveAttribute("target", "_blank");
    await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    await expectPageEnd(page);
  });

  test("the carousel holds the three cards with name, description, image and link", async ({
    page,
  }) => {
    await page.goto("/home");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-label", /.+/);
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(cards.length);
    expect(cards.map((c) => c.link)).toEqual(["/aboutus", "/joinus", donationPath]);
    for (const [index, card] of cards.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute("aria-label", `${index + 1} von ${cards.length}`);
      await expect(slide.getByRole("heading", { level: 3, name: card.name })).toBeAttached();
      await expect(slide.getByText(card.description)).toBeAttached();
      await expect(slide.getByRole("img", { name: card.image.alt })).toHaveAttribute(
        "src",
        servedFrom(card.image.src),
      );
      await expect(slide.getByRole("link", { name: card.name })).toHaveAttribute("href", card.link);
    }
  });

  const landingCounts: [number, number[]][] = [
    [1600, [1, 2, 3]],
    [1400, [1, 2]],
    [1199, [1, 2]],
    [767, [1]],
    [575, [1]],
    [375, [1]],
  ];
  for (const [width, expected] of landingCounts) {
    test(`shows ${expected.length} card(s) at ${width}px`, async ({ page }) => {
      const region = await openCarousel(page, "/home", width);
      await expectVisible(region, expected);
      const next = region.getByRole("button", { name: "Nächste Folie" });
      if (expected.length === cards.length) await expect(next).toBeHidden();
      else await expect(next).toBeVisible();
    });
  }

  test("prev/next buttons move one card at 1199px, and it is circular", async ({ page }) => {
    const region = await openCarousel(page, "/home", 1199);
    const next = region.getByRole("button", { name: "Nächste Folie" });
    const prev = region.getByRole("button", { name: "Vorherige Folie" });
    await expectVisible(region, [1, 2]);
    await next.click();
    await expectVisible(region, [2, 3]);
    await prev.click();
    await expectVisible(region, [1, 2]);
    await prev.click();
    // Circular: before the first card comes the last one.
    await expectVisible(region, [1, 3]);
  });

  test("prev from the first card shows the last one at 375px", async ({ page }) => {
    const region = await openCarousel(page, "/home", 375);
    await region.getByRole("button", { name: "Vorherige Folie" }).click();
    await expectVisible(region, [cards.length]);
    await region.getByRole("button", { name: "Nächste Folie" }).click();
    await expectVisible(region, [1]);
  });

  test("arrow keys move the carousel when it has focus", async ({ page }) => {
    const region = await openCarousel(page, "/home", 767);
    await region.getByRole("button", { name: "Nächste Folie" }).focus();
    await page.keyboard.press("ArrowRight");
    await expectVisible(region, [2]);
    await page.keyboard.press("ArrowRight");
    await expectVisible(region, [3]);
    await page.keyboard.press("ArrowLeft");
    await expectVisible(region, [2]);
    // Also from a card link inside a slide.
    await region.getByRole("link", { name: cards[1]?.name ?? "" }).focus();
    await page.keyboard.press("ArrowRight");
    await expectVisible(region, [3]);
  });

  test("a swipe longer than 20px moves it; a shorter drag is still a click", async ({ page }) => {
    const region = await openCarousel(page, "/home", 767);
    const box = await region.boundingBox();
    if (!box) throw new Error("carousel has no box");
    const x = box.x + box.width / 2;
    const y = box.y + 80;
    const drag = async (dx: number, steps: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps });
      await page.mouse.up();
    };

    await drag(-40, 8);
    await expectVisible(region, [2]);
    await drag(-200, 10);
    await expectVisible(region, [3]);
    await drag(200, 10);
    await expectVisible(region, [2]);
    // A drag over a card is not a click on its link.
    await expect(page).toHaveURL(/\/home$/);

    // Under the threshold the carousel stays put and the card's link is followed.
    await drag(-10, 4);
    await expect(page).toHaveURL(new RegExp(`${cards[1]?.link}$`));
  });

  test("with reduced motion the slide changes at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const region = await openCarousel(page, "/home", 767);
    await region.getByRole("button", { name: "Nächste Folie" }).click();
    await expectVisible(region, [2]);
    const transform = () =>
      region
        .locator("div > div")
        .first()
        .evaluate((el) => (el as HTMLElement).style.transform);
    const first = await transform();
    await page.waitForTimeout(100);
    expect(await transform()).toBe(first);
  });

  test("a card link navigates", async ({ page }) => {
    const region = await openCarousel(page, "/home", 1600);
    await region.getByRole("link", { name: "Join our team" }).click();
    await expect(page).toHaveURL(/\/joinus$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("joinus", "heading"),
    );
  });
});

test.describe("About us page", () => {
  test("shows the four images and the Über Uns text", async ({ page }) => {
    await page.goto("/aboutus");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      frontMatter("aboutus", "heading"),
    );
    const region = carousel(page);
    const slides = region.getByRole("group");
    await expect(slides).toHaveCount(aboutItems.length);
    expect(aboutItems.map((i) => i.title)).toEqual(["Image0", "Image1", "Image2", "Image3"]);
    for (const [index, item] of aboutItems.entries()) {
      await expect(slides.nth(index).getByRole("img", { name: item.image.alt })).toHaveAttribute(
        "src",
        servedFrom(item.image.src),
      );
    }
    for (const heading of markdownHeadings("aboutus")) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expectPageEnd(page);
  });

  const aboutCounts: [number, number[]][] = [
    [1600, [1, 2]],
    [1400, [1, 2]],
    [1199, [1, 2]],
    [767, [1]],
    [575, [1]],
    [375, [1]],
  ];
  for (const [width, expected] of aboutCounts) {
    test(`shows ${expected.length} image(s) at ${width}px`, async ({ page }) => {
      const region = await openCarousel(page, "/aboutus", width);
      await expectVisible(region, expected);
    });
  }

  test("is circular and moves one image per step", async ({ page }) => {
    const region = await openCarousel(page, "/aboutus", 1400);
    await region.getByRole("button", { name: "Vorherige Folie" }).click();
    await expectVisible(region, [1, 4]);
    await region.getByRole("button", { name: "Nächste Folie" }).click();
    await expectVisible(region, [1, 2]);
    await region.getByRole("button", { name: "Nächste Folie" }).click();
    await expectVisible(region, [2, 3]);
  });
});

test.describe("when the carousel's script starts late", () => {
  const cases: [path: string, width: number][] = [
    ["/aboutus", 375],
    ["/aboutus", 1400],
    ["/home", 375],
    ["/home", 1199],
  ];
  for (const [path, width] of cases) {
    test(`nothing on ${path} moves at ${width}px when it takes over`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const layoutShifts = await recordLayoutShifts(page);
      // The page is painted before the script arrives, as on a slow phone.
      const release = await holdResponses(page, /\/assets\/carousel-[\w-]+\.js$/);
      // "commit": the fixture would wait for the scripts, which are held.
      await page.goto(path, { waitUntil: "commit" });
      const region = carousel(page);
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole("group").first()).toBeVisible();
      await afterNextFrame(page);
      release();
      await expect(region).toHaveAttribute("data-enhanced", /.*/, { timeout: 15_000 });
      await afterNextFrame(page);
      expect(await layoutShifts()).toEqual([]);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page shows all three cards in a scrollable row", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/home");
    const region = carousel(page);
    await expect(region.getByRole("group")).toHaveCount(cards.length);
    await expect(region.getByRole("button")).toHaveCount(0);
    for (const card of cards) {
      const link = region.getByRole("link", { name: card.name });
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport();
      await expect(link).toHaveAttribute("href", card.link);
    }
  });

  test("the about-us images are all reachable", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 800 });
    await page.goto("/aboutus");
    for (const item of aboutItems) {
      const image = carousel(page).getByRole("img", { name: item.image.alt });
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeInViewport({ ratio: 0.9 });
    }
  });
});
