/**
 * How much of Lighthouse's Total Blocking Time the site's own tasks cause. Lighthouse attributes
 * each long task to a URL, or to none ("Unattributable": the browser's own work, such as
 * committing the navigation and creating the page's script contexts, which Chromium does for a
 * page without any script too). The sum uses Lighthouse's rule: of each task, the part between
 * the first contentful paint and time to interactive, less 50 ms.
 */
export interface LongTask {
  url: string;
  /** Simulated start, ms after navigation. */
  startTime: number;
  /** Simulated duration, ms. */
  duration: number;
}

const BLOCKING_THRESHOLD_MS = 50;

export function blockingMs(task: LongTask, fcpMs: number, ttiMs: number): number {
  const clipped = Math.min(task.startTime + task.duration, ttiMs) - Math.max(task.startTime, fcpMs);
  if (task.duration < BLOCKING_THRESHOLD_MS || clipped < BLOCKING_THRESHOLD_MS) return 0;
  return clipped - BLOCKING_THRESHOLD_MS;
}

/** Blocking time of the tasks Lighthouse attributes to a URL of `siteOrigin`. */
export function ownBlockingMs(
  tasks: readonly LongTask[],
  siteOrigin: string,
  fcpMs: number,
  ttiMs: number,
): number {
  return tasks
    .filter((task) => URL.canParse(task.url) && new URL(task.url).origin === siteOrigin)
    .reduce((sum, task) => sum + blockingMs(task, fcpMs, ttiMs), 0);
}
