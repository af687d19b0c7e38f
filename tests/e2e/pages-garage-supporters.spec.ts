import { readdirSync } from "node:fs";
import sharp from "sharp";
import { join } from "node:path";
import { readContentJson } from "./support/content-files";
import { expect, test, type Page, gotoHydrated } from "./support/test";
import { donationPath as donationPathOf } from "../../app/lib/paths";

interface CarFile {
  name: string;
  season: string;
  events?: string[];
  details?: { title: string; value: string }[];
  advancements?: string[];
}
interface SupporterSeasonFile {
  season: string;
  classes: { name: string; supporters: { name: string; website: string; logo: string }[] }[];
}

const readJson = <T>(path: string): T => readContentJson<T>(path);
const jsonFiles = (folder: string) =>
  readdirSync(join("content", folder))
    .filter((file) => file.endsWith(".json"))
    .map((file) => join("content", folder, file));

/** Newest season first; within a season "-ev" before "-dv" (as the content loader sorts them). */
const cars = jsonFiles("cars")
  .map((file) => readJson<CarFile>(file))
  .sort((a, b) => b.season.localeCompare(a.season) || b.name.localeCompare(a.name));
const seasons = jsonFiles("supporters")
  .map((file) => readJson<SupporterSeasonFile>(file))
  .sort((a, b) => b.season.localeCompare(a.season));
const season2025 = readJson<SupporterSeasonFile>("content/supporters/2025.json");
const site = readJson<{
  productName: string;
  facts: { partnershipsPerYear: number; driverlessSince: number };
}>("content/site.json");
const donationPath = donationPathOf(site.productName);

