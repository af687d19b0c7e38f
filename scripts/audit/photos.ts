/**
 * `npm run audit -- --photos`: the site as it will be with the team's own photos. Builds the
 * photo copy (photo-site.ts), then measures `/home`, the newest team, `/garage` and the newest
 * car with Lighthouse (mobile, simulated throttling) and checks every image file against the
 * size it is drawn at (oversized.ts). Writes reports/photo-audit.{json,md}; exits 1 when a budget
 * in PHOTO_BUDGETS is missed.
 *
 *   npm run audit -- --photos                 build the copy (shared image cache) and measure
 *   npm run audit -- --photos --cold-cache    also time the image step cold, then warm
 *   npm run audit -- --photos --runs=1        one Lighthouse run per page
 *   npm run audit -- --photos --cpu-slowdown=4  Lighthouse's fixed 4× instead of the calibrated phone
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { evaluatePhotoBudgets, PHOTO_BUDGETS, type PhotoRouteMetrics } from "./budgets";
import { CALIBRATED, describeCpuSlowdown, type CpuSlowdown } from "./cpu-slowdown";
import { launchChrome, runLighthouse, type RunResult } from "./lighthouse";
import { measureRun, newRetryCounts, type RetryCounts } from "./measure";
import { drawnImages, oversized, VIEWPORTS, withBrowser, type OversizedImage } from "./oversized";
import { buildIn, preparePhotoSite, type ImageStep } from "./photo-site";
import { startServer } from "./server";
import { median, medianIndex } from "./stats";

interface PhotoRouteReport extends PhotoRouteMetrics {
  path: string;
  imageBytes: number;
  /**
   * Total Blocking Time from the first paint of the same simulation, median of the runs, ms:
   * reported, the budget is the score's (docs/decisions/0159).
   */
  tbtMs: number;
  /** The same with each task's time on the CPU in place of its wall time (docs/decisions/0159). */
  cpuTbtMs: number;
  /** Lighthouse's own performance score and Total Blocking Time, medians of the runs. */
  lighthousePerformance: number;
  lighthouseTbtMs: number;
  runs: number;
  lcpElement?: string;
  oversized: OversizedImage[];
  failures: string[];
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export async function runPhotoAudit({
  runs,
  coldCache,
  out,
  cpuSlowdown = CALIBRATED,
}: {
  runs: number;
  coldCache: boolean;
  out: string;
  cpuSlowdown?: CpuSlowdown;
}): Promise<boolean> {
  const site = await preparePhotoSite();
  const timings: { label: string; step: ImageStep }[] = [];
  if (coldCache) {
    const env = { IMAGE_CACHE_DIR: join(site.dir, ".image-cache") };
    timings.push({ label: "cold cache", step: await buildIn(site.dir, env) });
    timings.push({ label: "warm cache", step: await buildIn(site.dir, env) });
  } else {
    timings.push({ label: "shared cache", step: await buildIn(site.dir) });
  }
  const routes = ["/home", `/team/${site.newestTeam}`, "/garage", `/garage/${site.newestCar}`];

  const server = await startServer({ cwd: site.dir });
  const chrome = await launchChrome();
  const reports: PhotoRouteReport[] = [];
  const slowdowns: number[] = [];
  const retries = newRetryCounts();
  try {
    for (const path of routes) {
      const url = `${server.origin}${path}`;
      const results: RunResult[] = [];
      for (let run = 0; run < runs; run += 1) {
        const last = await measureRun(
          () => runLighthouse(url, chrome.port, server.origin, cpuSlowdown),
          retries,
        );
        results.push(last);
        slowdowns.push(last.cpuSlowdown);
        console.log(
          `${path} run ${run + 1}/${runs}: perf ${last.scores.performance}, LCP ${Math.round(last.lcpMs)} ms, ` +
            `TBT ${Math.round(last.tbtMs)} ms (on the CPU ${Math.round(last.cpuTbtMs)}), ` +
            `${kb(last.load.totalBytes)} KB (images ${kb(last.load.bytes.image)} KB)`,
        );
      }
      const shown = results[medianIndex(results.map((r) => r.scores.performance))] as RunResult;
      const found = await withBrowser(async (browser) => {
        const all: OversizedImage[] = [];
        for (const viewport of VIEWPORTS) {
          const images = await drawnImages(browser, url, viewport);
          all.push(...oversized(images).map((image) => ({ ...image, viewport: viewport.name })));
        }
        return all;
      });
      const metrics: PhotoRouteMetrics = {
        performance: median(results.map((r) => r.scores.performance)),
        lcpMs: Math.round(median(results.map((r) => r.lcpMs))),
        totalBytes: median(results.map((r) => r.load.totalBytes)),
        oversizedImages: found.length,
      };
      reports.push({
        path,
        ...metrics,
        imageBytes: median(results.map((r) => r.load.bytes.image)),
        tbtMs: Math.round(median(results.map((r) => r.tbtMs))),
        cpuTbtMs: Math.round(median(results.map((r) => r.cpuTbtMs))),
        lighthousePerformance: median(results.map((r) => r.lighthouse.performance)),
        lighthouseTbtMs: Math.round(median(results.map((r) => r.lighthouse.tbtMs))),
        runs: results.length,
        lcpElement: shown.lcpElement,
        oversized: found,
        failures: evaluatePhotoBudgets(metrics)
          .filter((check) => !check.passed)
          .map((check) => `${check.budget}: ${check.actual} (limit ${check.limit})`),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }

  const passed = reports.every((report) => report.failures.length === 0);
  const report = {
    generatedAt: new Date().toISOString(),
    command: `npm run audit -- ${process.argv.slice(2).join(" ")}`,
    photos: site.photos,
    cpu: describeCpuSlowdown(cpuSlowdown, slowdowns),
    retries,
    budgets: PHOTO_BUDGETS,
    imageStep: timings,
    passed,
    routes: reports,
  };
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, "photo-audit.json"), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(out, "photo-audit.md"), photoMarkdown(report));
  console.log(`\n${photoMarkdown(report)}`);
  return passed;
}

function photoMarkdown(report: {
  generatedAt: string;
  photos: number;
  cpu: string;
  retries: RetryCounts;
  imageStep: { label: string; step: ImageStep }[];
  passed: boolean;
  routes: PhotoRouteReport[];
}): string {
  const lines = [
    "# Photo audit",
    "",
    `${report.generatedAt}: the site with ${report.photos} camera-sized photos (12–24 MP JPEGs), ` +
      `${report.cpu}; ${report.retries.stalledRunsRepeated} runs measured again after a stalled ` +
      `first paint, ${report.retries.failedAttempts} failed runs tried again. ` +
      `Budgets: performance ≥ ${PHOTO_BUDGETS.performance}, LCP ≤ ${PHOTO_BUDGETS.lcpMs} ms, ` +
      `first load ≤ ${kb(PHOTO_BUDGETS.totalBytes)} KB, no image file wider than twice its widest drawing. ` +
      (report.passed ? "**All budgets met.**" : "**Budgets missed.**") +
      " TBT counts from the first paint of the same simulation and performance scores that TBT; " +
      "CPU TBT keeps of each task its time on the CPU (docs/decisions/0159); " +
      "LH perf and LH TBT are Lighthouse's own (docs/decisions/0159).",
    "",
    "| page | performance | LH perf | LCP (ms) | TBT (ms) | CPU TBT (ms) | LH TBT (ms) | first load (KB) | images (KB) | oversized files | LCP element |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...report.routes.map(
      (r) =>
        `| \`${r.path}\` | ${r.performance} | ${r.lighthousePerformance} | ${r.lcpMs} | ${r.tbtMs} | ` +
        `${r.cpuTbtMs} | ${r.lighthouseTbtMs} | ${kb(r.totalBytes)} | ${kb(r.imageBytes)} | ` +
        `${r.oversizedImages} | ${(r.lcpElement ?? "").replace(/\|/g, "\\|").slice(0, 80)} |`,
    ),
    "",
    "Image step of the build:",
    "",
    ...report.imageStep.map(
      ({ label, step }) =>
        `- ${label}: ${step.seconds} s for ${step.sources} image files (${step.made} processed, ` +
        `${step.cached} from the cache), ${step.files} files to serve`,
    ),
    "",
    ...report.routes.flatMap((r) =>
      r.oversized.map(
        (o) =>
          `- oversized on \`${r.path}\` (${o.viewport}): ${o.url} is ${o.naturalWidth} px wide, drawn at most ${Math.round(o.drawnWidth)} px`,
      ),
    ),
  ];
  return `${lines.join("\n")}\n`;
}
