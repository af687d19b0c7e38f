/**
 * The speed and size budgets every prerendered page must meet. `npm run audit` fails when one is
 * missed. Scores are Lighthouse's 0–100 (median of the runs), bytes are compressed (what travels).
 */
export const BUDGETS = {
  /**
   * Lighthouse performance score, mobile, simulated throttling, with the Total Blocking Time
   * counted from the first paint of the same simulation (docs/decisions/0159).
   */
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** JavaScript on first load, compressed bytes: none, but on a carousel page (PAGE_BUDGETS). */
  jsBytes: 0,
  /**
   * JavaScript a form page loads once the visitor turns to its form (React and the page's
   * modules), compressed bytes: 120 KB on a form page, none elsewhere (PAGE_BUDGETS).
   */
  formJsBytes: 120 * 1024,
  /**
   * The slowest keystroke while a form page loads and hydrates its form, on a CPU slowed down as
   * in Lighthouse's simulation, ms: 200 (a "good" Interaction to Next Paint) on a form page.
   */
  formKeyMs: 200,
  /** Total Blocking Time of the first load, from the first paint of the same simulation, ms. */
  tbtMs: 0,
  /**
   * The page itself, headers and compressed HTML, in bytes: what the first round trip of a new
   * connection brings (TCP's initial window, 10 segments of 1,460 bytes; Lighthouse's simulation
   * assumes the same). A page one byte larger waits a whole round trip longer for its rest.
   */
  documentBytes: 10 * 1460,
  /** CSS on first load, compressed bytes (20 KB). */
  cssBytes: 20 * 1024,
  /** Cumulative Layout Shift, Lighthouse's value rounded to 3 decimals. */
  cls: 0,
  /** Font files loaded on first load, from any origin. */
  fontFiles: 1,
  /** Font files loaded from origins other than the site's (fonts are self-hosted). */
  thirdPartyFontRequests: 0,
  /** Requests to any origin other than the site's before the visitor consents to anything. */
  thirdPartyRequests: 0,
} as const;

export type Budgets = { [K in keyof typeof BUDGETS]: number };

/**
 * What a page runs in the browser (docs/decisions/0120-no-javascript-by-default.md): React on a
 * form page once the visitor turns to the form
 * (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md), Embla on a carousel
 * page, nothing anywhere else (the menu needs no script:
 * docs/decisions/0122-menu-without-javascript.md).
 */
export type PageKind = "hydrating" | "carousel" | "plain";

type ScriptBudgets = Pick<Budgets, "jsBytes" | "formJsBytes" | "formKeyMs">;

export const PAGE_BUDGETS: Record<PageKind, ScriptBudgets> = {
  hydrating: { jsBytes: 0, formJsBytes: BUDGETS.formJsBytes, formKeyMs: BUDGETS.formKeyMs },
  carousel: { jsBytes: 12 * 1024, formJsBytes: 0, formKeyMs: 0 },
  plain: { jsBytes: 0, formJsBytes: 0, formKeyMs: 0 },
};

/** German addresses of the pages that hydrate, but for the donation page (its address is content). */
const HYDRATING = ["/contact", "/news"];
const CAROUSELS = ["/home", "/aboutus"];

/** The kind of the page at `path` (German or English), given the donation page's address. */
export function pageKind(path: string, donation: string): PageKind {
  const german = path.replace(/^\/en(?=\/|$)/, "") || "/";
  if (german === donation || HYDRATING.includes(german)) return "hydrating";
  return CAROUSELS.includes(german) ? "carousel" : "plain";
}

/** The budgets of one page: {@link BUDGETS} with the script budgets of its kind. */
export function budgetsFor(kind: PageKind): Budgets {
  return { ...BUDGETS, ...PAGE_BUDGETS[kind] };
}

