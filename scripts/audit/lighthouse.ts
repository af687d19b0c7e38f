/**
 * Runs Lighthouse (default mobile config, simulated throttling) against one Chromium that stays
 * open for every run, and reads the numbers the audit needs out of each result.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import type { Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";
import { cpuSlowdownFor, type CpuSlowdown } from "./cpu-slowdown";
import { TBT_AUDIT, performanceWithTbt, tbtScore } from "./performance-score";
import { blockingTimes } from "./same-simulation";
import type { ObservedTimings } from "./stall";
import { summarizeRequests, type LoadSummary, type NetworkRequest } from "./network";
import { CHROMIUM_ARGS } from "../../tests/e2e/support/chromium";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** Debian's package chromium-headless-shell: the same Blink and V8 as chromium, without its window. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser the audit measures with: CHROME_PATH (Lighthouse's own variable), else Chromium's
 * headless shell, else the browser the tests use. The full browser also draws its own window
 * (toolbar, tab strip, loading animation) while the page loads, which on a machine with two
 * cores takes the CPU from the page's main thread (docs/decisions/0159).
 */
export function chromePath(shellPath = HEADLESS_SHELL): string {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync(shellPath)) return shellPath;
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

export function isHeadlessShell(path: string): boolean {
  return basename(path).includes("headless-shell");
}

/** For the reports: "Chromium 156.0.8078.108, headless shell". */
export function describeBrowser(path: string): string {
  const kind = isHeadlessShell(path) ? "headless shell" : "full browser in headless mode";
  return `${chromeVersion(path)}, ${kind}`;
}

/** Said when the audit falls back to the full browser. */
export function browserNote(path: string): string | undefined {
  if (isHeadlessShell(path)) return undefined;
  return (
    `note: measuring with ${path}, which draws its own window while a page loads and so takes ` +
    "CPU time from the page on a small machine; apt-get install -y chromium-headless-shell " +
    "makes the audit measure the page alone"
  );
}

