import { expect, test } from "./support/test";

test.describe("moving to the next page", () => {
  test("hovering a link prefetches its page, by the rules the page's header names", async ({
    page,
  }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (/prefetch/.test(request.headers()["sec-purpose"] ?? "")) {
        prefetched.push(new URL(request.url()).pathname);
      }
    });
    const response = await page.goto("/imprint");
    expect(response?.headers()["speculation-rules"]).toBe('"/speculation-rules.json"');
    await page.locator('header a[href="/team"]').hover();
    await expect.poll(() => prefetched).toContain("/team");
    // A click then loads the prefetched file.
    await page.locator('header a[href="/team"]').click();
    await expect(page).toHaveURL(/\/team$/);
  });

  test("the cross-fade between pages applies only without a wish for less motion", async ({
    page,
  }) => {
    await page.goto("/imprint");
    const viewTransitionMedia = () =>
      page.evaluate(() => {
        for (const sheet of Array.from(document.styleSheets)) {
          for (const rule of Array.from(sheet.cssRules)) {
            if (!(rule instanceof CSSMediaRule)) continue;
            const inner = Array.from(rule.cssRules).find((r) =>
              r.cssText.startsWith("@view-transition"),
            );
            if (inner)
              return {
                media: rule.conditionText,
                applies: matchMedia(rule.conditionText).matches,
                text: inner.cssText,
              };
          }
        }
        return null;
      });
    const rule = await viewTransitionMedia();
    expect(rule).toMatchObject({ media: "(prefers-reduced-motion: no-preference)", applies: true });
    expect(rule?.text).toContain("navigation: auto");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await viewTransitionMedia()).toMatchObject({ applies: false });
  });
});
