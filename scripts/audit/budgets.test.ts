import { describe, expect, it } from "vitest";
import {
  BUDGETS,
  budgetsFor,
  CAROUSEL_JS_BYTES,
  evaluateBudgets,
  evaluatePhotoBudgets,
  pageKind,
} from "./budgets";
import type { RunFigures } from "./lighthouse";

const good: RunFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 900,
  lcpMs: 1800,
  tbtMs: 0,
  cls: 0.0004,
  documentBytes: BUDGETS.documentBytes,
  jsBytes: 0,
  cssBytes: BUDGETS.cssBytes,
  fontBytes: 32 * 1024,
  imageBytes: 300 * 1024,
  totalBytes: 400 * 1024,
  fontFiles: 1,
  thirdPartyRequests: 0,
  thirdPartyFontRequests: 0,
  oversizedImages: 0,
};

const missed = (checks: { budget: string; passed: boolean }[]) =>
  checks.filter((c) => !c.passed).map((c) => c.budget);

describe("the budgets", () => {
  it("pass a page at its limits, CLS rounded to 3 decimals", () => {
    expect(missed(evaluateBudgets(good))).toEqual([]);
  });

  it("fail scores under their minimum and bytes over their maximum", () => {
    const page = { ...good, performance: 99, seo: 92, documentBytes: BUDGETS.documentBytes + 1 };
    expect(
      missed(evaluateBudgets({ ...page, cssBytes: 21 * 1024, cls: 0.0006, tbtMs: 10 })),
    ).toEqual(["performance", "seo", "tbtMs", "cls", "documentBytes", "cssBytes"]);
    expect(missed(evaluateBudgets({ ...good, fontFiles: 2, thirdPartyRequests: 1 }))).toEqual([
      "fontFiles",
      "thirdPartyRequests",
    ]);
  });

  it("fail a figure Lighthouse did not report", () => {
    expect(missed(evaluateBudgets({ ...good, tbtMs: Number.NaN }))).toEqual(["tbtMs"]);
  });

  it("allow JavaScript on the carousel pages only, German or English", () => {
    expect(pageKind("/home")).toBe("carousel");
    expect(pageKind("/en/aboutus")).toBe("carousel");
    expect(pageKind("/contact")).toBe("plain");
    const carousel = { ...good, jsBytes: CAROUSEL_JS_BYTES };
    expect(missed(evaluateBudgets(carousel, budgetsFor("carousel")))).toEqual([]);
    expect(missed(evaluateBudgets(carousel, budgetsFor("plain")))).toEqual(["jsBytes"]);
  });

  it("hold the photo site to its LCP, bytes and image sizes", () => {
    expect(missed(evaluatePhotoBudgets(good))).toEqual([]);
    const slow = { ...good, lcpMs: 2600, totalBytes: 501 * 1024, oversizedImages: 1 };
    expect(missed(evaluatePhotoBudgets(slow))).toEqual(["lcpMs", "totalBytes", "oversizedImages"]);
  });
});