/** "Chromium 156.0.8078.79 built on Debian…" → "Chromium 156.0.8078.79". */
export function chromeVersion(path: string): string {
  try {
    const out = execFileSync(path, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return /^(.*?\d+(?:\.\d+)+)/.exec(out.trim())?.[1] ?? out.trim();
  } catch {
    return "unknown";
  }
}

export function launchChrome(path = chromePath()): Promise<chromeLauncher.LaunchedChrome> {
  const note = browserNote(path);
  if (note) console.warn(note);
  return chromeLauncher.launch({
    chromePath: path,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: "error",
  });
}

/** An audit that cost points: for the report's "why" column. */
export interface LostAudit {
  category: (typeof CATEGORIES)[number];
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

export interface RunResult {
  /** The performance score is Lighthouse's with `tbtMs` in place of Lighthouse's own TBT. */
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  cls: number;
  /** Total Blocking Time counted from the first paint of the same simulation (same-simulation.ts). */
  tbtMs: number;
  /** The same with each task's time on the CPU in place of its wall time (same-simulation.ts). */
  cpuTbtMs: number;
  /** Lighthouse's own Total Blocking Time and performance score, as its report shows them. */
  lighthouse: { tbtMs: number; performance: number };
  fcpMs: number;
  speedIndexMs: number;
  load: LoadSummary;
  lost: LostAudit[];
  /** The element Lighthouse found as the largest contentful paint, as an HTML snippet. */
  lcpElement?: string;
  /** Unthrottled timings of the real page load, ms: what the simulation starts from. */
  observed: ObservedTimings;
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number;
  /** The CPU slowdown the simulation used for this run. */
  cpuSlowdown: number;
  lighthouseVersion: string;
  userAgent: string;
  /** Warnings Lighthouse attached to the run (e.g. the page redirected, or was slow to load). */
  warnings: string[];
  lhr: Result;
}

const categoryScore = (lhr: Result, id: string) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse navigation of `url` in the Chrome listening on `port`. The page is loaded
 * unthrottled (simulated throttling), so the CPU slowdown only enters the simulation afterwards:
 * a calibrated one is derived from the benchmark index Lighthouse measured at the run's start.
 */
export async function runLighthouse(
  url: string,
  port: number,
  siteOrigin: string,
  cpuSlowdown: CpuSlowdown,
): Promise<RunResult> {
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
    flags: {
      port,
      throttling: { ...throttling.mobileSlow4G },
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // Only the numbers are kept; the full-page screenshot costs time and memory.
      disableFullPageScreenshot: true,
      // Weight 0 in every category, and its navigation away and back costs ~3 s a run.
      skipAudits: ["bf-cache"],
    },
  });
  const slowdown = cpuSlowdownFor(cpuSlowdown, artifacts.BenchmarkIndex);
  runnerOptions.resolvedConfig.settings.throttling = {
    ...runnerOptions.resolvedConfig.settings.throttling,
    cpuSlowdownMultiplier: slowdown,
  };
  const result = await Runner.audit(artifacts, runnerOptions);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const lighthouse = {
    tbtMs: numeric(lhr, "total-blocking-time"),
    performance: categoryScore(lhr, "performance"),
  };
  const blocking = await blockingTimes(artifacts, runnerOptions.resolvedConfig.settings);
  assertSameAsLighthouse(lhr, lighthouse, blocking.lighthouseTbtMs);

  const metricDetails = lhr.audits.metrics?.details;
  const observed = (metricDetails?.type === "debugdata" ? metricDetails.items?.[0] : undefined) as
    Record<string, number> | undefined;
  const details = lhr.audits["network-requests"]?.details;
  const requests = (details?.type === "table" ? details.items : []) as unknown as NetworkRequest[];

  return {
    scores: {
      performance: performanceWithTbt(lhr, blocking.tbtMs),
      accessibility: categoryScore(lhr, "accessibility"),
      bestPractices: categoryScore(lhr, "best-practices"),
      seo: categoryScore(lhr, "seo"),
    },
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    tbtMs: blocking.tbtMs,
    cpuTbtMs: blocking.cpuTbtMs,
    lighthouse,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    load: summarizeRequests(requests, siteOrigin),
    lost: lostAudits(lhr).flatMap((audit) => {
      if (audit.id !== TBT_AUDIT) return [audit];
      const score = tbtScore(lhr, blocking.tbtMs);
      const displayValue = `${Math.round(blocking.tbtMs)} ms (Lighthouse's own ${audit.displayValue})`;
      return score < 1 ? [{ ...audit, score, displayValue }] : [];
    }),
    lcpElement: lcpElement(lhr),
    observed: {
      fcpMs: observed?.observedFirstContentfulPaint ?? Number.NaN,
      domContentLoadedMs: observed?.observedDomContentLoaded ?? Number.NaN,
      loadMs: observed?.observedLoad ?? Number.NaN,
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown: slowdown,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    warnings: lhr.runWarnings.map(String),
    lhr,
  };
}

/**
 * The audit's own blocking time and score rest on recomputing Lighthouse's; when a new Lighthouse
 * computes them differently, the audit stops rather than report numbers of another kind.
 */
function assertSameAsLighthouse(
  lhr: Result,
  lighthouse: RunResult["lighthouse"],
  recomputedTbtMs: number,
): void {
  const recomputedPerformance = performanceWithTbt(lhr, lighthouse.tbtMs);
  if (
    Math.abs(recomputedTbtMs - lighthouse.tbtMs) > 0.5 ||
    recomputedPerformance !== lighthouse.performance
  )
    throw new Error(
      `Lighthouse ${lhr.lighthouseVersion} reports TBT ${lighthouse.tbtMs} ms and performance ` +
        `${lighthouse.performance}, the audit recomputes ${recomputedTbtMs} ms and ` +
        `${recomputedPerformance}: same-simulation.ts and performance-score.ts need updating`,
    );
}

/** The scored audits of each category that did not get full marks. */
function lostAudits(lhr: Result): LostAudit[] {
  const lost: LostAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!["binary", "numeric", "metricSavings"].includes(audit.scoreDisplayMode)) continue;
      // In the performance category, only metrics (weighted) and audits that would save time count.
      if (
        category === "performance" &&
        ref.weight === 0 &&
        audit.scoreDisplayMode !== "metricSavings"
      )
        continue;
      lost.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
      });
    }
  }
  return lost;
}

function lcpElement(lhr: Result): string | undefined {
  const details = lhr.audits["largest-contentful-paint-element"]?.details;
  if (details?.type !== "list") return undefined;
  const table = details.items[0];
  if (table?.type !== "table") return undefined;
  const node = table.items[0]?.node as { snippet?: string } | undefined;
  return node?.snippet;
}
