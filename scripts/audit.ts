/**
 * `npm run audit`: speed and size of every prerendered page, measured against the budgets in
 * scripts/audit/budgets.ts (`BUDGETS`).
 *
 * Builds the site, starts the production server on a free local port, runs Lighthouse (default
 * mobile config, simulated throttling) several times per page in one headless Chromium, and writes
 * reports/audit.json and reports/audit.md. Exits with 1 when a budget is missed.
 *
 * Options: `USAGE` below (`npm run audit -- --help` prints it).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as prettier from "prettier";
import { readContentDir } from "../app/content/read-content-dir";
import { donationPath, pagePaths } from "../app/lib/paths";
import { BUDGETS, budgetsFor, pageKind } from "./audit/budgets";
import { englishAuditPaths, isEnglishPages } from "./audit/english";
import { formScriptBytes, slowestKeystroke } from "./audit/form-use";
import {
  CALIBRATED,
  describeCpuSlowdown,
  parseCpuSlowdown,
  type CpuSlowdown,
} from "./audit/cpu-slowdown";
import {
  chromePath,
  describeBrowser,
  launchChrome,
  runLighthouse,
  type RunResult,
} from "./audit/lighthouse";
import { FLOOR_RUNS, controlProblem, describeFloor, measureFloor, type Floor } from "./audit/floor";
import {
  failuresOf,
  formatDuration,
  markdownReport,
  readmeSection,
  replaceReadmeSection,
  routeReport,
  type AuditReport,
  type LostAuditSummary,
  type RouteReport,
  type RunNumbers,
} from "./audit/report";
import { runPhotoAudit } from "./audit/photos";
import { buildSite, startServer } from "./audit/server";
import { attemptRun, measureRun, newRetryCounts } from "./audit/measure";
import { median, medianIndex } from "./audit/stats";

const USAGE = `Usage:
  npm run audit                                         every German page and one English page
                                                        of each template, 3 runs each
  npm run audit -- --english=all                        every English page too (or =none)
  npm run audit -- --routes=/home,/team/2025 --runs=1   a quick look at some pages
  npm run audit -- --update-readme                      also rewrite the audit section of docs/performance.md
  npm run audit -- --skip-build                         measure the build that is there
  npm run audit -- --out=/tmp/audit                     write the reports elsewhere
  npm run audit -- --report-only [--update-readme]      rewrite audit.md (and docs/performance.md) from audit.json
  npm run audit -- --photos [--cold-cache] [--runs=1]   the site with camera-sized photos (audit/photos.ts)
  npm run audit -- --cpu-slowdown=4                     a fixed CPU slowdown (Lighthouse's own is 4)
                                                        instead of the default, calibrated to each
                                                        run's benchmark index (audit/cpu-slowdown.ts)
  npm run audit -- --help                               this text
`;

function parseArguments() {
  try {
    return parseArgs({
      options: {
        routes: { type: "string" },
        english: { type: "string", default: "sample" },
        runs: { type: "string", default: "3" },
        "update-readme": { type: "boolean", default: false },
        "skip-build": { type: "boolean", default: false },
        out: { type: "string", default: "reports" },
        "report-only": { type: "boolean", default: false },
        photos: { type: "boolean", default: false },
        "cold-cache": { type: "boolean", default: false },
        "cpu-slowdown": { type: "string", default: CALIBRATED },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

const args = parseArguments();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

/** The file whose marked section `--update-readme` rewrites (the README is for new users). */
export const AUDIT_SUMMARY = "docs/performance.md";

async function writeReports(report: AuditReport) {
  writeFileSync(join(args.out, "audit.md"), markdownReport(report));
  if (args["update-readme"]) {
    // Formatted as `npm run format` would, so the section stays as written.
    const options = { ...(await prettier.resolveConfig(AUDIT_SUMMARY)), parser: "markdown" };
    const section = (await prettier.format(readmeSection(report), options)).trimEnd();
    writeFileSync(
      AUDIT_SUMMARY,
      replaceReadmeSection(readFileSync(AUDIT_SUMMARY, "utf8"), section),
    );
    console.log(`${AUDIT_SUMMARY}: audit section updated`);
  }
}

if (args["report-only"]) {
  await writeReports(JSON.parse(readFileSync(join(args.out, "audit.json"), "utf8")) as AuditReport);
  process.exit(0);
}

