export interface RateLimiter {
  /** Counts one request by `client`; returns the seconds to wait when over the limit. */
  hit(
    client: string,
    now?: number,
  ): { limited: false } | { limited: true; retryAfterSeconds: number };
}

/** A fixed window per client, in memory (one server process). */
export function createRateLimiter(max: number, windowMs: number): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;

  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + windowMs;
    for (const [client, window] of windows) if (window.resetAt <= now) windows.delete(client);
  }

  return {
    hit(client, now = Date.now()) {
      sweep(now);
      let window = windows.get(client);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(client, window);
      }
      window.count += 1;
      if (window.count <= max) return { limited: false };
      return { limited: true, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}
