/**
 * One counted Lighthouse run of a page, as both audits take it: a run that fails (Lighthouse
 * sometimes loses the trace on a busy machine: NO_NAVSTART, NO_FCP) is tried again, and a run
 * whose first paint stalled (stall.ts) is measured again; the last run counts.
 */
import type { RunResult } from "./lighthouse";
import { stalledPaint } from "./stall";

export const MAX_ATTEMPTS = 3;
export const MAX_STALL_REPEATS = 2;

/** What the retries cost, for the report's machine line. */
export interface RetryCounts {
  failedAttempts: number;
  stalledRunsRepeated: number;
}

export function newRetryCounts(): RetryCounts {
  return { failedAttempts: 0, stalledRunsRepeated: 0 };
}

export async function attemptRun(
  run: () => Promise<RunResult>,
  counts: RetryCounts,
  warn: (message: string) => void = console.warn,
): Promise<RunResult> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await run();
    } catch (error) {
      if (tries >= MAX_ATTEMPTS) throw error;
      counts.failedAttempts += 1;
      warn(`  trying again after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export async function measureRun(
  run: () => Promise<RunResult>,
  counts: RetryCounts,
  warn: (message: string) => void = console.warn,
): Promise<RunResult> {
  let result = await attemptRun(run, counts, warn);
  for (let repeat = 0; repeat < MAX_STALL_REPEATS && stalledPaint(result.observed); repeat += 1) {
    counts.stalledRunsRepeated += 1;
    const { fcpMs, domContentLoadedMs, loadMs } = result.observed;
    warn(
      `  first paint ${Math.round(fcpMs)} ms after a load at ` +
        `${Math.round(Math.max(domContentLoadedMs, loadMs))} ms: measuring again`,
    );
    result = await attemptRun(run, counts, warn);
  }
  return result;
}
