import { expect, test, type Locator, type Page } from "./support/test";
import { donationPath } from "../../app/lib/paths";
import { content, EXACT_HEADINGS, ROUTES } from "./support/routes";

const donation = donationPath(content.site.productName);

async function expectShell(page: Page) {
  await expect(page.getByRole("button", { name: "Menü" })).toBeVisible();
  await expect(page.locator("header").getByRole("link", { name: /zur Startseite/ })).toBeVisible();
  await expect(page.locator("footer").getByRole("link", { name: /© 2025/ })).toBeVisible();
}

test.describe("every route", () => {
  for (const path of ROUTES) {
    test(`${path} answers 200 with its heading and the shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);
      const exact = EXACT_HEADINGS[path];
      if (exact) await expect(heading).toHaveText(exact);
      else await expect(heading).not.toBeEmpty();
      await expectShell(page);
      expect(await page.title()).not.toBe("");
    });
  }
});

test.describe("redirects", () => {
  const cases: [string, string][] = [
    ["/", "/home"],
    ["/about-us", "/aboutus"],
    ["/supporters/hochschulpartner", "/supporters/university"],
  ];
  for (const [from, to] of cases) {
    test(`${from} redirects to ${to}`, async ({ page, request }) => {
      const raw = await request.get(from, { maxRedirects: 0 });
      expect([301, 302, 307, 308]).toContain(raw.status());
      expect(new URL(raw.headers()["location"] ?? "", "http://x").pathname).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }
});

test("an unknown path shows the not-found page in the shell with HTTP 404", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht/wirklich");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seite nicht gefunden");
  await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toHaveAttribute(
    "href",
    "/home",
  );
  await expectShell(page);
});

/** A branch's toggle: the `<summary>` named "Toggle {name}"; open while its `<details>` is. */
const branchToggle = (nav: Locator, name: string) =>
  nav.locator("summary").and(nav.getByLabel(`Toggle ${name}`, { exact: true }));
const expectExpanded = (toggle: Locator, open: boolean) =>
  expect(toggle.locator("xpath=..")).toHaveJSProperty("open", open);

// The menu is the platform's alone (docs/decisions/0122-menu-without-javascript.md): the same
// tests run with and without JavaScript.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`side navigation${javaScriptEnabled ? "" : " without JavaScript"}`, () => {
    test.use({ javaScriptEnabled });

    test("is closed at start, opens with the menu button and closes with Escape", async ({
      page,
    }) => {
      await page.goto("/home");
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      const menu = page.getByRole("button", { name: "Menü" });
      await expect(nav).toBeHidden();
      await menu.click();
      await expect(nav).toBeVisible();
      const box = await nav.boundingBox();
      expect(box?.width).toBe(220);
      // Focus moves into the navigation (the dialog's focusing steps, in side mode too).
      await expect(nav.getByRole("link", { name: "Formula Student" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await expect(nav).toBeVisible();
      await menu.click();
      await expect(nav).toBeHidden();
    });

    test("shows the full tree with toggles on nodes that have children", async ({ page }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: "Menü" }).click();
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      for (const name of ["Formula Student", "Team", "Garage", "Supporters"]) {
        await expectExpanded(branchToggle(nav, name), false);
      }
      for (const name of [
        "News",
        "About Us",
        `Mission ${content.site.productName}`,
        "Contact Us",
      ]) {
        await expect(nav.getByLabel(`Toggle ${name}`)).toHaveCount(0);
        await expect(nav.getByRole("link", { name, exact: true }).first()).toBeVisible();
      }
      const toggle = branchToggle(nav, "Supporters");
      await toggle.click();
      await expectExpanded(toggle, true);
      const children = [
        ["Supporters and Sponsors", "/supporters/seasons"],
        ["Alumniverein", "/supporters/alumniverein"],
        ["Hochschulpartner", "/supporters/hochschulpartner"],
      ];
      for (const [name, href] of children) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await toggle.click();
      await expect(nav.getByRole("link", { name: "Alumniverein" })).toBeHidden();

      await branchToggle(nav, "Team").click();
      await expect(nav.getByRole("link", { name: "egn25" })).toHaveAttribute("href", "/team/egn25");
      await branchToggle(nav, "Garage").click();
      await expect(nav.getByRole("link", { name: "All Seasons" })).toHaveAttribute(
        "href",
        "/garage",
      );
      await branchToggle(nav, "Formula Student").click();
      await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");
    });

    test("choosing an item closes it, then navigates", async ({ page }) => {
      await page.goto("/home");
      await page.getByRole("button", { name: "Menü" }).click();
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      await branchToggle(nav, "Team").click();
      await nav.getByRole("link", { name: "Join Us" }).click();
      await expect(page).toHaveURL(/\/joinus$/);
      await expect(nav).toBeHidden();
    });

    test("works by keyboard alone", async ({ page }) => {
      await page.goto("/home");
      await page.keyboard.press("Tab"); // skip link
      await page.keyboard.press("Tab");
      await expect(page.getByRole("button", { name: "Menü" })).toBeFocused();
      await page.keyboard.press("Enter");
      const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link", { name: "Formula Student" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(branchToggle(nav, "Formula Student")).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Team", exact: true })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(branchToggle(nav, "Team")).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "egn25" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/team\/egn25$/);
      await expect(nav).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team 2025");
    });
  });
}

test.describe("toolbar and footer", () => {
  test("toolbar targets", async ({ page }) => {
    await page.goto("/formulastudent");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /zur Startseite/ })).toHaveAttribute(
      "href",
      "/home",
    );
    const logo = header.getByRole("img", { name: /zur Startseite/ });
    const box = await logo.boundingBox();
    expect([box?.width, box?.height]).toEqual([160, 40]);
    // Written into the page: no SVG document of its own to set up before the first frame.
    await expect(logo.locator("svg path").first()).toBeAttached();
    const targets = [
      ["Formula Student", "/formulastudent"],
      ["Team", "/team"],
      ["Garage", "/garage"],
      ["Supporters", "/supporters"],
      ["News", "/news"],
      ["About Us", "/aboutus"],
    ];
    for (const [name, href] of targets) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await header.getByRole("link", { name: "Garage", exact: true }).click();
    await expect(page).toHaveURL(/\/garage$/);
  });

  test("footer targets", async ({ page }) => {
    await page.goto("/home");
    const footer = page.locator("footer");
    const targets = [
      ["Subscribe to our Newsletter", "/news"],
      ["Become a Supporter", donation],
      ["Imprint", "/imprint"],
      ["Data Protection", "/dataprotection"],
      ["Contact", "/contact"],
      ["© 2025 e-gnition Hamburg e.V.", "/aboutus"],
    ];
    for (const [name, href] of targets) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    const logo = footer.getByRole("img");
    expect(await logo.evaluate((img: HTMLImageElement) => [img.width, img.height])).toEqual([
      199, 79,
    ]);
    await footer.getByRole("link", { name: "Imprint" }).click();
    await expect(page).toHaveURL(/\/imprint$/);
  });

  test("on mobile some toolbar buttons and the footer's Contact are hidden", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/home");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: "Team", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "About Us", exact: true })).toBeHidden();
    await expect(
      page.locator("footer").getByRole("link", { name: "Contact", exact: true }),
    ).toBeHidden();
    await expect(page.locator("footer").getByRole("link", { name: "Imprint" })).toBeVisible();
  });
});

test("every link to another site opens in a new tab without opener", async ({ page }) => {
  for (const path of ["/home", "/joinus", "/contact", "/dataprotection", "/supporters/2025"]) {
    await page.goto(path);
    const external = page.locator('a[href^="http"]');
    const count = await external.count();
    expect(count, `external links on ${path}`).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const link = external.nth(i);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

for (const width of [375, 1280]) {
  test(`nothing is covered by the footer at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/home", "/team/2025", "/supporters/2025", "/imprint", "/garage"]) {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const covered = await page.evaluate(() => {
        const footer = document.querySelector("footer")!.getBoundingClientRect();
        const last = [...document.querySelectorAll("main *")]
          .filter((el) => el.getClientRects().length > 0 && el.children.length === 0)
          .map((el) => el.getBoundingClientRect())
          .filter((r) => r.height > 0 && r.bottom <= window.innerHeight + 1 && r.bottom > 0);
        return last.filter((r) => r.bottom > footer.top + 1 && r.top < footer.bottom).length;
      });
      expect(covered, `elements under the footer on ${path}`).toBe(0);
    }
  });
}

test("a focused element is never hidden behind the sticky footer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/supporters/2025");
  for (let i = 0; i < 60; i += 1) {
    await page.keyboard.press("Tab");
    const hidden = await page.evaluate(() => {
      const active = document.activeElement;
      const footer = document.querySelector("footer");
      if (!active || !footer || footer.contains(active)) return false;
      const a = active.getBoundingClientRect();
      const f = footer.getBoundingClientRect();
      return a.top >= f.top && a.bottom <= f.bottom;
    });
    expect(hidden, `focus step ${i}`).toBe(false);
  }
});
