import { describe, expect, it } from "vitest";
import { evaluatePhotoBudgets } from "./budgets";
import { oversized } from "./oversized";

describe("photo audit checks", () => {
  it("counts a file as oversized only when wider than twice its widest drawing", () => {
    const images = [
      { url: "/a-560.avif", naturalWidth: 560, drawnWidth: 280 },
      { url: "/b-767.avif", naturalWidth: 767, drawnWidth: 384 },
      { url: "/c-1920.avif", naturalWidth: 1920, drawnWidth: 412 },
    ];
    expect(oversized(images).map((image) => image.url)).toEqual(["/c-1920.avif"]);
  });

  it("fails a page below 100, above 2 s LCP, above 500 KB or with an oversized file", () => {
    const good = { performance: 100, lcpMs: 1900, totalBytes: 400 * 1024, oversizedImages: 0 };
    expect(evaluatePhotoBudgets(good).every((check) => check.passed)).toBe(true);
    const bad = { performance: 99, lcpMs: 2100, totalBytes: 501 * 1024, oversizedImages: 1 };
    expect(evaluatePhotoBudgets(bad).filter((check) => !check.passed)).toHaveLength(4);
  });
});
