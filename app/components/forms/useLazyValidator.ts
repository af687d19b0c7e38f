import { useCallback, useRef } from "react";
import type { FormValidator } from "~/forms/validation";

/**
 * The form's schema is not part of the page's first load: `prepare` starts loading it (when the
 * visitor first touches the form), `loaded` is the validator once it is there, `load` waits for it.
 * A failed load is forgotten, so the next call tries again.
 */
export function useLazyValidator<F extends string, Out>(
  loadValidator: () => Promise<FormValidator<F, Out>>,
) {
  const loadRef = useRef(loadValidator);
  loadRef.current = loadValidator;
  const ready = useRef<FormValidator<F, Out> | null>(null);
  const pending = useRef<Promise<FormValidator<F, Out>> | null>(null);

  const load = useCallback((): Promise<FormValidator<F, Out>> => {
    if (ready.current) return Promise.resolve(ready.current);
    pending.current ??= loadRef.current().then(
      (validator) => {
        ready.current = validator;
        return validator;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current;
  }, []);

  const loaded = useCallback(() => ready.current, []);

  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  return { load, loaded, prepare };
}
