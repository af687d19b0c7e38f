import { useCallback, useRef } from "react";
import { messageTexts, type ValidationTexts } from "~/forms/message-keys";
import type { FormValidator, Validation } from "~/forms/validation";
import { useLocale } from "~/i18n/useLocale";

/** Checks a form's values; its errors are texts in the page's language. */
export type FormCheck<F extends string, Out> = (values: Record<F, string>) => Validation<F, Out>;

/**
 * The form's schema is not part of the page's first load: `prepare` starts loading it (when the
 * visitor first touches the form), `loaded` is the check once it is there, `load` waits for it.
 * A failed load is forgotten, so the next call tries again. The schema reports message keys; the
 * page's catalogue (`texts`) words them.
 */
export function useLazyCheck<F extends string, Out>(
  loadValidator: () => Promise<FormValidator<F, Out>>,
  texts: ValidationTexts,
) {
  const locale = useLocale();
  const current = useRef({ loadValidator, texts, locale });
  current.current = { loadValidator, texts, locale };
  const ready = useRef<FormValidator<F, Out> | null>(null);
  const pending = useRef<Promise<FormValidator<F, Out>> | null>(null);

  const worded = useCallback(
    (validate: FormValidator<F, Out>): FormCheck<F, Out> =>
      (values) => {
        const result = validate(values, current.current.locale);
        return result.ok
          ? result
          : { ok: false, errors: messageTexts(result.errors, current.current.texts) };
      },
    [],
  );

  const load = useCallback((): Promise<FormCheck<F, Out>> => {
    if (ready.current) return Promise.resolve(worded(ready.current));
    pending.current ??= current.current.loadValidator().then(
      (validator) => {
        ready.current = validator;
        return validator;
      },
      (error: unknown) => {
        pending.current = null;
        throw error;
      },
    );
    return pending.current.then(worded);
  }, [worded]);

  const loaded = useCallback(() => (ready.current ? worded(ready.current) : null), [worded]);

  const prepare = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);

  return { load, loaded, prepare };
}
