import { useState, type FormEvent } from "react";
import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import type { FieldErrors } from "~/forms/errors";
import type { FormCheck } from "./useLazyCheck";

interface LazyConformOptions<F extends string, Out> {
  id: string;
  /** The fields in the order they appear. */
  fields: readonly F[];
  /** What the controls hold after a reset. */
  defaultValues: Record<F, string>;
  /** A post without JavaScript refused with these errors, rendered back with these values. */
  renderedBack?: { values: Record<F, string>; errors: FieldErrors<F> } | undefined;
  check: { loaded: () => FormCheck<F, Out> | null; load: () => Promise<FormCheck<F, Out>> };
  /** The form was submitted; the submission is checked there (the schema may still load). */
  onSubmit: (form: HTMLFormElement) => void;
}

/** The entries of `record` that are fields of the form. */
export function ofFields<F extends string>(fields: readonly F[], record: Record<string, unknown>) {
  const picked: Partial<Record<F, string>> = {};
  for (const field of fields)
    if (typeof record[field] === "string") picked[field] = record[field] as string;
  return picked;
}

/** Every field's text as the form holds it (an unchecked radio group: ""). */
export function valuesOf<F extends string>(fields: readonly F[], record: Record<string, unknown>) {
  return {
    ...Object.fromEntries(fields.map((field) => [field, ""])),
    ...ofFields(fields, record),
  } as Record<F, string>;
}

const asConformErrors = (errors: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message ?? ""]]));

/** Errors found on submit or by the route action, shown at every field. */
function errorResult<F extends string>(fields: readonly F[], errors: FieldErrors<F>) {
  return {
    status: "error",
    error: asConformErrors(ofFields(fields, errors)),
    state: { validated: Object.fromEntries(fields.map((field) => [field, true])) },
  } satisfies SubmissionResult;
}

/**
 * Conform's `useForm` with a schema that loads lazily: a check on blur or input before it is
 * there waits for it and runs again; a submission goes to `onSubmit`, which waits for it too.
 * Conform holds the values and errors and focuses the first control with an error.
 */
export function useLazyConformForm<F extends string, Out>(options: LazyConformOptions<F, Out>) {
  const { id, fields, defaultValues, renderedBack, check, onSubmit } = options;
  const [lastResult, setLastResult] = useState<SubmissionResult | undefined>(() =>
    renderedBack
      ? { ...errorResult(fields, renderedBack.errors), initialValue: renderedBack.values }
      : undefined,
  );

  const [form, fieldset] = useForm<Record<F, string>>({
    id,
    defaultValue: defaultValues as DefaultValue<Record<F, string>>,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload, intent) => {
          if (!intent) return { value: payload };
          const checkNow = check.loaded();
          if (!checkNow) {
            // Checked again once the schema is there; until then the errors stay as they are.
            const name = intent.type === "validate" ? intent.payload.name : undefined;
            check.load().then(
              () => form.validate(name ? { name } : {}),
              () => undefined,
            );
            return { error: null };
          }
          const result = checkNow(valuesOf(fields, payload));
          return result.ok ? { value: payload } : { error: asConformErrors(result.errors) };
        },
      }),
    onSubmit: (event) => {
      event.preventDefault();
      onSubmit(event.currentTarget);
    },
  });

  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = fieldset[field].errors?.[0];
    if (message) errors[field] = message;
  }

  return {
    id: form.id,
    values: valuesOf(fields, (form.value ?? {}) as Record<string, unknown>),
    errors,
    /** Shows `found` at its fields, as if the form had checked them. */
    showErrors: (found: FieldErrors<F>) => setLastResult(errorResult(fields, found)),
    validate: (field: string) => form.validate({ name: field }),
    reset: () => form.reset(),
    /** The form's submit handler: the script sends in every case (a Conform intent is no post either). */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      form.onSubmit(event);
      event.preventDefault();
    },
  };
}
