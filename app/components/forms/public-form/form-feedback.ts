import type { FieldErrors } from "~/forms/errors";
import type { FormReplay } from "~/forms/replay";
import type { FormTexts } from "~/i18n/form-texts";
import type { FormKind, SubmitOutcome } from "~/forms/submit-outcome";
import type { InfoDialogData } from "~/components/dialog/InfoDialog";
import { otherAddressMessage, rateLimitMessage } from "../messages";

/** The box above a form: its fields' errors, each linking to its field, or why it failed. */
export type Summary =
  | { kind: "fields"; items: { field: string; message: string; href: string }[] }
  | { kind: "failure"; message: string };

/** What the summary shows: the fields' current errors, one failure, or nothing. */
export type SummaryMode = null | "fields" | { failure: string };

/** The summary a refused post without JavaScript comes back with. */
export function replaySummary<K extends FormKind>(
  replay: FormReplay,
  texts: FormTexts<K>,
  kind: K,
): SummaryMode {
  switch (replay.failure) {
    case "rate":
      return { failure: rateLimitMessage(texts, replay.waitSeconds) };
    case "server":
      return { failure: texts[kind].failure };
    case "tooLarge":
      return { failure: texts.common.tooLarge };
    case "origin":
      return { failure: otherAddressMessage(texts, replay.siteAddress) };
    default:
      return "fields";
  }
}

/** The summary for `mode`, with the fields' errors in the form's order (none: no summary). */
export function summaryOf<F extends string>(
  mode: SummaryMode,
  fields: readonly F[],
  errors: FieldErrors<F>,
  controlId: (field: F) => string,
): Summary | null {
  if (mode === null) return null;
  if (mode !== "fields") return { kind: "failure", message: mode.failure };
  const items = fields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message, href: `#${controlId(field)}` }] : [];
  });
  return items.length > 0 ? { kind: "fields", items } : null;
}

/** The dialog for an answer that is neither stored nor a refusal of the fields. */
export function failureDialog<K extends FormKind>(
  outcome: SubmitOutcome | null,
  texts: FormTexts<K>,
  kind: K,
): InfoDialogData {
  const message =
    outcome?.status === "rate-limited"
      ? rateLimitMessage(texts, outcome.waitSeconds)
      : texts[kind].failure;
  return { title: texts.common.errorTitle, message, tone: "error" };
}
