/**
 * The speed and size budgets every prerendered page must meet; `npm run audit` fails when one is
 * missed. Figures are Lighthouse's own (medians of the runs); bytes are as transferred, compressed.
 */
import type { RunFigures } from "./lighthouse";

export const BUDGETS = {
  /** Lighthouse's performance score, mobile preset, simulated throttling. */
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Lighthouse's Total Blocking Time, ms. */
  tbtMs: 0,
  /** Cumulative Layout Shift, rounded to 3 decimals. */
  cls: 0,
  /** JavaScript on first load: none, but on a carousel page (SCRIPT_BUDGETS). */
  jsBytes: 0,
  /**
   * The document, headers and compressed HTML: what the first round trip of a new connection
   * brings (TCP's initial window, 10 segments of 1,460 bytes). One byte more costs a round trip.
   */
  documentBytes: 10 * 1460,
  cssBytes: 20 * 1024,
  /** Font files from any origin, and from origins other than the site's (fonts are self-hosted). */
  fontFiles: 1,
  thirdPartyFontRequests: 0,
  /** Requests to other origins before the visitor consents to anything. */
  thirdPartyRequests: 0,
} as const;

export type BudgetName = keyof typeof BUDGETS;
export type Budgets = Record<BudgetName, number>;

/** Scores must reach their budget; everything else must stay at or under it. */
const MINIMUMS: readonly BudgetName[] = ["performance", "accessibility", "bestPractices", "seo"];

/**
 * What a page runs (docs/decisions/0120): Embla on a carousel page, nothing on first load
 * anywhere else (a form page loads React once the visitor turns to its form: ADR 0155).
 */
export type PageKind = "carousel" | "plain";
const CAROUSELS = ["/home", "/aboutus"];
export const CAROUSEL_JS_BYTES = 12 * 1024;

export function pageKind(path: string): PageKind {
  const german = path.replace(/^\/en(?=\/|$)/, "") || "/";
  return CAROUSELS.includes(german) ? "carousel" : "plain";
}

export function budgetsFor(kind: PageKind): Budgets {
  return kind === "carousel" ? { ...BUDGETS, jsBytes: CAROUSEL_JS_BYTES } : { ...BUDGETS };
}

export interface BudgetCheck {
  budget: string;
  actual: number;
  limit: number;
  passed: boolean;
}

function check<K extends keyof RunFigures>(
  figures: RunFigures,
  limits: Record<K, number>,
  minimums: readonly string[],
): BudgetCheck[] {
  return (Object.keys(limits) as K[]).map((budget) => {
    const actual = budget === "cls" ? Math.round(figures[budget] * 1000) / 1000 : figures[budget];
    const limit = limits[budget];
    // NaN (not measured) passes neither way.
    const passed = minimums.includes(budget) ? actual >= limit : actual <= limit;
    return { budget, actual, limit, passed };
  });
}

export function evaluateBudgets(figures: RunFigures, budgets: Budgets = BUDGETS): BudgetCheck[] {
  return check(figures, budgets, MINIMUMS);
}

/** The site with camera photos (`npm run audit -- --photos`). */
export const PHOTO_BUDGETS = {
  performance: BUDGETS.performance,
  lcpMs: 2000,
  /** Every byte of the first load (500 KB). */
  totalBytes: 500 * 1024,
  /** Image files Lighthouse finds larger than they are drawn ("Properly size images"). */
  oversizedImages: 0,
} as const;

export function evaluatePhotoBudgets(figures: RunFigures): BudgetCheck[] {
  return check(figures, PHOTO_BUDGETS, ["performance"]);
}
