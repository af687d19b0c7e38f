/** The middle value; for an even count the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs (so the medians may come from different runs). */
export function medians<T extends Record<string, number>>(runs: readonly T[]): T {
  const first = runs[0];
  if (!first) throw new Error("medians of no runs");
  const result: Record<string, number> = {};
  for (const key of Object.keys(first)) result[key] = median(runs.map((run) => run[key] as number));
  return result as T;
}

/** The run whose LCP is nearest the median: whose breakdown and element the report shows. */
export function medianRun<T extends { lcpMs: number }>(runs: readonly T[]): T {
  const middle = median(runs.map((run) => run.lcpMs));
  return runs.reduce((best, run) =>
    Math.abs(run.lcpMs - middle) < Math.abs(best.lcpMs - middle) ? run : best,
  );
}