async function expectPageEnd(page: Page) {
  await expect(page.getByRole("heading", { level: 2, name: "Our main supporters" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Find us" })).toBeVisible();
}

test.describe("garage", () => {
  test("shows the history text and every car in data order, newest first", async ({ page }) => {
    await gotoHydrated(page, "/garage");
    await expect(page.getByRole("heading", { level: 1, name: "Garage" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Seit 2012");
    // The driverless history agrees with the tiles below it: the oldest "-dv" car and its season.
    const firstDriverless = cars.findLast((car) => car.name.endsWith("-dv"))!;
    await expect(page.locator("main")).toContainText(
      `Der erste fahrerlose Prototyp, der ${firstDriverless.name}, drehte ${firstDriverless.season} seine ersten Testrunden; seit ${site.facts.driverlessSince} treten wir in der Driverless-Klasse der Formula Student an.`,
    );

    const cards = page.getByTestId("car-grid").locator("li");
    await expect(cards).toHaveCount(cars.length);
    expect(cars.length).toBeGreaterThanOrEqual(15);
    await expect(cards.locator("h3")).toHaveText(cars.map((car) => car.name));
    expect(cars[0]?.name).toBe("egn25");
    expect(cars.at(-1)?.name).toBe("egn12");

    for (const [index, car] of cars.entries()) {
      const card = cards.nth(index);
      // The whole card is one link holding image, name and season.
      const links = card.locator("a");
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute("href", `/garage/${car.name}`);
      await expect(links.locator("img")).toHaveCount(1);
      await expect(links).toContainText(`Saison ${car.season}`);
    }
    await expectPageEnd(page);
  });

  test("three columns on wide screens, two on phones", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/garage");
    const columns = () =>
      page
        .getByTestId("car-grid")
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(3);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await columns()).toBe(2);
  });

  test("a card opens the car's page", async ({ page }) => {
    await gotoHydrated(page, "/garage");
    await page.getByTestId("car-grid").getByRole("link", { name: /egn24/ }).click();
    await expect(page).toHaveURL(/\/garage\/egn24$/);
    await expect(page.getByRole("heading", { level: 1, name: "egn24" })).toBeVisible();
  });
});

test.describe("garage detail", () => {
  test("egn24 shows events, the technical details table and the advancements", async ({ page }) => {
    const car = cars.find((c) => c.name === "egn24")!;
    await gotoHydrated(page, "/garage/egn24");
    await expect(page.getByRole("heading", { level: 1, name: "egn24" })).toBeVisible();
    await expect(page.locator("main")).toContainText("Saison 2024");
    await expect(page.locator('main img[src*="/cars/egn24-"]')).toBeVisible();

    const events = page.locator('[data-section="events"] li');
    await expect(events).toHaveText(car.events!);
    expect(car.events).toEqual(["Germany", "East", "Alpe Adria"]);

    const table = page.locator('[data-section="details"] table');
    await expect(table.locator("thead th")).toHaveCount(2);
    await expect(table.locator("tbody tr")).toHaveCount(car.details!.length);
    for (const [index, detail] of car.details!.entries()) {
      const row = table.locator("tbody tr").nth(index);
      await expect(row.locator('th[scope="row"]')).toHaveText(detail.title);
      await expect(row.locator("td")).toHaveText(detail.value);
    }
    // German units and words on German pages, as the English pages have English ones.
    await expect(table).toContainText("Höchstgeschwindigkeit");
    await expect(table).toContainText("120 km/h");
    await expect(table).not.toContainText(/kph|Speed|Acceleration/);

    await expect(page.locator('[data-section="advancements"] li')).toHaveText(car.advancements!);
    // Rules between the sections.
    expect(await page.locator("main hr").count()).toBeGreaterThanOrEqual(3);

    await expect(page.getByRole("link", { name: "Alle Fahrzeuge in der Garage" })).toHaveAttribute(
      "href",
      "/garage",
    );
    await expect(page.getByRole("link", { name: /Neueres Fahrzeug: egn25/ })).toHaveAttribute(
      "href",
      "/garage/egn25",
    );
    await expect(page.getByRole("link", { name: /Älteres Fahrzeug: egn23/ })).toHaveAttribute(
      "href",
      "/garage/egn23",
    );
    await expectPageEnd(page);
  });

  test("egn23 shows its own data", async ({ page }) => {
    await gotoHydrated(page, "/garage/egn23");
    await expect(page.locator('[data-section="events"] li')).toHaveText([
      "Germany",
      "East",
      "Austria",
    ]);
    await expect(page.locator('[data-section="details"] tbody tr')).toHaveCount(3);
    await expect(page.locator('[data-section="details"]')).toContainText("207 kg");
  });

  test("egn25 has no events, details or advancements sections", async ({ page }) => {
    await gotoHydrated(page, "/garage/egn25");
    await expect(page.getByRole("heading", { level: 1, name: "egn25" })).toBeVisible();
    await expect(page.locator("[data-section]")).toHaveCount(0);
    await expect(page.locator("main table")).toHaveCount(0);
    for (const heading of [
      "Besuchte Events",
      "Technische Daten",
      "Wichtigste Weiterentwicklungen",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toHaveCount(0);
    }
  });

  test("an unknown car shows the first car with status 200", async ({ page }) => {
    const response = await page.goto("/garage/unknown");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: cars[0]!.name })).toBeVisible();
  });
});

test.describe("supporters landing", () => {
  test("has four whole-row links to the ways of support", async ({ page }) => {
    await gotoHydrated(page, "/supporters");
    await expect(page.getByRole("heading", { level: 1, name: "Supporters" })).toBeVisible();
    const expected = [
      ["Sponsoren und Unterstützer", "/supporters/seasons"],
      ["Alumniverein", "/supporters/alumniverein"],
      ["Hochschulpartner", "/supporters/university"],
      [`Mission ${site.productName}`, donationPath],
    ] as const;
    for (const [title, href] of expected) {
      const row = page.locator("main a", {
        has: page.getByRole("heading", { level: 2, name: title }),
      });
      await expect(row).toHaveCount(1);
      await expect(row).toHaveAttribute("href", href);
      // Title and short text sit inside the same link.
      await expect(row.locator("p")).not.toBeEmpty();
    }
    await page
      .locator("main")
      .getByRole("link", { name: /Alumniverein/ })
      .click();
    await expect(page).toHaveURL(/\/supporters\/alumniverein$/);
  });
});

test.describe("supporter seasons overview", () => {
  test("shows the texts and one linked tile per season", async ({ page }) => {
    await gotoHydrated(page, "/supporters/seasons");
    await expect(
      page.getByRole("heading", { name: "Starke Partnerschaften - Starkes Team" }),
    ).toBeVisible();
    await expect(page.locator("main")).toContainText(
      `über ${site.facts.partnershipsPerYear} Partnerschaften`,
    );
    await expect(page.locator("main .prose a[href='/contact']")).toHaveCount(1);
    await expect(page.locator("main")).toContainText(
      "Wish to become part of our success story? Discover the opportunities to support us as a company:",
    );

    const tiles = page.getByTestId("season-tiles").locator("li");
    await expect(tiles).toHaveCount(seasons.length);
    for (const [index, { season }] of seasons.entries()) {
      const link = tiles.nth(index).locator("a");
      await expect(link).toHaveAttribute("href", `/supporters/${season}`);
      await expect(link.locator("img")).toHaveCount(1);
      await expect(link).toContainText(`Season ${season}`);
    }
    const columns = await page
      .getByTestId("season-tiles")
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(3);
  });

  for (const part of ["tile", "image", "label"] as const) {
    test(`clicking the ${part} opens the season`, async ({ page }) => {
      const season = seasons[0]!.season;
      await gotoHydrated(page, "/supporters/seasons");
      const tile = page.getByTestId("season-tiles").locator("li").first().locator("a");
      const target =
        part === "tile"
          ? tile
          : part === "image"
            ? tile.locator("img")
            : tile.getByText(`Season ${season}`);
      await target.click();
      await expect(page).toHaveURL(new RegExp(`/supporters/${season}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: `Supporters of the ${season} season` }),
      ).toBeVisible();
    });
  }

  test("the contact link in the text navigates to the contact page", async ({ page }) => {
    await gotoHydrated(page, "/supporters/seasons");
    await page.locator("main .prose a[href='/contact']").click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe("supporters of a season", () => {
  test("2025: header image and one card per partner class with its logos", async ({ page }) => {
    const response = await page.goto("/supporters/2025");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Supporters of the 2025 season" }),
    ).toBeVisible();
    await expect(page.locator('main img[src*="supporters-2025-header"]')).toBeVisible();

    const cards = page.locator("[data-partner-class]");
    await expect(cards).toHaveCount(season2025.classes.length);
    await expect(cards.locator("h2")).toHaveText(season2025.classes.map((c) => c.name));
    expect(season2025.classes.map((c) => [c.name, c.supporters.length])).toEqual([
      ["Royal First Class Partner", 2],
      ["First Class Partner", 13],
      ["Business Class Partner", 13],
      ["Economy Class Partner", 28],
      ["Hochschulpartner", 12],
      ["Partner", 55],
      ["Gesundheitspartner", 1],
    ]);

    for (const [index, partnerClass] of season2025.classes.entries()) {
      const card = cards.nth(index);
      const logos = card.locator("li img");
      await expect(logos).toHaveCount(partnerClass.supporters.length);
      const alts = await logos.evaluateAll((images) =>
        images.map((img) => img.getAttribute("alt")),
      );
      expect(alts).toEqual(partnerClass.supporters.map((s) => s.name));

      const withWebsite = partnerClass.supporters.filter((s) => s.website);
      const links = card.locator("li a");
      await expect(links).toHaveCount(withWebsite.length);
      for (const [i, supporter] of withWebsite.entries()) {
        await expect(links.nth(i)).toHaveAttribute("href", supporter.website);
        await expect(links.nth(i)).toHaveAttribute("target", "_blank");
        await expect(links.nth(i)).toHaveAttribute("rel", /noopener/);
      }
    }
    await expectPageEnd(page);
  });

  test("logos sit in four columns, two on phones", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/supporters/2025");
    const columns = () =>
      page
        .locator("[data-partner-class] ul")
        .first()
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(await columns()).toBe(4);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await columns()).toBe(2);
  });

  test("logos far below are drawn and fetched only when scrolled near, in boxes that do not move", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/supporters/2025");
    const last = page.locator("[data-partner-class] li").last();
    const image = last.locator("img");
    const src = await image.getAttribute("src");
    const fetched = () =>
      page.evaluate(
        (path) => performance.getEntriesByType("resource").some((r) => r.name.endsWith(path)),
        src ?? "no image",
      );
    const drawn = () =>
      image.evaluate((img) => img.checkVisibility({ contentVisibilityAuto: true }));
    const placeOnPage = () =>
      last.evaluate((li) => {
        const box = li.getBoundingClientRect();
        return { top: box.top + scrollY, width: box.width, height: box.height };
      });

    const before = await placeOnPage();
    expect(await drawn()).toBe(false);
    expect(await fetched()).toBe(false);
    expect(before.width / before.height).toBeCloseTo(2, 1);

    await last.scrollIntoViewIfNeeded();
    await expect(image).toBeInViewport();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await drawn()).toBe(true);
    expect(await fetched()).toBe(true);
    expect(await placeOnPage()).toEqual(before);
  });

  test("a focused logo link shows its ring inside the logo's box", async ({ page }) => {
    await page.goto("/supporters/2025");
    const link = page.locator("[data-partner-class] li a").first();
    // A key pressed first, so the browser shows focus as it does for keyboard users.
    await page.keyboard.press("Tab");
    await link.focus();
    await expect(link).toBeFocused();
    // The ring is drawn, not clipped by the logo's box: its colour at the box's left and top edge.
    const shot = sharp(await link.screenshot());
    const { width, height } = await shot.metadata();
    const pixels = await shot.removeAlpha().raw().toBuffer();
    const at = (x: number, y: number) => [
      ...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3),
    ];
    const ring = [0x0b, 0x1d, 0x3a];
    for (const [x, y] of [
      [1, Math.floor(height / 2)],
      [Math.floor(width / 2), 1],
    ] as const)
      expect(at(x, y)).toEqual(ring);
  });

  test("an unknown season answers 404 with links to the seasons that exist", async ({ page }) => {
    const response = await page.goto("/supporters/1999");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "Saison nicht gefunden" }),
    ).toBeVisible();
    await expect(page.locator("main")).toContainText("„1999“");
    for (const { season } of seasons) {
      await expect(page.locator(`main a[href="/supporters/${season}"]`)).toHaveCount(1);
    }
    await expect(page.locator('main a[href="/supporters/seasons"]')).toHaveCount(1);
  });

  test("the fixed sub-pages are not taken for seasons", async ({ page }) => {
    const pages = [
      ["/supporters/seasons", "Supporters and Sponsors"],
      ["/supporters/alumniverein", "Alumniverein"],
      ["/supporters/university", "Unsere Universität als Fundament"],
    ] as const;
    for (const [path, heading] of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    }
  });
});

test.describe("alumni association", () => {
  for (const path of ["/supporters/alumniverein", "/foerderverein"]) {
    test(`${path} shows the sections, downloads and contact`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Alumniverein" })).toBeVisible();
      for (const heading of [
        "Wer sind wir?",
        "Zusammenarbeit mit dem aktiven Team",
        "Was machen wir noch?",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      const main = page.locator("main");
      await expect(main).toContainText("Sommer 2013");
      await expect(main).toContainText("November 2015");
      for (const activity of [
        "Rollout",
        "Grillen am Testtag",
        "Pokerabende",
        "Kartfahren",
        "Wettbewerben",
      ]) {
        await expect(main.locator("li", { hasText: activity })).toHaveCount(1);
      }

      for (const [label, file] of [
        ["Beitrittsdokumente", "foerderverein-beitrittsdokumente.pdf"],
        ["Beitragsordnung", "foerderverein-beitragsordnung.pdf"],
        ["Vereinssatzung", "foerderverein-vereinssatzung.pdf"],
      ] as const) {
        const link = page.locator(`main a[href="/downloads/${file}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute("download", "");
        await expect(link).toContainText(label);
        await expect(link).toContainText("PDF");
      }

      const mail = page.locator('main a[href^="mailto:"]');
      await expect(mail).toHaveAttribute("href", "mailto:foerderverein@e-gnition.example");
      await expect(main.locator("address").first()).toContainText("Förderverein");
      await expectPageEnd(page);
    });
  }

  test("the three PDFs are served as PDF files", async ({ request }) => {
    for (const file of [
      "foerderverein-beitrittsdokumente.pdf",
      "foerderverein-beitragsordnung.pdf",
      "foerderverein-vereinssatzung.pdf",
    ]) {
      const response = await request.get(`/downloads/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()["content-type"], file).toContain("application/pdf");
      expect((await response.body()).subarray(0, 5).toString(), file).toBe("%PDF-");
    }
  });
});

test.describe("university partners", () => {
  test("shows the header image with credit, the title and the text", async ({ page }) => {
    await page.goto("/supporters/university");
    await expect(
      page.getByRole("heading", { level: 1, name: "Unsere Universität als Fundament" }),
    ).toBeVisible();
    const figure = page.locator("main figure").first();
    await expect(figure.locator('img[src*="university"]')).toBeVisible();
    await expect(figure.locator("figcaption")).toContainText("Foto:");
    await expect(
      page.getByRole("heading", { level: 2, name: "Institute, die uns begleiten" }),
    ).toBeVisible();
    await expect(page.locator("main .prose li")).not.toHaveCount(0);
    await expectPageEnd(page);
  });
});
