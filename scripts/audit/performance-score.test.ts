import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { performanceWithTbt } from "./performance-score";

// Lighthouse 12's mobile weights and the TBT audit's scoring curve.
const metric = (id: string, weight: number, score: number) => ({ id, weight, score });
const metrics = [
  metric("first-contentful-paint", 10, 1),
  metric("speed-index", 10, 1),
  metric("largest-contentful-paint", 25, 0.99),
  metric("total-blocking-time", 30, 0.8),
  metric("cumulative-layout-shift", 25, 1),
];

function lhr(overrides: Record<string, object> = {}): Result {
  const audits: Record<string, object> = {};
  for (const { id, score } of metrics)
    audits[id] = { id, score, scoreDisplayMode: "numeric", ...overrides[id] };
  audits["total-blocking-time"] = {
    ...audits["total-blocking-time"],
    numericValue: 290,
    scoringOptions: { p10: 200, median: 600 },
  };
  audits["server-response-time"] = { score: 0, scoreDisplayMode: "metricSavings" };
  return {
    audits,
    categories: {
      performance: {
        score: 0.94,
        auditRefs: [
          ...metrics.map(({ id, weight }) => ({ id, weight })),
          { id: "server-response-time", weight: 0 },
        ],
      },
    },
  } as unknown as Result;
}

describe("performanceWithTbt", () => {
  it("gives Lighthouse's own score for Lighthouse's own blocking time", () => {
    // 290 ms scores 0.8: (10 + 10 + 24.75 + 30 × 0.8 + 25) / 100 = 0.9375, to two decimals.
    expect(performanceWithTbt(lhr(), 290)).toBe(94);
  });

  it("scores the blocking time it is given on the TBT audit's curve", () => {
    expect(performanceWithTbt(lhr(), 0)).toBe(100);
    expect(performanceWithTbt(lhr(), 200)).toBe(97);
    expect(performanceWithTbt(lhr(), 600)).toBe(85);
  });

  it("gives an audit that does not apply no weight, as Lighthouse does", () => {
    const withoutLcp = lhr({
      "largest-contentful-paint": { score: null, scoreDisplayMode: "notApplicable" },
    });
    expect(performanceWithTbt(withoutLcp, 0)).toBe(100);
  });

  it("refuses a run without a scored blocking time", () => {
    const broken = lhr();
    delete broken.audits["total-blocking-time"];
    expect(() => performanceWithTbt(broken, 0)).toThrow(
      "the run has no scored Total Blocking Time",
    );
  });
});
