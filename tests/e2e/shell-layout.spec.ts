import { expect, test, type Locator, type Page, gotoHydrated } from "./support/test";
import { donationPath } from "../../app/lib/paths";
import { content } from "./support/routes";

const nav = (page: Page) => page.getByRole("navigation", { name: "Hauptnavigation" });
const menuButton = (page: Page) => page.getByRole("button", { name: "Menü", exact: true });
/** A branch's toggle, the `<summary>` named "Toggle {name}". */
const branchToggle = (page: Page, name: string) =>
  nav(page)
    .locator("summary")
    .and(nav(page).getByLabel(`Toggle ${name}`, { exact: true }));

/** In how many rows the visible elements sit (by their vertical centres, 16 px apart or more). */
async function rowsOf(items: Locator): Promise<number> {
  const centres = await items.evaluateAll((elements) =>
    elements
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return box.top + box.height / 2;
      }),
  );
  centres.sort((a, b) => a - b);
  return centres.filter((centre, i) => i === 0 || centre - centres[i - 1]! >= 16).length;
}

/** How much of the viewport's bottom the footer covers. */
async function footerCover(page: Page): Promise<number> {
  return page.evaluate(
    () => window.innerHeight - document.querySelector("footer")!.getBoundingClientRect().top,
  );
}

async function expectOneRowHeaderAndFooter(page: Page, label: string) {
  const header = page.locator("header");
  expect((await header.boundingBox())?.height, `toolbar height ${label}`).toBeLessThanOrEqual(64);
  expect(await rowsOf(header.locator("a")), `toolbar rows ${label}`).toBe(1);
  const footer = page.locator("footer");
  expect(await rowsOf(footer.locator("a")), `footer rows ${label}`).toBe(1);
  expect(await footerCover(page), `footer while fixed ${label}`).toBeLessThanOrEqual(64);
}

test.describe("toolbar and footer stay one row from 768 px up", () => {
  for (const width of [768, 800, 900, 1000, 1199, 1200, 1280, 1400]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/home");
      await expectOneRowHeaderAndFooter(page, `at ${width} px`);
      if (width >= 1200) {
        // Side mode: the open navigation narrows the column the footer sits in.
        await menuButton(page).click();
        await expect(nav(page)).toBeVisible();
        await expectOneRowHeaderAndFooter(page, `at ${width} px with the navigation open`);
      }
    });
  }

  test("shortened footer labels keep the spec's text as their name", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await gotoHydrated(page, "/home");
    const newsletter = page
      .locator("footer")
      .getByRole("link", { name: "Subscribe to our Newsletter", exact: true });
    await expect(newsletter).toBeVisible();
    // Only the last word shows; the rest stays in the name for screen readers and voice control.
    expect((await newsletter.boundingBox())?.width).toBeLessThan(120);
    await expect(newsletter).toContainText("Newsletter");
    // The toolbar leaves News to the footer and the side navigation below 1200 px.
    await expect(page.locator("header").getByRole("link", { name: "News" })).toBeHidden();
  });

  test("the same without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 800, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/home");
    await expectOneRowHeaderAndFooter(page, "without JavaScript");
    await context.close();
  });

  test("at the end of the page the footer shows its logo below the links", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await gotoHydrated(page, "/imprint");
    const logo = page.locator("footer").getByRole("img");
    await expect(logo).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(logo).toBeInViewport({ ratio: 1 });
    expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([
      199, 79,
    ]);
  });
});

