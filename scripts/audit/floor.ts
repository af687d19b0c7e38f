/**
 * The audit's floor: what the same Lighthouse runs give a page that holds one line of text and
 * nothing else (no style sheet, font, picture or script), served from a server of its own. Any
 * page's numbers include this much of the machine and the browser; the report shows it beside
 * the pages' so that a blocking time the site cannot cause is seen as such (decision 0163).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { RunResult } from "./lighthouse";
import { median } from "./stats";

export const EMPTY_PAGE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Leere Seite</title></head><body><p>Eine Zeile Text.</p></body></html>";

export interface EmptyPageServer {
  url: string;
  close(): Promise<void>;
}

/** Serves EMPTY_PAGE at `/` on a free port of 127.0.0.1; every other path is a 404. */
export function serveEmptyPage(): Promise<EmptyPageServer> {
  const server = createServer((request, response) => {
    if (request.method !== "GET" || request.url !== "/") {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end();
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(EMPTY_PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Enough runs for a median; the floor is measured once, before the pages. */
export const FLOOR_RUNS = 3;

/** One Lighthouse run of the empty page, as the audit keeps it. */
export interface FloorRun {
  performance: number;
  tbtMs: number;
  cpuSlowdown: number;
}

/**
 * Measures the empty page `runs` times with `measure` (the audit's own way to run a page); when
 * a run fails, says so and gives undefined, so that the audit of the pages goes on without it.
 */
export async function measureFloor(
  measure: (url: string) => Promise<RunResult>,
  runs: number,
  warn: (message: string) => void = console.warn,
): Promise<FloorRun[] | undefined> {
  const server = await serveEmptyPage();
  try {
    const results: FloorRun[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await measure(server.url);
      results.push({
        performance: result.scores.performance,
        tbtMs: result.tbtMs,
        cpuSlowdown: result.cpuSlowdown,
      });
    }
    return results;
  } catch (error) {
    warn(`the floor (an empty page) could not be measured: ${String(error)}`);
    return undefined;
  } finally {
    await server.close();
  }
}

/** "TBT 0, 0 and 12 ms (median 0), performance 100, 100 and 99". */
export function describeFloor(runs: readonly FloorRun[]): string {
  if (runs.length === 0) return "not measured";
  const list = (values: number[]) =>
    values.length > 1
      ? `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`
      : String(values[0]);
  const tbt = runs.map((run) => Math.round(run.tbtMs));
  return (
    `TBT ${list(tbt)} ms (median ${Math.round(median(tbt))}), ` +
    `performance ${list(runs.map((run) => run.performance))}`
  );
}
