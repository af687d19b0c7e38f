import { describe, expect, it } from "vitest";
import { median, medianIndex, spread } from "./stats";

describe("median", () => {
  it("takes the middle of an odd count, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([99, 90, 98])).toBe(98);
  });
  it("averages the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it("returns the only value and leaves the input alone", () => {
    const values = [5, 1, 9];
    expect(median([7])).toBe(7);
    median(values);
    expect(values).toEqual([5, 1, 9]);
  });
  it("refuses no values", () => {
    expect(() => median([])).toThrow();
  });
});

describe("spread and medianIndex", () => {
  it("gives min, median and max", () => {
    expect(spread([120, 100, 110])).toEqual({ min: 100, median: 110, max: 120 });
  });
  it("finds the run closest to the median", () => {
    expect(medianIndex([90, 99, 97])).toBe(2);
    expect(medianIndex([98, 98, 98])).toBe(0);
  });
});
