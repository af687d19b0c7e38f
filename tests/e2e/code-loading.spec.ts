import { expect, test, type Page } from "./support/test";
import { holdResponses } from "./support/page-timing";
import { donationPath } from "../../app/lib/paths";
import { content, ENGLISH_ROUTES, ROUTES } from "./support/routes";

const donation = donationPath(content.site.productName);

/** Routes whose page hydrates (a form React runs in the browser). */
const HYDRATING = new Set(["/contact", donation, "/news"]);
/** Routes with a carousel: Embla in a script of its own. */
const CAROUSELS = new Set(["/home", "/aboutus"]);

/** The name of each script the first load of `path` fetched (`carousel` for `/assets/carousel-….js`). */
async function fetchedScripts(page: Page, path: string): Promise<string[]> {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "script") return;
    const file = new URL(request.url()).pathname.split("/").pop() ?? "";
    names.push(file.replace(/-[\w-]{8}\.js$/, ""));
  });
  await page.goto(path, { waitUntil: "networkidle" });
  return names;
}

/** The page's own scripts other than data blocks (JSON-LD), inline ones included; an empty one never runs. */
async function runnableScripts(page: Page): Promise<number> {
  return page.locator('script:not([type="application/ld+json"]):is([src], :not(:empty))').count();
}

const german = (path: string) => path.replace(/^\/en(?=\/|$)/, "") || "/";

test.describe("a page without a form or carousel runs no script at all", () => {
  const paths = [...ROUTES, ...ENGLISH_ROUTES].filter(
    (path) => !HYDRATING.has(german(path)) && !CAROUSELS.has(german(path)),
  );
  for (const path of paths) {
    test(path, async ({ page }) => {
      expect(await fetchedScripts(page, path)).toEqual([]);
      expect(await runnableScripts(page)).toBe(0);
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrates");
    });
  }
});

test.describe("a carousel page loads the carousel's script alone, no React", () => {
  for (const path of [...CAROUSELS, ...[...CAROUSELS].map((p) => `/en${p}`)]) {
    test(path, async ({ page }) => {
      expect(await fetchedScripts(page, path)).toEqual(["carousel"]);
      expect(await runnableScripts(page)).toBe(1);
    });
  }
});

/** Loads `path` without turning to its form (the wrapped `goto` would). */
async function openUntouched(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForLoadState("load");
}

/** Start times of the page's JavaScript files, ms since navigation. */
function scriptStarts(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => entry.startTime),
  );
}

