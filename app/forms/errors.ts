/** Why a submission failed as a whole, not at one of its fields. */
export type SubmitFailure = "server" | "rate" | "tooLarge" | "origin";

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
