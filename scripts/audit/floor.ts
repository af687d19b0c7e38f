/**
 * The audit's floor: what the same Lighthouse runs give a page that holds one line of text and
 * nothing else (no style sheet, font, picture or script), served from a server of its own. Any
 * page's numbers include this much of the machine and the browser; the report shows it beside
 * the pages' so that a blocking time the site cannot cause is seen as such (decision 0159).
 * Beside it the control: the same page with a script that keeps the browser busy after the first
 * paint, which must show blocking time, or the audit's TBT could not see a page's (decision 0159).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunResult } from "./lighthouse";
import { median } from "./stats";

export const EMPTY_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Leere Seite</title></head><body><p>Eine Zeile Text.</p></body></html>";

/** How long the control page keeps the browser busy, ms of this machine (before the slowdown). */
export const CONTROL_BUSY_MS = 100;

export const CONTROL_PAGE = EMPTY_PAGE.replace(
  "</body>",
  "<script>requestAnimationFrame(() => setTimeout(() => {" +
    `const end = performance.now() + ${CONTROL_BUSY_MS}; while (performance.now() < end);` +
    "}));</script></body>",
);

export interface EmptyPageServer {
  /** The empty page. */
  url: string;
  /** The control page. */
  controlUrl: string;
  close(): Promise<void>;
}

const PAGES: Record<string, string> = { "/": EMPTY_PAGE, "/control": CONTROL_PAGE };

/** Serves EMPTY_PAGE at `/` and CONTROL_PAGE at `/control` on a free port of 127.0.0.1. */
export function serveEmptyPage(): Promise<EmptyPageServer> {
  const server = createServer((request, response) => {
    const page = request.method === "GET" ? PAGES[request.url ?? ""] : undefined;
    if (page === undefined) {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        controlUrl: `http://127.0.0.1:${port}/control`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Enough runs for a median; the floor is measured once, before the pages. */
export const FLOOR_RUNS = 3;

/** One Lighthouse run of the empty or the control page, as the audit keeps it. */
export interface FloorRun {
  performance: number;
  tbtMs: number;
  cpuTbtMs: number;
  lighthousePerformance: number;
  lighthouseTbtMs: number;
  cpuSlowdown: number;
}

export interface Floor {
  empty: FloorRun[];
  control: FloorRun[];
}

const floorRun = (result: RunResult): FloorRun => ({
  performance: result.scores.performance,
  tbtMs: result.tbtMs,
  cpuTbtMs: result.cpuTbtMs,
  lighthousePerformance: result.lighthouse.performance,
  lighthouseTbtMs: result.lighthouse.tbtMs,
  cpuSlowdown: result.cpuSlowdown,
});

/**
 * Measures the empty and the control page `runs` times each with `measure` (the audit's own way
 * to run a page); when a run fails, says so and gives undefined, so that the audit of the pages
 * goes on without them.
 */
export async function measureFloor(
  measure: (url: string) => Promise<RunResult>,
  runs: number,
  warn: (message: string) => void = console.warn,
): Promise<Floor | undefined> {
  const server = await serveEmptyPage();
  try {
    const floor: Floor = { empty: [], control: [] };
    for (let run = 0; run < runs; run += 1) {
      floor.empty.push(floorRun(await measure(server.url)));
      floor.control.push(floorRun(await measure(server.controlUrl)));
    }
    return floor;
  } catch (error) {
    warn(`the floor (the empty and the control page) could not be measured: ${String(error)}`);
    return undefined;
  } finally {
    await server.close();
  }
}

const list = (values: number[]) =>
  values.length > 1 ? `${values.slice(0, -1).join(", ")} and ${values.at(-1)}` : String(values[0]);

/** "TBT 0, 0 and 12 ms (median 0; on the CPU 0, 0 and 0; Lighthouse's own 30, 41 and 12), …". */
export function describeFloor(runs: readonly FloorRun[]): string {
  if (runs.length === 0) return "not measured";
  const tbt = runs.map((run) => Math.round(run.tbtMs));
  const cpuTbt = runs.map((run) => Math.round(run.cpuTbtMs));
  const lighthouseTbt = runs.map((run) => Math.round(run.lighthouseTbtMs));
  return (
    `TBT ${list(tbt)} ms (median ${Math.round(median(tbt))}; on the CPU ${list(cpuTbt)}; ` +
    `Lighthouse's own ${list(lighthouseTbt)}), ` +
    `performance ${list(runs.map((run) => run.performance))} ` +
    `(Lighthouse's own ${list(runs.map((run) => run.lighthousePerformance))})`
  );
}

/**
 * Why the audit's blocking times cannot be trusted, when the control page showed no blocking
 * time, or none on the CPU, in a run (its script keeps the CPU busy); undefined when it did in
 * every run.
 */
export function controlProblem(control: readonly FloorRun[]): string | undefined {
  const blind = control.filter((run) => run.tbtMs <= 0 || run.cpuTbtMs <= 0).length;
  if (blind === 0) return undefined;
  return (
    `the control page, busy for ${CONTROL_BUSY_MS} ms after its first paint, showed no blocking ` +
    `time (or none on the CPU) in ${blind} of ${control.length} runs: the audit's TBT does not ` +
    "see a page's long tasks"
  );
}