const runsPerRoute = Number(args.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a whole number ≥ 1, not "${args.runs}"`);
  process.exit(2);
}

const parsedSlowdown = parseCpuSlowdown(args["cpu-slowdown"]);
if (parsedSlowdown === undefined) {
  console.error(`--cpu-slowdown must be calibrated or a number ≥ 1, not "${args["cpu-slowdown"]}"`);
  process.exit(2);
}
const cpuSlowdown: CpuSlowdown = parsedSlowdown;

if (!isEnglishPages(args.english)) {
  console.error(`--english must be all, sample or none, not "${args.english}"`);
  process.exit(2);
}

if (args.photos) {
  const passed = await runPhotoAudit({
    runs: runsPerRoute,
    coldCache: args["cold-cache"],
    out: args.out,
    cpuSlowdown,
  });
  process.exit(passed ? 0 : 1);
}

const started = Date.now();
const loadAtStart = loadavg()[0] as number;
if (!args["skip-build"]) buildSite();

const content = readContentDir(process.cwd());
const donation = donationPath(content.site.productName);
const known = [...pagePaths(content), ...pagePaths(content, "en")];
const routes = args.routes
  ? args.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
  : [...pagePaths(content), ...englishAuditPaths(content, args.english)];
for (const route of routes) {
  if (!known.includes(route)) console.warn(`note: ${route} is not one of the prerendered pages`);
}

const outDir = args.out;
const lhrDir = join(outDir, "lighthouse");
mkdirSync(lhrDir, { recursive: true });

const browserPath = chromePath();
const server = await startServer();
const chrome = await launchChrome(browserPath).catch(async (error: unknown) => {
  await server.stop();
  throw error;
});
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  chrome.kill();
  await server.stop();
}
process.on("SIGINT", () => void cleanUp().then(() => process.exit(130)));

function numbersOf(run: RunResult, form: { jsBytes: number; keyMs: number }): RunNumbers {
  const { load } = run;
  return {
    ...run.scores,
    lcpMs: run.lcpMs,
    cls: run.cls,
    tbtMs: run.tbtMs,
    cpuTbtMs: run.cpuTbtMs,
    lighthouseTbtMs: run.lighthouse.tbtMs,
    lighthousePerformance: run.lighthouse.performance,
    documentBytes: load.bytes.document,
    jsBytes: load.bytes.script,
    formJsBytes: form.jsBytes,
    formKeyMs: form.keyMs,
    cssBytes: load.bytes.stylesheet,
    fontBytes: load.bytes.font,
    imageBytes: load.bytes.image,
    totalBytes: load.totalBytes,
    requests: load.requests,
    fontFiles: load.fontFiles,
    thirdPartyRequests: load.thirdPartyUrls.length,
    thirdPartyFontRequests: load.thirdPartyFontUrls.length,
  };
}

function lostOverRuns(runs: readonly RunResult[]): LostAuditSummary[] {
  const byId = new Map<string, LostAuditSummary>();
  for (const run of runs) {
    for (const audit of run.lost) {
      const key = `${audit.category}/${audit.id}`;
      const seen = byId.get(key);
      if (!seen) byId.set(key, { ...audit, runs: 1 });
      else {
        seen.runs += 1;
        if (audit.score < seen.score)
          Object.assign(seen, { score: audit.score, displayValue: audit.displayValue });
      }
    }
  }
  return [...byId.values()];
}

const slug = (path: string) => path.replace(/^\//, "").replace(/\//g, "_") || "index";

const retries = newRetryCounts();
const benchmarks: number[] = [];
const slowdowns: number[] = [];
const lighthouseRun = (url: string) => () =>
  runLighthouse(url, chrome.port, server.origin, cpuSlowdown);

async function measure(url: string): Promise<RunResult> {
  const result = await measureRun(lighthouseRun(url), retries);
  benchmarks.push(result.benchmarkIndex);
  slowdowns.push(result.cpuSlowdown);
  return result;
}

/** One number about a page's form; a failure to measure fails its budget (NaN) with a warning. */
async function measureForm(
  what: string,
  measureIt: () => Promise<number>,
): Promise<{ value: number; error?: string }> {
  try {
    return { value: await measureIt() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { value: Number.NaN, error: `${what} could not be measured: ${message}` };
  }
}

const reports: RouteReport[] = [];
let lighthouseVersion = "unknown";
let floor: Floor | undefined;
try {
  // One run that is not counted: the first navigation of a fresh browser and server is slower.
  await attemptRun(lighthouseRun(`${server.origin}${routes[0] ?? "/home"}`), retries).catch(
    () => undefined,
  );
  floor = await measureFloor(
    (url) =>
      measureRun(() => runLighthouse(url, chrome.port, new URL(url).origin, cpuSlowdown), retries),
    FLOOR_RUNS,
  );
  if (floor) {
    console.log(`the floor (an empty page): ${describeFloor(floor.empty)}`);
    console.log(`the control (busy after its first paint): ${describeFloor(floor.control)}`);
    const problem = controlProblem(floor.control);
    if (problem) throw new Error(problem);
  }

  for (const [index, path] of routes.entries()) {
    const url = `${server.origin}${path}`;
    const kind = pageKind(path, donation);
    const runs: RunResult[] = [];
    const hasForm = kind === "hydrating";
    const keystrokes: { value: number; error?: string }[] = [];
    const runErrors: string[] = [];
    for (let run = 1; run <= runsPerRoute; run += 1) {
      const runStarted = Date.now();
      try {
        const result = await measure(url);
        runs.push(result);
        lighthouseVersion = result.lighthouseVersion;
        const s = result.scores;
        console.log(
          `[${index + 1}/${routes.length}] ${path} run ${run}/${runsPerRoute}: ` +
            `perf ${s.performance} a11y ${s.accessibility} bp ${s.bestPractices} seo ${s.seo} ` +
            `TBT ${Math.round(result.tbtMs)} ms (on the CPU ${Math.round(result.cpuTbtMs)}, ` +
            `Lighthouse's own ${Math.round(result.lighthouse.tbtMs)}) ` +
            `LCP ${Math.round(result.lcpMs)} ms, JS ${(result.load.bytes.script / 1024).toFixed(1)} KB ` +
            `(${((Date.now() - runStarted) / 1000).toFixed(1)} s)`,
        );
        if (hasForm) {
          const keystroke = await measureForm("the slowest keystroke", () =>
            slowestKeystroke(chrome.port, url, result.cpuSlowdown),
          );
          console.log(
            `  slowest keystroke while the form loads: ${Math.round(keystroke.value)} ms`,
          );
          keystrokes.push(keystroke);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        runErrors.push(message);
        console.error(
          `[${index + 1}/${routes.length}] ${path} run ${run}/${runsPerRoute}: ${message}`,
        );
      }
    }
    if (runs.length === 0) {
      const failed = routeReport(
        path,
        url,
        [zeroRun()],
        { lost: [], thirdPartyUrls: [], warnings: [] },
        budgetsFor(kind),
      );
      reports.push({ ...failed, runs: [], passed: false, error: runErrors[0] ?? "no run" });
      continue;
    }
    const formBytes = hasForm
      ? await measureForm("the form's scripts", () => formScriptBytes(chrome.port, url))
      : { value: 0 };
    if (hasForm)
      console.log(`  once the form is used: JS ${(formBytes.value / 1024).toFixed(1)} KB`);
    const shown = runs[medianIndex(runs.map((r) => r.scores.performance))] as RunResult;
    writeFileSync(join(lhrDir, `${slug(path)}.json`), JSON.stringify(shown.lhr));
    reports.push(
      routeReport(
        path,
        url,
        runs.map((run, i) =>
          numbersOf(run, { jsBytes: formBytes.value, keyMs: keystrokes[i]?.value ?? 0 }),
        ),
        {
          lost: lostOverRuns(runs),
          thirdPartyUrls: [...new Set(runs.flatMap((r) => r.load.thirdPartyUrls))],
          lcpElement: shown.lcpElement,
          warnings: [
            ...new Set([
              ...runs.flatMap((r) => r.warnings),
              ...runErrors.map((e) => `a run failed and is not counted: ${e}`),
              ...[formBytes, ...keystrokes].flatMap((m) => (m.error ? [m.error] : [])),
            ]),
          ],
        },
        budgetsFor(kind),
      ),
    );
  }
} finally {
  await cleanUp();
}

