import type { Locale } from "../i18n/locale";
import { fieldErrors, type FieldErrors } from "./errors";

/** The outcome of checking a form's values against its schema. */
export type Validation<F extends string, Out> =
  { ok: true; data: Out } | { ok: false; errors: FieldErrors<F> };

/**
 * Checks the values of a form's controls (all text, as the controls hold them) as written on a
 * page in `locale`. The errors are message keys (./message-keys.ts).
 */
export type FormValidator<F extends string, Out> = (
  values: Record<F, string>,
  locale?: Locale,
) => Validation<F, Out>;

interface SafeParser<Out> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/** A form validator from a schema and the function that turns control values into its input. */
export function formValidator<F extends string, Out>(
  schema: SafeParser<Out>,
  fromForm: (values: Record<F, string>, locale: Locale) => unknown,
): FormValidator<F, Out> {
  return (values, locale = "de") => {
    const result = schema.safeParse(fromForm(values, locale));
    return result.success
      ? { ok: true, data: result.data }
      : { ok: false, errors: fieldErrors<F>(result) };
  };
}