test.describe("side navigation on wide screens", () => {
  test("stays in view while the page scrolls and pushes the content aside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, "/team/2025");
    await menuButton(page).click();
    const main = page.locator("main");
    expect((await main.boundingBox())?.x).toBeGreaterThanOrEqual(220);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(nav(page).getByRole("link", { name: "Formula Student" })).toBeInViewport();
    await expect(nav(page).getByRole("link", { name: "Contact Us" })).toBeInViewport();
    expect((await nav(page).boundingBox())?.y).toBe(0);
    // Side mode has no backdrop: the page stays usable.
    await expect(page.locator("dialog:modal")).toHaveCount(0);
  });

  test("closes on a click outside", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/imprint");
    await menuButton(page).click();
    await expect(nav(page).getByRole("link", { name: "Formula Student" })).toBeFocused();
    expect((await page.locator("main").boundingBox())?.x).toBeGreaterThanOrEqual(220);
    await page.locator("main h1").click();
    await expect(nav(page)).toBeHidden();
    expect((await page.locator("main").boundingBox())?.x).toBeLessThan(220);
  });

  test("a tree longer than the screen scrolls on its own", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await gotoHydrated(page, "/team/2025");
    await menuButton(page).click();
    for (const name of ["Formula Student", "Team", "Garage", "Supporters"]) {
      await branchToggle(page, name).click();
    }
    await page.evaluate(() => window.scrollTo(0, 2000));
    const last = nav(page).getByRole("link", { name: "Contact Us" });
    await expect(last).not.toBeInViewport();
    await page.mouse.move(110, 300);
    await page.mouse.wheel(0, 600);
    await expect(last).toBeInViewport();
    await expect(nav(page).getByRole("link", { name: "Formula Student" })).not.toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(2000);
  });
});

for (const javaScriptEnabled of [true, false]) {
  for (const width of [375, 900]) {
    const script = javaScriptEnabled ? "" : " without JavaScript";
    test.describe(`side navigation as a drawer at ${width} px${script}`, () => {
      test.use({ javaScriptEnabled });
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await page.goto("/home");
        await menuButton(page).click();
        await expect(nav(page)).toBeVisible();
      });

      test("opens over the page with a backdrop and closes on a tap outside", async ({ page }) => {
        await expect(page.locator("dialog:modal")).toHaveCount(1);
        const backdrop = await page.evaluate(
          () => getComputedStyle(document.querySelector("dialog")!, "::backdrop").backgroundColor,
        );
        expect(backdrop).not.toBe("rgba(0, 0, 0, 0)");
        await page.mouse.click(width - 20, 400);
        await expect(nav(page)).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
      });

      test("closes with Escape and returns focus to the menu button", async ({ page }) => {
        await expect(nav(page).getByRole("link", { name: "Formula Student" })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(nav(page)).toBeHidden();
        await expect(menuButton(page)).toBeFocused();
      });

      test("keeps focus away from the page behind while open", async ({ page }) => {
        // The page behind the modal is inert: Tab cycles through the dialog (and the browser's own
        // controls, which a test sees as no focused element).
        const outside = () =>
          page.evaluate(() => {
            const active = document.activeElement;
            return (
              !!active &&
              active !== document.body &&
              !document.querySelector("dialog")!.contains(active)
            );
          });
        for (let i = 0; i < 30; i += 1) {
          await page.keyboard.press("Tab");
          expect(await outside(), `after Tab ${i + 1}`).toBe(false);
        }
        const first = nav(page).getByRole("link", { name: "Formula Student" });
        await first.focus();
        await page.keyboard.press("Tab");
        await expect(branchToggle(page, "Formula Student")).toBeFocused();
      });

      test("choosing an item closes it, then navigates", async ({ page }) => {
        await branchToggle(page, "Garage").click();
        await nav(page).getByRole("link", { name: "All Seasons" }).click();
        await expect(page).toHaveURL(/\/garage$/);
        await expect(nav(page)).toBeHidden();
        await expect(page.locator("dialog:modal")).toHaveCount(0);
      });
    });
  }
}

test.describe("the fallback for browsers without popovers", () => {
  test("the menu link, hidden where popovers work, shows the navigation as its target", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/home");
    const link = page
      .locator("header")
      .getByRole("link", { name: "Menü", exact: true, includeHidden: true });
    await expect(link).toHaveAttribute("href", "#seitennavigation");
    await expect(link).toBeHidden();
    // What following the link does in a browser that shows it.
    await page.goto("/home#seitennavigation");
    await expect(nav(page)).toBeVisible();
    expect((await nav(page).boundingBox())?.width).toBe(220);
    await expect(page.locator("header")).toBeInViewport();
    await branchToggle(page, "Formula Student").click();
    await expect(nav(page).getByRole("link", { name: "Events", exact: true })).toBeVisible();
    await nav(page).getByRole("link", { name: "Menü schließen" }).click();
    await expect(nav(page)).toBeHidden();
  });
});

