/** The middle value; for an even count the mean of the two middle values. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

export interface Spread {
  min: number;
  median: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) };
}

/** The index of the value closest to the median (the run to show as "the" run of a page). */
export function medianIndex(values: readonly number[]): number {
  const middle = median(values);
  let best = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - middle) < Math.abs((values[best] as number) - middle)) best = index;
  });
  return best;
}
