/** Query parameter the server uses to send a no-JavaScript form back with its problems. */
export const ERROR_PARAM = "fehler";

/** Values of {@link ERROR_PARAM} that are not field names. */
export type SubmitFailure = "server" | "rate" | "tooLarge" | "origin";
const FAILURES: readonly string[] = [
  "server",
  "rate",
  "tooLarge",
  "origin",
] satisfies SubmitFailure[];

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } | undefined;
}

/** The first message per top-level field of a zod `safeParse` result; empty when it succeeded. */
export function fieldErrors<F extends string>(result: ParseResult): FieldErrors<F> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FieldErrors<F>;
}

/**
 * Reads `?fehler=amount,city` (or `?fehler=server`) as sent by the server after a form post
 * without JavaScript. Field names map to the form's generic message for that field.
 */
export function parseErrorParam<F extends string>(
  value: string | null | undefined,
  messages: Record<F, string>,
): { fieldErrors: FieldErrors<F>; failure: SubmitFailure | undefined } {
  const fieldErrors: Record<string, string> = {};
  let failure: SubmitFailure | undefined;
  for (const name of (value ?? "").split(",")) {
    if (FAILURES.includes(name)) failure = name as SubmitFailure;
    else if (Object.hasOwn(messages, name)) fieldErrors[name] = messages[name as F];
  }
  return { fieldErrors: fieldErrors as FieldErrors<F>, failure };
}
