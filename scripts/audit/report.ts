/** Turns the measured runs into the audit's JSON, its Markdown report and the README section. */
import {
  BUDGETS,
  PAGE_BUDGETS,
  evaluateBudgets,
  roundTo,
  type BudgetCheck,
  type Budgets,
  type RouteMetrics,
} from "./budgets";
import { CONTROL_BUSY_MS, describeFloor, type Floor } from "./floor";
import { median, spread } from "./stats";

/** What one Lighthouse run of a page measured: the same numbers as a page's medians. */
export type RunNumbers = RouteMetrics;

export interface LostAuditSummary {
  category: string;
  id: string;
  title: string;
  /** Lowest score over the runs (0–1). */
  score: number;
  displayValue?: string;
  /** In how many of the runs the audit lost points. */
  runs: number;
}

export interface RouteReport {
  path: string;
  url: string;
  runs: RunNumbers[];
  /** Medians over the runs; request counts are the worst run's (any outside request counts). */
  metrics: RouteMetrics;
  checks: BudgetCheck[];
  passed: boolean;
  lost: LostAuditSummary[];
  thirdPartyUrls: string[];
  lcpElement?: string;
  warnings: string[];
  /** Set when Lighthouse could not measure the page at all. */
  error?: string;
}

export interface AuditReport {
  generatedAt: string;
  durationSeconds: number;
  chromium: string;
  lighthouse: string;
  runsPerRoute: number;
  config: string;
  /** The CPU slowdown the simulation used (describeCpuSlowdown); absent in audits before it. */
  cpu?: string;
  /** How busy the machine was: other work on it slows Chromium and moves the scores. */
  machine: {
    cpus: number;
    /** 1-minute load average when the audit started and ended. */
    loadAverageStart: number;
    loadAverageEnd: number;
    /** Median of Lighthouse's CPU benchmark over the counted runs. */
    benchmarkIndex: number;
    /** Runs measured again because the first paint stalled (see stall.ts). */
    stalledRunsRepeated: number;
    /** Lighthouse runs that failed (lost trace) and were tried again. */
    failedAttempts: number;
  };
  /** The empty and the control page's runs (floor.ts); absent when they could not be measured. */
  floor?: Floor;
  command: string;
  budgets: Budgets;
  passed: boolean;
  failures: { path: string; budget: string; label: string; actual: number; limit: number }[];
  routes: RouteReport[];
}

const WORST_RUN_KEYS = new Set<keyof RunNumbers>([
  "thirdPartyRequests",
  "thirdPartyFontRequests",
  "fontFiles",
]);

/** Medians of every number over the runs, except counts of requests that must be zero: the worst. */
export function combineRuns(runs: readonly RunNumbers[]): RouteMetrics {
  const first = runs[0];
  if (!first) throw new Error("no runs to combine");
  const combined = {} as RouteMetrics;
  for (const key of Object.keys(first) as (keyof RunNumbers)[]) {
    const values = runs.map((run) => run[key]);
    combined[key] = WORST_RUN_KEYS.has(key) ? Math.max(...values) : median(values);
  }
  return combined;
}

export function routeReport(
  path: string,
  url: string,
  runs: RunNumbers[],
  extra: Pick<RouteReport, "lost" | "thirdPartyUrls" | "lcpElement" | "warnings">,
  budgets: Budgets = BUDGETS,
): RouteReport {
  const metrics = combineRuns(runs);
  const checks = evaluateBudgets(metrics, budgets);
  return { path, url, runs, metrics, checks, passed: checks.every((c) => c.passed), ...extra };
}

export function failuresOf(routes: readonly RouteReport[]): AuditReport["failures"] {
  return routes.flatMap((route) =>
    route.error
      ? [
          {
            path: route.path,
            budget: "error",
            label: route.error,
            actual: Number.NaN,
            limit: Number.NaN,
          },
        ]
      : route.checks
          .filter((check) => !check.passed)
          .map(({ budget, label, actual, limit }) => ({
            path: route.path,
            budget,
            label,
            actual,
            limit,
          })),
  );
}

// --- formatting -----------------------------------------------------------------------------

/** "1 page", "2 pages". */
export const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => Math.round(value).toLocaleString("en-US");
const cls = (value: number) => roundTo(value, 3).toFixed(3);

