import { describe, expect, it } from "vitest";
import { median, medianRun, medians } from "./stats";

describe("medians of the runs", () => {
  it("takes the middle value, the mean of the two middle ones for an even count", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it("takes each figure's median on its own", () => {
    const runs = [
      { lcpMs: 2600, tbtMs: 0 },
      { lcpMs: 1900, tbtMs: 40 },
      { lcpMs: 2100, tbtMs: 10 },
    ];
    expect(medians(runs)).toEqual({ lcpMs: 2100, tbtMs: 10 });
    expect(medianRun(runs)).toBe(runs[2]);
  });
});
