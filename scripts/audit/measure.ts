/** Measures pages with Lighthouse, a few runs each, into their medians and budget checks. */
import type { BudgetCheck } from "./budgets";
import {
  launchChrome,
  lcpDetail,
  readRun,
  runLighthouse,
  type Preset,
  type RunFigures,
} from "./lighthouse";
import { currentLoad, type PageReport } from "./report";
import { medianRun, medians } from "./stats";

export interface Measurement {
  origin: string;
  preset: Preset;
  runs: number;
  check: (path: string, figures: RunFigures) => BudgetCheck[];
}

/** Every page in one Chromium; a run Lighthouse fails is tried once more. */
export async function measurePages(
  paths: readonly string[],
  { origin, preset, runs, check }: Measurement,
): Promise<{ pages: PageReport[]; lighthouse: string }> {
  const chrome = await launchChrome();
  const pages: PageReport[] = [];
  let version = "unknown";
  try {
    for (const [index, path] of paths.entries()) {
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        const lhr = await runLighthouse(origin + path, chrome.port, preset).catch(
          (error: unknown) => {
            console.warn(`${path}: ${(error as Error).message}; trying again`);
            return runLighthouse(origin + path, chrome.port, preset);
          },
        );
        version = lhr.lighthouseVersion;
        const figures = readRun(lhr, origin);
        results.push({ ...figures, detail: lcpDetail(lhr) });
        console.log(
          `[${index + 1}/${paths.length}] ${path} run ${run}/${runs}: perf ${figures.performance}, ` +
            `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `${(figures.totalBytes / 1024).toFixed(1)} KB (load ${currentLoad()})`,
        );
      }
      const figures = medians(results.map(({ detail: _, ...numbers }) => numbers));
      pages.push({
        path,
        runs,
        figures,
        lcp: medianRun(results).detail,
        load: currentLoad(),
        failures: check(path, figures).filter((c) => !c.passed),
      });
    }
  } finally {
    chrome.kill();
  }
  return { pages, lighthouse: version };
}