function formatBudget(budget: keyof Budgets, value: number): string {
  if (budget === "documentBytes") return `${value.toLocaleString("en-US")} bytes`;
  if (budget === "jsBytes" || budget === "formJsBytes" || budget === "cssBytes")
    return `${kb(value)} KB`;
  if (budget === "cls") return cls(value);
  if (budget === "formKeyMs") return ms(value);
  return String(value);
}

const BUDGET_TEXT: Record<keyof Budgets, string> = {
  performance: `Lighthouse performance ≥ ${BUDGETS.performance}, with the TBT below`,
  accessibility: `Lighthouse accessibility = ${BUDGETS.accessibility}`,
  bestPractices: `Lighthouse best practices = ${BUDGETS.bestPractices}`,
  seo: `Lighthouse SEO = ${BUDGETS.seo}`,
  jsBytes: `JavaScript on first load ${kb(PAGE_BUDGETS.plain.jsBytes)} KB on a page without a carousel (form pages included), ≤ ${kb(PAGE_BUDGETS.carousel.jsBytes)} KB on a carousel page`,
  formJsBytes: `JavaScript a form page loads once the visitor turns to the form ≤ ${kb(PAGE_BUDGETS.hydrating.formJsBytes)} KB`,
  formKeyMs: `the slowest keystroke while a form page loads and hydrates its form ≤ ${PAGE_BUDGETS.hydrating.formKeyMs} ms (CPU slowed down as in Lighthouse's simulation)`,
  tbtMs: `Total Blocking Time ${BUDGETS.tbtMs} ms on every page, from the first paint of the same simulation`,
  documentBytes: `the page itself (headers and compressed HTML) ≤ ${BUDGETS.documentBytes.toLocaleString("en-US")} bytes, the first round trip of a new connection`,
  cssBytes: `CSS on first load ≤ ${kb(BUDGETS.cssBytes)} KB compressed`,
  cls: `Cumulative Layout Shift = ${BUDGETS.cls} (rounded to 3 decimals)`,
  fontFiles: `at most ${BUDGETS.fontFiles} font file`,
  thirdPartyFontRequests: `fonts self-hosted: ${BUDGETS.thirdPartyFontRequests} font requests to other origins`,
  thirdPartyRequests: `${BUDGETS.thirdPartyRequests} requests to other origins before consent`,
};

function escapeCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function routeRow(route: RouteReport): string {
  if (route.error) {
    const numbers = "– | ".repeat(ROUTE_COLUMNS - 2);
    return `| \`${route.path}\` | ${numbers}error: ${escapeCell(route.error)} |`;
  }
  const m = route.metrics;
  const failed = new Set(route.checks.filter((c) => !c.passed).map((c) => c.budget));
  const mark = (budget: keyof Budgets, text: string) =>
    failed.has(budget) ? `**${text}** ✗` : text;
  return `| ${[
    `\`${route.path}\``,
    mark("performance", String(m.performance)),
    String(m.lighthousePerformance),
    mark("accessibility", String(m.accessibility)),
    mark("bestPractices", String(m.bestPractices)),
    mark("seo", String(m.seo)),
    ms(m.lcpMs),
    mark("cls", cls(m.cls)),
    mark("tbtMs", ms(m.tbtMs)),
    ms(m.cpuTbtMs),
    ms(m.lighthouseTbtMs),
    mark("jsBytes", kb(m.jsBytes)),
    mark("formJsBytes", kb(m.formJsBytes)),
    mark("formKeyMs", ms(m.formKeyMs)),
    mark("documentBytes", kb(m.documentBytes)),
    mark("cssBytes", kb(m.cssBytes)),
    kb(m.fontBytes),
    kb(m.imageBytes),
    mark("fontFiles", String(m.fontFiles)),
    mark("thirdPartyRequests", String(m.thirdPartyRequests)),
    route.passed ? "pass" : "**fail**",
  ].join(" | ")} |`;
}

const ROUTE_HEADER = [
  "| route | perf | LH perf | a11y | best pr. | SEO | LCP ms | CLS | TBT ms | CPU TBT ms | LH TBT ms | JS KB | form JS KB | form key ms | HTML KB | CSS KB | font KB | image KB | fonts | other-origin req. | result |",
  "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --- |",
];
/** Columns of the per-route table: the route, the numbers, the result. */
const ROUTE_COLUMNS = (ROUTE_HEADER[0] as string).split(" | ").length;

const BLOCKING_TIME_NOTE =
  "TBT is Lighthouse's simulated Total Blocking Time counted from the first paint of the same " +
  "simulation, and perf is Lighthouse's performance score with that TBT. Lighthouse's own (LH TBT, " +
  "LH perf) take the first paint from a second simulation that leaves out the navigation's commit, " +
  "so the commit, which no page can paint before, counts as blocking the page (Lighthouse issue " +
  "11677; docs/decisions/0159-audit-models-one-phone.md). CPU TBT is the same TBT with " +
  "each task's time on the CPU (its thread time) in place of its wall time: the page's own work, " +
  "without the time the machine gave the CPU to other processes (docs/decisions/0159).";

function floorSentence(floor: Floor): string {
  return (
    `a page with one line of text and nothing else, measured the same way before the pages, ` +
    `${describeFloor(floor.empty)}; what any page gets from the machine and the browser. ` +
    `The control, the same page with a script that keeps the browser busy for ${CONTROL_BUSY_MS} ms ` +
    `after its first paint: ${describeFloor(floor.control)}`
  );
}

function howItWasRun(report: AuditReport): string[] {
  return [
    `- date: ${report.generatedAt}`,
    `- duration: ${formatDuration(report.durationSeconds)} for ${report.routes.length} routes × ${report.runsPerRoute} runs`,
    `- browser: ${report.chromium}`,
    `- Lighthouse: ${report.lighthouse}, ${report.config}`,
    `- machine: ${report.machine.cpus} CPUs, load average ${report.machine.loadAverageStart} at the start and ${report.machine.loadAverageEnd} at the end, Lighthouse benchmark index ${report.machine.benchmarkIndex}; ${count(report.machine.stalledRunsRepeated, "run")} measured again after a stalled first paint, ${count(report.machine.failedAttempts, "failed run")} tried again`,
    ...(report.floor ? [`- the floor: ${floorSentence(report.floor)}`] : []),
    `- command: \`${report.command}\``,
    `- ${BLOCKING_TIME_NOTE}`,
    "- numbers per route are the median of the runs; requests to other origins and font files are the worst run's",
    "- bytes are transferred bytes (compressed, with headers) of the first load with an empty cache; 1 KB = 1024 bytes; form JS is what a form page fetches in all once a pointer is over its form and React has hydrated it, measured once per page; form key ms is the slowest of the keys typed into the form every 100 ms meanwhile, with the CPU slowed down as in Lighthouse's simulation, measured after each run (each in a fresh browser context)",
  ];
}

export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${rest} s` : `${rest} s`;
}

/** The full Markdown report (reports/audit.md). */
export function markdownReport(report: AuditReport): string {
  const lines: string[] = ["# Speed and size audit", ""];
  lines.push(
    report.passed
      ? `**All budgets met** on ${report.routes.length} routes.`
      : `**${count(report.failures.length, "budget failure")}** on ${new Set(report.failures.map((f) => f.path)).size} of ${report.routes.length} routes.`,
    "",
    "## How it was run",
    "",
    ...howItWasRun(report),
    "",
    "## Budgets",
    "",
    ...Object.keys(report.budgets).map((key) => `- ${BUDGET_TEXT[key as keyof Budgets]}`),
    "",
  );
  if (!report.passed) {
    lines.push("## Failed", "", "| route | budget | actual | limit |", "| --- | --- | --: | --: |");
    for (const f of report.failures) {
      const budget = f.budget as keyof Budgets;
      const known = budget in report.budgets;
      lines.push(
        `| \`${f.path}\` | ${escapeCell(f.label)} | ${known ? formatBudget(budget, f.actual) : "–"} | ${known ? formatBudget(budget, f.limit) : "–"} |`,
      );
    }
    lines.push("");
  }
  lines.push("## Per route", "", ...ROUTE_HEADER, ...report.routes.map(routeRow), "");

  const withLost = report.routes.filter(
    (r) => r.lost.length > 0 || r.thirdPartyUrls.length > 0 || r.warnings.length > 0,
  );
  if (withLost.length > 0) {
    lines.push(
      "## Where points were lost",
      "",
      "Scored Lighthouse audits below full marks (lowest score over the runs; `n/N` = in how many runs), and requests to other origins.",
      "",
    );
    for (const route of withLost) {
      lines.push(`### \`${route.path}\``, "");
      for (const audit of route.lost) {
        const value = audit.displayValue ? ` – ${audit.displayValue}` : "";
        lines.push(
          `- ${audit.category}: \`${audit.id}\` ${escapeCell(audit.title)} (score ${audit.score.toFixed(2)}, ${audit.runs}/${route.runs.length})${value}`,
        );
      }
      for (const url of route.thirdPartyUrls) lines.push(`- request to another origin: ${url}`);
      for (const warning of route.warnings) lines.push(`- warning: ${escapeCell(warning)}`);
      if (route.lcpElement) lines.push(`- LCP element: \`${escapeCell(route.lcpElement)}\``);
      lines.push("");
    }
  }
  return `${lines.join("\n").trimEnd()}\n`;
}

