import { useEffect, useMemo, useRef } from "react";
import { DEFAULT_MIN_FILL_MS } from "~/forms/transport";

/** The server drops submissions sent faster than its MIN_FILL_MS; wait a little longer than that. */
const MIN_FILL_MS = DEFAULT_MIN_FILL_MS + 500;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * How long the visitor has been filling in the form, from hydration or the last `restart`. It is
 * sent along (`startedAt`) for the server's spam check, and a submission waits until the
 * server's minimum fill time has passed, so a quick visitor is not taken for a bot.
 */
export function useFillClock() {
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);
  return useMemo(
    () => ({
      startedAt: () => String(startedAt.current),
      restart: () => {
        startedAt.current = Date.now();
      },
      waitForMinimum: async () => {
        const elapsed = Date.now() - (startedAt.current || Date.now());
        if (elapsed < MIN_FILL_MS) await wait(MIN_FILL_MS - elapsed);
      },
    }),
    [],
  );
}
