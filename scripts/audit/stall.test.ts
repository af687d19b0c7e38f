import { describe, expect, it } from "vitest";
import { stalledPaint } from "./stall";

describe("stalledPaint", () => {
  it("flags a first paint long after the page was ready", () => {
    expect(stalledPaint({ fcpMs: 2218, domContentLoadedMs: 213, loadMs: 273 })).toBe(true);
    expect(stalledPaint({ fcpMs: 1231, domContentLoadedMs: 166, loadMs: 315 })).toBe(true);
  });
  it("accepts a paint soon after loading, or before it", () => {
    expect(stalledPaint({ fcpMs: 287, domContentLoadedMs: 207, loadMs: 821 })).toBe(false);
    expect(stalledPaint({ fcpMs: 1000, domContentLoadedMs: 200, loadMs: 400 })).toBe(false);
  });
  it("does not guess without numbers", () => {
    expect(stalledPaint({ fcpMs: Number.NaN, domContentLoadedMs: 200, loadMs: 300 })).toBe(false);
  });
});