// --- README section ------------------------------------------------------------------------

export const README_START = "<!-- audit:start -->";
export const README_END = "<!-- audit:end -->";

interface SummaryMetric {
  label: string;
  budget: string;
  value: (m: RouteMetrics) => number;
  format: (value: number) => string;
  /** Which end is the bad one. */
  worst: "low" | "high";
}

const SUMMARY_METRICS: SummaryMetric[] = [
  {
    label: "Performance",
    budget: `≥ ${BUDGETS.performance}`,
    value: (m) => m.performance,
    format: String,
    worst: "low",
  },
  {
    label: "Lighthouse's own performance",
    budget: "–",
    value: (m) => m.lighthousePerformance,
    format: String,
    worst: "low",
  },
  {
    label: "Accessibility",
    budget: `${BUDGETS.accessibility}`,
    value: (m) => m.accessibility,
    format: String,
    worst: "low",
  },
  {
    label: "Best practices",
    budget: `${BUDGETS.bestPractices}`,
    value: (m) => m.bestPractices,
    format: String,
    worst: "low",
  },
  { label: "SEO", budget: `${BUDGETS.seo}`, value: (m) => m.seo, format: String, worst: "low" },
  { label: "LCP (ms)", budget: "–", value: (m) => m.lcpMs, format: ms, worst: "high" },
  { label: "CLS", budget: `${BUDGETS.cls}`, value: (m) => m.cls, format: cls, worst: "high" },
  {
    label: "TBT (ms)",
    budget: `${BUDGETS.tbtMs}`,
    value: (m) => m.tbtMs,
    format: ms,
    worst: "high",
  },
  {
    label: "TBT on the CPU (ms)",
    budget: "–",
    value: (m) => m.cpuTbtMs,
    format: ms,
    worst: "high",
  },
  {
    label: "Lighthouse's own TBT (ms)",
    budget: "–",
    value: (m) => m.lighthouseTbtMs,
    format: ms,
    worst: "high",
  },
  {
    label: "JavaScript (KB)",
    budget: `≤ ${kb(PAGE_BUDGETS.plain.jsBytes)} / ${kb(PAGE_BUDGETS.carousel.jsBytes)} carousel`,
    value: (m) => m.jsBytes,
    format: kb,
    worst: "high",
  },
  {
    label: "JavaScript once the form is used (KB)",
    budget: `≤ ${kb(PAGE_BUDGETS.hydrating.formJsBytes)} forms`,
    value: (m) => m.formJsBytes,
    format: kb,
    worst: "high",
  },
  {
    label: "Slowest keystroke while the form loads (ms)",
    budget: `≤ ${PAGE_BUDGETS.hydrating.formKeyMs} forms`,
    value: (m) => m.formKeyMs,
    format: ms,
    worst: "high",
  },
  {
    label: "Document (KB)",
    budget: `≤ ${kb(BUDGETS.documentBytes)}`,
    value: (m) => m.documentBytes,
    format: kb,
    worst: "high",
  },
  {
    label: "CSS (KB)",
    budget: `≤ ${kb(BUDGETS.cssBytes)}`,
    value: (m) => m.cssBytes,
    format: kb,
    worst: "high",
  },
  { label: "Fonts (KB)", budget: "–", value: (m) => m.fontBytes, format: kb, worst: "high" },
  {
    label: "Font files",
    budget: `≤ ${BUDGETS.fontFiles}`,
    value: (m) => m.fontFiles,
    format: String,
    worst: "high",
  },
  { label: "Images (KB)", budget: "–", value: (m) => m.imageBytes, format: kb, worst: "high" },
  { label: "Whole page (KB)", budget: "–", value: (m) => m.totalBytes, format: kb, worst: "high" },
  {
    label: "Requests to other origins",
    budget: `${BUDGETS.thirdPartyRequests}`,
    value: (m) => m.thirdPartyRequests,
    format: String,
    worst: "high",
  },
];

