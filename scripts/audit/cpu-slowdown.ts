/**
 * How much slower than this machine Lighthouse's simulated phone is. A fixed factor models a
 * phone that is as much faster as the machine is at that moment; "calibrated" (the default)
 * derives the factor from each run's own benchmark index, so every run models the same phone,
 * whether the machine is fast, slow or busy.
 */
export type CpuSlowdown = number | "calibrated";

export const CALIBRATED = "calibrated";

/** "calibrated" or a number ≥ 1; undefined for anything else. */
export function parseCpuSlowdown(value: string): CpuSlowdown | undefined {
  if (value === CALIBRATED) return CALIBRATED;
  const factor = Number(value);
  return value.trim() !== "" && Number.isFinite(factor) && factor >= 1 ? factor : undefined;
}

/**
 * The factor Lighthouse's CPU throttling calculator gives for a benchmark index (its
 * docs/throttling.md): 2× at 800, 3× at 1,300, 4× at about 1,533, rising by 1 per 233 above
 * 1,300. Each factor models a phone of index 290–435, Lighthouse's mid-tier phone.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`no usable benchmark index (${benchmarkIndex}) to calibrate the CPU slowdown`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The factor one run uses. */
export function cpuSlowdownFor(setting: CpuSlowdown, benchmarkIndex: number): number {
  return setting === CALIBRATED ? calibratedCpuSlowdown(benchmarkIndex) : setting;
}

/** For the reports: "CPU slowed down 4×", or the calibrated factors' range. */
export function describeCpuSlowdown(setting: CpuSlowdown, used: readonly number[]): string {
  if (setting !== CALIBRATED) return `CPU slowed down ${setting}×`;
  if (used.length === 0) return "CPU slowdown calibrated to each run's benchmark index";
  const low = Math.min(...used).toFixed(1);
  const high = Math.max(...used).toFixed(1);
  const range = low === high ? `${low}×` : `${low}–${high}×`;
  return `CPU slowed down ${range}, calibrated to each run's benchmark index (Lighthouse's mid-tier phone)`;
}
