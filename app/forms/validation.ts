import { fieldErrors, type FieldErrors } from "./errors";

/** The outcome of checking a form's values against its schema. */
export type Validation<F extends string, Out> =
  { ok: true; data: Out } | { ok: false; errors: FieldErrors<F> };

/** Checks the values of a form's controls (all text, as the controls hold them). */
export type FormValidator<F extends string, Out> = (
  values: Record<F, string>,
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
  fromForm: (values: Record<F, string>) => unknown,
): FormValidator<F, Out> {
  return (values) => {
    const result = schema.safeParse(fromForm(values));
    return result.success
      ? { ok: true, data: result.data }
      : { ok: false, errors: fieldErrors<F>(result) };
  };
}