/** The routes at the bad end of a metric (at most `limit`, only when they differ from the best). */
export function worstRoutes(
  routes: readonly { path: string; value: number }[],
  worst: "low" | "high",
  limit = 2,
): string[] {
  const sorted = [...routes].sort((a, b) =>
    worst === "low" ? a.value - b.value : b.value - a.value,
  );
  const best = sorted[sorted.length - 1]?.value;
  return sorted
    .filter((route) => route.value !== best)
    .slice(0, limit)
    .map((route) => route.path);
}

/** The README section with the latest numbers, markers included. */
export function readmeSection(report: AuditReport): string {
  const measured = report.routes.filter((r) => !r.error);
  const rows = SUMMARY_METRICS.map((metric) => {
    const values = measured.map((route) => ({
      path: route.path,
      value: metric.value(route.metrics),
    }));
    const s = spread(values.map((v) => v.value));
    const worst =
      worstRoutes(values, metric.worst)
        .map((p) => `\`${p}\``)
        .join(", ") || "–";
    return `| ${metric.label} | ${metric.budget} | ${metric.format(s.min)} | ${metric.format(s.median)} | ${metric.format(s.max)} | ${worst} |`;
  });
  const failedRoutes = [...new Set(report.failures.map((f) => f.path))];
  const verdict = report.passed
    ? `All budgets met on all ${report.routes.length} routes.`
    : `${count(report.failures.length, "budget failure")} on ${count(failedRoutes.length, "page")}: ${summarizeFailures(report)}.`;
  return [
    README_START,
    "## Speed and size (latest audit)",
    "",
    `Lighthouse ${report.lighthouse} (mobile, simulated throttling), ${report.chromium}, ` +
      `${report.routes.length} prerendered pages × ${report.runsPerRoute} runs (median per page), ` +
      `${report.generatedAt.slice(0, 10)}, Lighthouse benchmark index ${report.machine.benchmarkIndex} ` +
      (report.cpu
        ? `(higher is faster), ${report.cpu}. ${verdict}`
        : `(higher is faster; blocking times grow as it falls). ${verdict}`) +
      (report.floor ? ` The floor, ${floorSentence(report.floor)}.` : ""),
    "",
    "| metric | budget | min | median | max | worst pages |",
    "| --- | --- | --: | --: | --: | --- |",
    ...rows,
    "",
    "Bytes are compressed transfer sizes of the first load (empty cache, 1 KB = 1024 bytes). " +
      BLOCKING_TIME_NOTE +
      " " +
      "Reproduce (builds, serves the build and writes `reports/audit.md` and `reports/audit.json`; " +
      "fails when a budget is missed):",
    "",
    "```sh",
    "npm run audit                       # every page, 3 runs each",
    "npm run audit -- --routes=/home,/team/2025 --runs=1   # quick check",
    "npm run audit -- --update-readme    # also rewrite this section",
    "```",
    README_END,
  ].join("\n");
}

function summarizeFailures(report: AuditReport): string {
  const byBudget = new Map<string, string[]>();
  for (const failure of report.failures) {
    const paths = byBudget.get(failure.label) ?? [];
    paths.push(`\`${failure.path}\``);
    byBudget.set(failure.label, paths);
  }
  return [...byBudget]
    .map(
      ([label, paths]) =>
        `${label}: ${paths.length > 4 ? `${paths.length} pages` : paths.join(", ")}`,
    )
    .join("; ");
}

/** Replaces the marked section of the README, or appends it when the markers are missing. */
export function replaceReadmeSection(readme: string, section: string): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start !== -1 && end > start) {
    return readme.slice(0, start) + section + readme.slice(end + README_END.length);
  }
  return `${readme.trimEnd()}\n\n${section}\n`;
}