test.describe("a form page loads React once the visitor turns to the form", () => {
  for (const path of ["/contact", donation, "/news", "/en/contact"]) {
    test(`${path}: nothing before, React after the keyboard reaches a field`, async ({ page }) => {
      await openUntouched(page, path);
      // What a visitor reading the page for a moment would do: nothing.
      await page.mouse.move(5, 5);
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(1_000);
      expect(await scriptStarts(page)).toEqual([]);
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
      // Inline ones only: the boot script, and React Router's context and data it started.
      expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
      expect(await page.locator("link[rel=modulepreload]").count()).toBe(0);

      const before = await page.evaluate(() => performance.now());
      for (let press = 0; press < 80; press++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate(() => document.activeElement?.closest("form") !== null)) break;
      }
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      const starts = await scriptStarts(page);
      expect(starts.length).toBeGreaterThan(0);
      expect(Math.min(...starts)).toBeGreaterThanOrEqual(before);
    });
  }

  test("a tap on a field of a phone starts it", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      isMobile: true,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await openUntouched(page, "/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).tap();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await context.close();
  });

  test("what is typed while React hydrates, on a slow phone, is what the field keeps and sends", async ({
    page,
  }) => {
    await openUntouched(page, "/contact");
    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 8 });
    // A slow network too: the scripts arrive once a few keys are typed.
    const releaseScripts = await holdResponses(page, /\/assets\/.*\.js$/);
    // The message takes 5,000 characters: room for a slow machine's hydration.
    const message = page.getByRole("textbox", { name: "Nachricht", exact: true });
    await message.focus();
    const isHydrated = async () => (await page.locator("html[data-hydrated]").count()) > 0;
    const text = "Wir würden das Team gern unterstützen. ";
    const deadline = Date.now() + 30_000;
    let typed = "";
    let typedBeforeHydration = 0;
    for (let keysAfter = 0; keysAfter < 3;) {
      expect(Date.now(), "the form hydrates within 30 s").toBeLessThan(deadline);
      const key = text[typed.length % text.length]!;
      await page.keyboard.type(key);
      typed += key;
      if (typed.length === 5) releaseScripts();
      if (await isHydrated()) keysAfter += 1;
      else typedBeforeHydration += 1;
    }
    expect(typedBeforeHydration).toBeGreaterThan(0);
    await session.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    await expect(message).toHaveValue(typed);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Erika Musterfrau");
    await page
      .getByRole("textbox", { name: "E-Mail-Adresse", exact: true })
      .fill("erika@example.org");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/contact.data")),
      page.getByRole("button", { name: "Absenden" }).click(),
    ]);
    expect(response.status()).toBe(201);
    const sent = new URLSearchParams(response.request().postData() ?? "");
    expect(sent.get("message")?.trim()).toBe(typed.trim());
  });

  test("what is typed and chosen before React is there stays, and is what is sent", async ({
    page,
  }) => {
    const releaseScripts = await holdResponses(page, /\/assets\/.*\.js$/);
    await openUntouched(page, donation);
    await page.getByRole("textbox", { name: "Vorname", exact: true }).fill("Max");
    await page.getByRole("textbox", { name: "Nachname", exact: true }).fill("Mustermann");
    await page
      .getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true })
      .fill("75");
    await page
      .getByRole("radio", {
        name: "I need a donation receipt to the following address:",
        exact: true,
      })
      .check();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    releaseScripts();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // A render after hydration (the receipt's address fields, an error on blur) keeps the values.
    await page
      .getByRole("textbox", { name: "Straße und Hausnummer", exact: true })
      .fill("Musterstraße 1");
    await page.getByRole("textbox", { name: "Postleitzahl", exact: true }).fill("20095");
    await page.getByRole("textbox", { name: "Ort", exact: true }).fill("Hamburg");
    await expect(page.getByRole("textbox", { name: "Vorname", exact: true })).toHaveValue("Max");
    await expect(
      page.getByRole("textbox", { name: "Wie viel möchten Sie spenden? (in Euro)", exact: true }),
    ).toHaveValue("75");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`${donation}.data`)),
      page.getByRole("button", { name: "Unterstützer werden" }).click(),
    ]);
    expect(
      Object.fromEntries(new URLSearchParams(response.request().postData() ?? "")),
    ).toMatchObject({
      amount: "75",
      firstName: "Max",
      lastName: "Mustermann",
      certificate: "true",
      address: "Musterstraße 1",
    });
    expect(response.status()).toBe(201);
  });
});

test.describe("a page is sent whole", () => {
  const perRequest = [`${donation}?quelle=flyer`, "/intern", "/gibt-es-nicht"];
  test("no part of any page is held back for a script to put in place", async ({ request }) => {
    const heldBack: string[] = [];
    for (const path of [...ROUTES, ...ENGLISH_ROUTES, ...perRequest]) {
      const html = await (await request.get(path)).text();
      // React's markers of a Suspense boundary sent later (`$?`) or given up on the server (`$!`).
      if (/<!--\$[?!]-->|<template id="B:|\$RC\(/.test(html)) heldBack.push(path);
    }
    expect(heldBack).toEqual([]);
  });
});

/** Whether React has hydrated `selector`'s element (it keeps its fiber on the node). */
function hydrated(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (selector) =>
      Object.keys(document.querySelector(selector) ?? {}).some((key) =>
        key.startsWith("__reactFiber$"),
      ),
    selector,
  );
}

test.describe("a form page hydrates the rest of the page after its form", () => {
  for (const path of ["/contact", donation, "/news"]) {
    test(`${path}: toolbar, asides and footer follow, without an error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(path);
      expect(await hydrated(page, "main form")).toBe(true);
      for (const selector of ["header", "footer", "#seitennavigation"]) {
        await expect.poll(() => hydrated(page, selector), selector).toBe(true);
      }
      await page.locator('footer a[href="/imprint"]').click();
      await expect(page).toHaveURL(/\/imprint$/);
      expect(errors).toEqual([]);
    });
  }
});
