import { parseSubmission } from "../../app/forms/parse-submission";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { z } from "zod/mini";
import { teamDe } from "../../app/i18n/messages/team.de";

/** What an area action answers: which form it was, Conform's result, and a notice. */
export interface ActionResult {
  intent: string;
  /** Which of several forms with this intent it was: the form's `target` field, echoed back. */
  target?: string;
  result?: SubmissionResult<string[]>;
  notice?: string;
}

/**
 * Validates a posted form with its schema: the values, or a 400 answer that renders the form
 * again with the visitor's values and the errors (with and without JavaScript).
 */
export function parseForm<S extends z.ZodMiniType>(
  form: FormData,
  schema: S,
): { ok: true; value: z.output<S> } | { ok: false; answer: ReturnType<typeof data<ActionResult>> } {
  const submission = parseSubmission(form, schema);
  if (submission.status === "success") return { ok: true, value: submission.value };
  return {
    ok: false,
    answer: data(
      { intent: String(form.get("intent") ?? ""), result: submission.reply() },
      { status: 400 },
    ),
  };
}

/** Every answer of an area action: a result, or a result with another status. */
export type AreaAnswer = ActionResult | ReturnType<typeof data<ActionResult>>;

/** A form that went through: a notice, and the form emptied. */
export const done = (intent: string, notice: string): ActionResult => ({
  intent,
  notice,
  result: { status: "success", initialValue: null },
});

/** A form refused for a reason that is no field's (e.g. the last admin): the form's error. */
export const refused = (intent: string, message: string, status = 409) =>
  data<ActionResult>({ intent, result: { status: "error", error: { "": [message] } } }, { status });

/** The posted form; undefined when the body is none (a broken multipart body, JSON, …). */
export const readForm = (request: Request): Promise<FormData | undefined> =>
  request.formData().catch(() => undefined);

/** The answer to a post whose body is no form: 400, and the form says so. */
export const unreadable = (intent = "") => refused(intent, teamDe.errors.unreadableForm, 400);

/**
 * The answer addressed to the form that was posted: a page with one form per row posts the
 * row's `target` (see AreaForm), and only that form shows the answer.
 */
export async function answerTo(form: FormData, answer: Promise<AreaAnswer> | AreaAnswer) {
  const target = form.get("target");
  const result = await answer;
  if (typeof target !== "string" || target === "") return result;
  if ("intent" in result) return { ...result, target };
  return data<ActionResult>({ ...result.data, target }, result.init ?? undefined);
}
