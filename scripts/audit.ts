/**
 * `npm run audit`: every prerendered page measured with Lighthouse (its own figures, medians of
 * the runs) against the budgets of scripts/audit/budgets.ts. Builds the site, serves the build on
 * a free local port, writes reports/audit.{json,md} and exits with 1 when a budget is missed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { readContentDir } from "../app/content/read-content-dir";
import { pagePaths } from "../app/lib/paths";
import { budgetsFor, evaluateBudgets, pageKind } from "./audit/budgets";
import { englishAuditPaths, isEnglishPages } from "./audit/english";
import type { Preset } from "./audit/lighthouse";
import { measurePages } from "./audit/measure";
import { runPhotoAudit } from "./audit/photos";
import { markdownReport, type AuditReport } from "./audit/report";
import { buildSite, startServer } from "./audit/server";

const USAGE = `Usage:
  npm run audit                                        every German page and one English page
                                                       of each template, 3 runs each
  npm run audit -- --english=all                       every English page too (or =none)
  npm run audit -- --routes=/home,/team/2025 --runs=1  a quick look at some pages
  npm run audit -- --preset=desktop                    Lighthouse's desktop config (default mobile)
  npm run audit -- --skip-build                        measure the build that is there
  npm run audit -- --out=/tmp/audit                    write the reports elsewhere (default reports)
  npm run audit -- --photos [--cold-cache]             the site with camera photos (audit/photos.ts)
  npm run audit -- --photos --few-photos               … only the hero and 4 team portraits
AUDIT_PORT=8180 npm run audit                          the server on that port, Chromium on the next
                                                       (default: free ports)
`;

function parseArguments() {
  try {
    return parseArgs({
      options: {
        routes: { type: "string" },
        english: { type: "string", default: "sample" },
        runs: { type: "string", default: "3" },
        preset: { type: "string", default: "mobile" },
        "skip-build": { type: "boolean", default: false },
        out: { type: "string", default: "reports" },
        photos: { type: "boolean", default: false },
        "cold-cache": { type: "boolean", default: false },
        "few-photos": { type: "boolean", default: false },
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
const runs = Number(args.runs);
const preset = args.preset as Preset;
if (!Number.isInteger(runs) || runs < 1 || !["mobile", "desktop"].includes(preset)) {
  console.error(`--runs must be a whole number ≥ 1 and --preset mobile or desktop\n\n${USAGE}`);
  process.exit(2);
}
if (!isEnglishPages(args.english)) {
  console.error(`--english must be all, sample or none\n\n${USAGE}`);
  process.exit(2);
}
const command = ["npm run audit", ...process.argv.slice(2)].join(" ");
mkdirSync(args.out, { recursive: true });

function write(name: string, report: AuditReport) {
  writeFileSync(join(args.out, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(args.out, `${name}.md`), markdownReport(report));
  console.log(`\n${markdownReport(report)}\nreport: ${join(args.out, `${name}.md`)}`);
}

if (args.photos) {
  const report = await runPhotoAudit({
    runs,
    preset,
    coldCache: args["cold-cache"],
    few: args["few-photos"],
    command,
  });
  write("photo-audit", report);
  process.exit(report.passed ? 0 : 1);
}

if (!args["skip-build"]) buildSite();
const content = readContentDir(process.cwd());
const routes = args.routes
  ? args.routes
      .split(",")
      .map((route) => route.trim())
      .filter(Boolean)
  : [...pagePaths(content), ...englishAuditPaths(content, args.english)];
const knownPages = new Set([...pagePaths(content), ...englishAuditPaths(content, "all")]);
const unknownRoutes = routes.filter((route) => !knownPages.has(route));
if (unknownRoutes.length > 0) {
  console.error(`Not a page of the site: ${unknownRoutes.join(", ")}\n\n${USAGE}`);
  process.exit(2);
}

const server = await startServer();
try {
  const { pages, lighthouse } = await measurePages(routes, {
    origin: server.origin,
    preset,
    runs,
    check: (path, figures) => evaluateBudgets(figures, budgetsFor(pageKind(path))),
  });
  const passed = pages.every((page) => page.failures.length === 0);
  write("audit", {
    title: "Audit",
    generatedAt: new Date().toISOString(),
    lighthouse,
    preset,
    command,
    passed,
    pages,
    notes: [],
  });
  if (!passed) process.exitCode = 1;
} finally {
  await server.stop();
}
