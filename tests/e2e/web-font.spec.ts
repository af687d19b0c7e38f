import { expect, test, type Page } from "./support/test";
import { afterNextFrame, holdResponses, recordLayoutShifts } from "./support/page-timing";

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
      const release = await holdResponses(page, /\.woff2$/);
      await page.goto(path, { waitUntil: "commit" });
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      // Well past the short time a browser may wait for the font before it paints.
      await page.waitForTimeout(500);
      release();
      await expect.poll(() => webFontStatus(page)).toBe("loaded");
      await afterNextFrame(page);
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
