import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { IDEMPOTENCY_FIELD } from "~/forms/transport";
import type { SubmitOutcome } from "~/forms/submit-outcome";

/**
 * Sends a form's text fields to the route action at `action` (the form's own page) through a
 * fetcher, as React Router's single fetch (`POST /contact.data`); resolves with the outcome its
 * `clientAction` made of the answer (app/forms/action-outcome.ts). No navigation, no reload.
 */
export function useRouteActionSender(action: string) {
  const fetcher = useFetcher<SubmitOutcome>();
  const pending = useRef<{ resolve: (outcome: SubmitOutcome) => void; before: unknown } | null>(
    null,
  );
  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || fetcher.state !== "idle" || fetcher.data === waiting.before) return;
    if (fetcher.data === undefined) return;
    pending.current = null;
    waiting.resolve(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const { submit, data } = fetcher;
  return useCallback(
    (fields: Record<string, string>, idempotencyKey: string) =>
      new Promise<SubmitOutcome>((resolve) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.append(name, value);
        form.append(IDEMPOTENCY_FIELD, idempotencyKey);
        pending.current = { resolve, before: data };
        // The pages' data is the release's, the same before and after: nothing to load again.
        void submit(form, { method: "post", action, defaultShouldRevalidate: false });
      }),
    [submit, data, action],
  );
}