/** The numbers measured for one page (medians over the runs where a number varies). */
export interface RouteMetrics {
  /** Lighthouse's performance score with the audit's own Total Blocking Time (tbtMs). */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, ms. */
  lcpMs: number;
  cls: number;
  /** Total Blocking Time from the first paint of the same simulation, ms (same-simulation.ts). */
  tbtMs: number;
  /**
   * The same with each task's time on the CPU in place of its wall time, ms: the page's own work,
   * without the time the host gave to other processes (docs/decisions/0159). Reported, no budget.
   */
  cpuTbtMs: number;
  /** Lighthouse's own Total Blocking Time, ms, and performance score, as its report shows them. */
  lighthouseTbtMs: number;
  lighthousePerformance: number;
  /** The document: headers and compressed HTML. */
  documentBytes: number;
  jsBytes: number;
  /** JavaScript fetched once the visitor turns to the page's form; 0 on a page without one. */
  formJsBytes: number;
  /** The slowest keystroke while the form loads and hydrates, ms; 0 on a page without a form. */
  formKeyMs: number;
  cssBytes: number;
  fontBytes: number;
  imageBytes: number;
  /** Every byte of the first load (document, scripts, styles, fonts, images, the rest). */
  totalBytes: number;
  requests: number;
  fontFiles: number;
  thirdPartyRequests: number;
  thirdPartyFontRequests: number;
}

export interface BudgetCheck {
  /** Key of {@link BUDGETS}. */
  budget: keyof Budgets;
  label: string;
  actual: number;
  limit: number;
  /** `min`: actual must be at least limit; `max`: at most. */
  kind: "min" | "max";
  passed: boolean;
}

const CHECKS: { budget: keyof Budgets; label: string; kind: "min" | "max" }[] = [
  { budget: "performance", label: "Performance score", kind: "min" },
  { budget: "accessibility", label: "Accessibility score", kind: "min" },
  { budget: "bestPractices", label: "Best practices score", kind: "min" },
  { budget: "seo", label: "SEO score", kind: "min" },
  { budget: "jsBytes", label: "JavaScript (compressed)", kind: "max" },
  { budget: "formJsBytes", label: "JavaScript once the form is used (compressed)", kind: "max" },
  { budget: "formKeyMs", label: "Slowest keystroke while the form loads", kind: "max" },
  { budget: "tbtMs", label: "Total Blocking Time", kind: "max" },
  { budget: "documentBytes", label: "Document (headers and compressed HTML)", kind: "max" },
  { budget: "cssBytes", label: "CSS (compressed)", kind: "max" },
  { budget: "cls", label: "Cumulative Layout Shift", kind: "max" },
  { budget: "fontFiles", label: "Font files", kind: "max" },
  { budget: "thirdPartyFontRequests", label: "Font requests to other origins", kind: "max" },
  { budget: "thirdPartyRequests", label: "Requests to other origins", kind: "max" },
];

/** Compares one page's numbers with the budgets; CLS is compared rounded to 3 decimals. */
export function evaluateBudgets(metrics: RouteMetrics, budgets: Budgets = BUDGETS): BudgetCheck[] {
  return CHECKS.map(({ budget, label, kind }) => {
    const actual = budget === "cls" ? roundTo(metrics.cls, 3) : metrics[budget];
    const limit = budgets[budget];
    const passed = kind === "min" ? actual >= limit : actual <= limit;
    return { budget, label, actual, limit, kind, passed };
  });
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // The `+ 0` turns -0 into 0.
  return Math.round(value * factor) / factor + 0;
}

/**
 * Budgets on the photo copy of the site (`npm run audit -- --photos`): the newest team, the
 * landing hero, the cars and the about-us carousel as camera-sized photos.
 */
export const PHOTO_BUDGETS = {
  /** Lighthouse performance score, mobile, simulated throttling: as on the placeholder site. */
  performance: BUDGETS.performance,
  /** Largest Contentful Paint, ms. */
  lcpMs: 2000,
  /** Every byte of the first load, compressed (500 KB). */
  totalBytes: 500 * 1024,
  /** Image files wider than twice the widest they are drawn, at mobile and desktop sizes. */
  oversizedImages: 0,
} as const;

export interface PhotoRouteMetrics {
  performance: number;
  lcpMs: number;
  totalBytes: number;
  oversizedImages: number;
}

export function evaluatePhotoBudgets(
  metrics: PhotoRouteMetrics,
  budgets: typeof PHOTO_BUDGETS = PHOTO_BUDGETS,
): { budget: keyof typeof PHOTO_BUDGETS; actual: number; limit: number; passed: boolean }[] {
  return (Object.keys(budgets) as (keyof typeof PHOTO_BUDGETS)[]).map((budget) => {
    const actual = metrics[budget];
    const limit = budgets[budget];
    return {
      budget,
      actual,
      limit,
      passed: budget === "performance" ? actual >= limit : actual <= limit,
    };
  });
}
