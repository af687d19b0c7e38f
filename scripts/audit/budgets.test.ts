import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  budgetsFor,
  evaluateBudgets,
  PAGE_BUDGETS,
  pageKind,
  roundTo,
  type RouteMetrics,
} from "./budgets";

const good: RouteMetrics = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  cls: 0,
  tbtMs: 0,
  cpuTbtMs: 0,
  lighthouseTbtMs: 0,
  lighthousePerformance: 100,
  documentBytes: 9000,
  jsBytes: 0,
  formJsBytes: 110 * 1024,
  formKeyMs: 120,
  cssBytes: 6 * 1024,
  fontBytes: 48 * 1024,
  imageBytes: 10 * 1024,
  totalBytes: 180 * 1024,
  requests: 20,
  fontFiles: 1,
  thirdPartyRequests: 0,
  thirdPartyFontRequests: 0,
};

const failed = (metrics: RouteMetrics) =>
  evaluateBudgets(metrics)
    .filter((check) => !check.passed)
    .map((check) => check.budget);

describe("evaluateBudgets", () => {
  it("passes a page within every budget, limits included", () => {
    expect(failed(good)).toEqual([]);
    expect(
      failed({
        ...good,
        tbtMs: BUDGETS.tbtMs,
        jsBytes: BUDGETS.jsBytes,
        formJsBytes: BUDGETS.formJsBytes,
        formKeyMs: BUDGETS.formKeyMs,
        documentBytes: BUDGETS.documentBytes,
        cssBytes: BUDGETS.cssBytes,
      }),
    ).toEqual([]);
  });

  it("fails scores below their minimum", () => {
    expect(failed({ ...good, performance: 99, accessibility: 99, seo: 69 })).toEqual([
      "performance",
      "accessibility",
      "seo",
    ]);
  });

  it("fails one byte over the document, JavaScript and CSS budgets, and a millisecond of blocking", () => {
    expect(
      failed({
        ...good,
        jsBytes: BUDGETS.jsBytes + 1,
        formJsBytes: BUDGETS.formJsBytes + 1,
        tbtMs: 1,
        documentBytes: BUDGETS.documentBytes + 1,
        cssBytes: BUDGETS.cssBytes + 1,
      }),
    ).toEqual(["jsBytes", "formJsBytes", "tbtMs", "documentBytes", "cssBytes"]);
  });

  it("fails a form whose scripts could not be measured", () => {
    expect(failed({ ...good, formJsBytes: Number.NaN, formKeyMs: Number.NaN })).toEqual([
      "formJsBytes",
      "formKeyMs",
    ]);
  });

  it("fails a keystroke slower than a good interaction while the form loads", () => {
    expect(failed({ ...good, formKeyMs: BUDGETS.formKeyMs + 1 })).toEqual(["formKeyMs"]);
  });

  it("compares CLS rounded to 3 decimals", () => {
    expect(failed({ ...good, cls: 0.0004 })).toEqual([]);
    expect(failed({ ...good, cls: 0.0005 })).toEqual(["cls"]);
    const check = evaluateBudgets({ ...good, cls: 0.01234 }).find((c) => c.budget === "cls");
    expect(check).toMatchObject({ actual: 0.012, limit: 0, passed: false });
  });

  it("fails a second font file, foreign fonts and any request to another origin", () => {
    expect(
      failed({ ...good, fontFiles: 2, thirdPartyFontRequests: 1, thirdPartyRequests: 1 }),
    ).toEqual(["fontFiles", "thirdPartyFontRequests", "thirdPartyRequests"]);
  });
});

describe("budgets by what a page runs", () => {
  const donation = "/missionegnition";

  it("knows the form pages, the carousel pages and the rest, in both languages", () => {
    for (const path of [donation, "/contact", "/news", "/en/contact", `/en${donation}`])
      expect(pageKind(path, donation), path).toBe("hydrating");
    for (const path of ["/home", "/aboutus", "/en/home"])
      expect(pageKind(path, donation), path).toBe("carousel");
    for (const path of ["/imprint", "/en/events", "/contact/danke", "/news/danke", "/team/2025"])
      expect(pageKind(path, donation), path).toBe("plain");
  });

  it("holds a page without a form or carousel to no JavaScript and no blocking time", () => {
    expect(PAGE_BUDGETS.plain.jsBytes).toBe(0);
    const plain = { ...good, formJsBytes: 0, formKeyMs: 0 };
    expect(evaluateBudgets(plain, budgetsFor("plain")).every((c) => c.passed)).toBe(true);
    const over = { ...plain, jsBytes: 1, formJsBytes: 1, formKeyMs: 1, tbtMs: 1 };
    const checks = evaluateBudgets(over, budgetsFor("plain")).filter((c) => !c.passed);
    expect(checks.map((c) => c.budget)).toEqual(["jsBytes", "formJsBytes", "formKeyMs", "tbtMs"]);
  });

  it("holds a form page's first load to none, and what its form loads to what it loaded before", () => {
    expect(budgetsFor("hydrating")).toMatchObject({
      jsBytes: 0,
      tbtMs: 0,
      formJsBytes: 120 * 1024,
      formKeyMs: 200,
    });
    expect(evaluateBudgets(good, budgetsFor("hydrating")).every((c) => c.passed)).toBe(true);
    const early = { ...good, jsBytes: 100 * 1024 };
    const checks = evaluateBudgets(early, budgetsFor("hydrating")).filter((c) => !c.passed);
    expect(checks.map((c) => c.budget)).toEqual(["jsBytes"]);
  });

  it("allows a carousel page 12 KB and no form scripts", () => {
    expect(budgetsFor("carousel")).toMatchObject({
      jsBytes: 12 * 1024,
      formJsBytes: 0,
      formKeyMs: 0,
    });
  });
});

describe("roundTo", () => {
  it("rounds and never returns -0", () => {
    expect(roundTo(0.12345, 3)).toBe(0.123);
    expect(Object.is(roundTo(-0.0001, 3), 0)).toBe(true);
  });
});