test.describe("a focused element is never under the fixed footer", () => {
  test("on pages without a script either", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 600 });
    for (const path of ["/events", "/supporters", "/team/2025"]) {
      await page.goto(path);
      for (let step = 0; step < 120; step += 1) {
        await page.keyboard.press("Tab");
        const covered = await page.evaluate(() => {
          const active = document.activeElement;
          const footer = document.querySelector("footer")!;
          if (!active || active === document.body) return null;
          if (footer.contains(active)) return "in footer";
          const box = active.getBoundingClientRect();
          const top = footer.getBoundingClientRect().top;
          return box.bottom > top + 0.5 && box.top < window.innerHeight
            ? `${active.tagName} ends at ${box.bottom}, footer starts at ${top}`
            : null;
        });
        if (covered === "in footer") break;
        expect(covered, `${path}, Tab ${step + 1}`).toBeNull();
      }
    }
  });

  /** Each form page with its last field, a tall text area (the case browsers leave partly covered). */
  const forms = [
    [donationPath(content.site.productName), "spende-note"],
    ["/contact", "kontakt-message"],
  ] as const;
  for (const javaScriptEnabled of [true, false]) {
    for (const [width, height] of [
      [800, 600],
      [1000, 700],
      [1280, 720],
    ] as const) {
      test(`${javaScriptEnabled ? "with" : "without"} JavaScript at ${width}×${height}`, async ({
        browser,
      }) => {
        test.slow(); // Tabs through two forms, one key at a time.
        const context = await browser.newContext({
          javaScriptEnabled,
          viewport: { width, height },
        });
        const page = await context.newPage();
        for (const [path, lastField] of forms) {
          if (javaScriptEnabled) await gotoHydrated(page, path);
          else await page.goto(path);
          const visited = new Set<string>();
          // From the top of the page until focus reaches the footer.
          for (let step = 0; step < 80; step += 1) {
            await page.keyboard.press("Tab");
            if (
              await page
                .locator("footer")
                .evaluate((footer) => footer.contains(document.activeElement))
            )
              break;
            // After the page's own adjustment, which waits for the browser's focus scrolling
            // (without JavaScript the page has none, and animation frames do not run).
            if (javaScriptEnabled) {
              await page.evaluate(
                () =>
                  new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
              );
            }
            visited.add(await page.evaluate(() => document.activeElement?.id ?? ""));
            const covered = await page.evaluate(() => {
              const active = document.activeElement;
              const footer = document.querySelector("footer")!;
              if (!active || active === document.body || footer.contains(active)) return null;
              const box = active.getBoundingClientRect();
              const top = footer.getBoundingClientRect().top;
              return box.bottom > top + 0.5 && box.top < window.innerHeight
                ? `${active.tagName}#${active.id} ends at ${box.bottom}, footer starts at ${top}`
                : null;
            });
            expect(covered, `${path}, Tab ${step + 1}`).toBeNull();
          }
          expect(visited, path).toContain(lastField);
        }
        await context.close();
      });
    }
  }
});

test("team cards sit two to a row, centred in the column, on phones", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/team/2025");
  const grid = page
    .locator("main ul")
    .filter({ has: page.locator("article") })
    .first();
  const [gridBox, first, second] = await Promise.all([
    grid.boundingBox(),
    grid.locator("article").nth(0).boundingBox(),
    grid.locator("article").nth(1).boundingBox(),
  ]);
  expect(first!.width).toBeGreaterThan(150);
  expect(second!.width).toBe(first!.width);
  expect(second!.y).toBe(first!.y);
  const left = first!.x - gridBox!.x;
  const right = gridBox!.x + gridBox!.width - (second!.x + second!.width);
  expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
});
