import { expect, test, type Page } from "./support/test";

/** Layout shifts the page has had, recorded from its start. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}

/** Holds the web font's response until `release` is called, as on a slow connection. */
async function holdWebFont(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const webFontStatus = (page: Page) =>
  page.evaluate(
    () => [...document.fonts].find((font) => font.family.replace(/"/g, "") === "Inter")?.status,
  );

/** The fonts Chromium drew the text of the first element matching `selector` with. */
async function drawnFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }));
}

test.describe("the web font", () => {
  const cases: [path: string, width: number][] = [
    ["/aboutus", 1400],
    ["/home", 375],
    ["/imprint", 375],
  ];
  for (const [path, width] of cases) {
    test(`arriving after the first paint moves nothing on ${path} at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const layoutShifts = await recordLayoutShifts(page);
      const release = await holdWebFont(page);
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      // Well past the short time a browser may wait for the font before it paints.
      await page.waitForTimeout(500);
      release();
      await expect.poll(() => webFontStatus(page)).toBe("loaded");
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      expect(await layoutShifts()).toEqual([]);
      // The page keeps the fallback it was first drawn with.
      expect(await drawnFonts(page, "main h1")).not.toContainEqual(
        expect.objectContaining({ custom: true }),
      );
    });
  }

  test("is used from the first paint of the next page, from the cache", async ({ page }) => {
    await page.goto("/imprint");
    await expect.poll(() => webFontStatus(page)).toBe("loaded");
    await page.goto("/team");
    expect(await drawnFonts(page, "main h1")).toEqual([{ family: "Inter", custom: true }]);
  });
});
