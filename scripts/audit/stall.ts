/** Unthrottled timings of the real page load, ms: what Lighthouse's simulation starts from. */
export interface ObservedTimings {
  fcpMs: number;
  domContentLoadedMs: number;
  loadMs: number;
}

/**
 * On a busy machine headless Chromium sometimes produces its first frame a second or two after
 * the page has loaded, with the main thread idle meanwhile. Lighthouse's simulation then counts
 * every request that finished before that late paint as render-blocking, and the scores drop by
 * 5–20 points for a reason that is not the page's. Such a run is measured again.
 */
export const STALL_MS = 750;

export function stalledPaint(observed: ObservedTimings): boolean {
  const ready = Math.max(observed.domContentLoadedMs, observed.loadMs);
  return observed.fcpMs - ready > STALL_MS;
}
