import { describe, expect, it } from "vitest";
import type { RunResult } from "./lighthouse";
import { MAX_ATTEMPTS, MAX_STALL_REPEATS, measureRun, newRetryCounts } from "./measure";

const run = (fcpMs: number) =>
  ({ observed: { fcpMs, domContentLoadedMs: 200, loadMs: 300 } }) as unknown as RunResult;
const STALLED = run(2000);
const FINE = run(250);

function sequence(...outcomes: (RunResult | Error)[]) {
  let calls = 0;
  const next = async () => {
    const outcome = outcomes[Math.min(calls, outcomes.length - 1)] as RunResult | Error;
    calls += 1;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { next, calls: () => calls };
}
const quiet = () => undefined;

describe("measureRun", () => {
  it("takes a good first run as it is", async () => {
    const runs = sequence(FINE);
    const counts = newRetryCounts();
    expect(await measureRun(runs.next, counts, quiet)).toBe(FINE);
    expect(runs.calls()).toBe(1);
    expect(counts).toEqual({ failedAttempts: 0, stalledRunsRepeated: 0 });
  });

  it("measures a stalled first paint again and keeps the later run", async () => {
    const runs = sequence(STALLED, FINE);
    const counts = newRetryCounts();
    expect(await measureRun(runs.next, counts, quiet)).toBe(FINE);
    expect(counts.stalledRunsRepeated).toBe(1);
  });

  it("stops repeating stalled runs after the limit and keeps the last", async () => {
    const runs = sequence(STALLED);
    const counts = newRetryCounts();
    expect(await measureRun(runs.next, counts, quiet)).toBe(STALLED);
    expect(runs.calls()).toBe(1 + MAX_STALL_REPEATS);
  });

  it("tries a failed run again, and gives up after the last attempt", async () => {
    const counts = newRetryCounts();
    expect(await measureRun(sequence(new Error("NO_FCP"), FINE).next, counts, quiet)).toBe(FINE);
    expect(counts.failedAttempts).toBe(1);
    const failing = sequence(new Error("NO_NAVSTART"));
    await expect(measureRun(failing.next, newRetryCounts(), quiet)).rejects.toThrow("NO_NAVSTART");
    expect(failing.calls()).toBe(MAX_ATTEMPTS);
  });
});