function zeroRun(): RunNumbers {
  return {
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    seo: 0,
    lcpMs: 0,
    cls: 0,
    tbtMs: 0,
    cpuTbtMs: 0,
    lighthouseTbtMs: 0,
    lighthousePerformance: 0,
    documentBytes: 0,
    jsBytes: 0,
    formJsBytes: 0,
    formKeyMs: 0,
    cssBytes: 0,
    fontBytes: 0,
    imageBytes: 0,
    totalBytes: 0,
    requests: 0,
    fontFiles: 0,
    thirdPartyRequests: 0,
    thirdPartyFontRequests: 0,
  };
}

const failures = failuresOf(reports);
function round1(value: number) {
  return Math.round(value * 10) / 10;
}
const cpu = describeCpuSlowdown(cpuSlowdown, slowdowns);
const report: AuditReport = {
  generatedAt: new Date().toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  chromium: describeBrowser(browserPath),
  lighthouse: lighthouseVersion,
  runsPerRoute,
  config: `default config (mobile emulation, simulated throttling), ${cpu}`,
  cpu,
  machine: {
    cpus: cpus().length,
    loadAverageStart: round1(loadAtStart),
    loadAverageEnd: round1(loadavg()[0] as number),
    benchmarkIndex: benchmarks.length > 0 ? Math.round(median(benchmarks)) : 0,
    ...retries,
  },
  floor,
  command: [
    "npm run audit",
    ...(process.argv.length > 2 ? ["--", ...process.argv.slice(2)] : []),
  ].join(" "),
  budgets: BUDGETS,
  passed: failures.length === 0,
  failures,
  routes: reports,
};

writeFileSync(join(outDir, "audit.json"), `${JSON.stringify(report, null, 2)}\n`);
await writeReports(report);

console.log(
  `\nAudit of ${reports.length} routes × ${runsPerRoute} runs took ${formatDuration(report.durationSeconds)}; ` +
    `report: ${join(outDir, "audit.md")}`,
);
if (report.passed) {
  console.log("All budgets met.");
} else {
  console.error(`${failures.length} budget failures:`);
  for (const f of failures)
    console.error(
      `  ${f.path}: ${f.label} ${Number.isNaN(f.actual) ? "" : `${f.actual} (limit ${f.limit})`}`,
    );
  process.exitCode = 1;
}
