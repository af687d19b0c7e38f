import { describe, expect, it } from "vitest";
import { drawnWidth, MAX_FILE_WIDTH, PLACE_NAMES, sizesFor, widthsFor } from "./places";

describe("image places", () => {
  it("derive sizes from the stylesheets' breakpoints", () => {
    expect(sizesFor("hero", 16 / 9)).toBe("100vw");
    expect(sizesFor("memberPhoto", 3 / 4)).toBe(
      "(max-width: 608px) calc(50vw - 26px), (max-width: 767px) 278px, " +
        "(max-width: 904px) calc(33.33vw - 23.3px), 278px",
    );
    // A landscape photo covering the 300 px high card (278 px inside its border) is drawn 534 px
    // wide; on a phone it covers a 3:4 box of half the page's width.
    expect(sizesFor("memberPhoto", 16 / 9)).toBe(
      "(max-width: 575px) calc(118.52vw - 61.6px), 534px",
    );
    expect(sizesFor("landingCard", 3 / 2)).toBe(
      "(max-width: 767px) calc(100vw - 34px), (max-width: 1184px) calc(50vw - 30px), " +
        "(max-width: 1400px) 562px, 366px",
    );
  });

  it("generate 1× and 2× of every size, so any screen up to 2× gets a file at most twice as wide as drawn", () => {
    for (const place of PLACE_NAMES.filter((p) => p !== "share")) {
      for (const aspect of [3 / 4, 3 / 2, 16 / 9]) {
        const widths = widthsFor([place], aspect, 8000);
        for (const viewport of [320, 375, 412, 575, 600, 767, 800, 1024, 1199, 1280, 1400, 1920]) {
          const drawn = drawnWidth(place, aspect, viewport);
          for (const density of [1, 1.75, 2]) {
            const needed = drawn * density;
            const picked = widths.find((w) => w >= needed - 0.5) ?? Math.max(...widths);
            // Up to Lighthouse's 1.75×: never more than twice the drawn width.
            const limit = density <= 1.75 ? 2 * drawn : needed * 1.14;
            expect(picked, `${place} ${aspect} at ${viewport}px ×${density}`).toBeLessThanOrEqual(
              limit + 1,
            );
          }
        }
      }
    }
  });

  it("never make a file wider than the source or 2560 px", () => {
    expect(Math.max(...widthsFor(["hero"], 4 / 3, 6000))).toBe(MAX_FILE_WIDTH);
    expect(Math.max(...widthsFor(["hero"], 4 / 3, 1300))).toBe(1300);
    expect(widthsFor(["share"], 1.9, 4000)).toEqual([1200]);
  });
});
