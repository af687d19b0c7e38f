/**
 * A plain form post (no JavaScript) that was refused, rendered back into the form page with what
 * the visitor sent: the page's route action answers with it (`useActionData`), never through the
 * URL. See docs/decisions/0080-refused-form-post-rendered-back.md and 0178.
 */
import { isRecord } from "./form-data";
import type { SubmitFailure } from "./errors";
import type { PledgePayment } from "../lib/donation-reference";

export interface FormReplay {
  form: "donation" | "contact" | "newsletter";
  /** The text of each field as the visitor sent it. */
  values: Record<string, string>;
  /** Message per field (empty for a failure that is not the visitor's). */
  errors: Record<string, string>;
  failure?: SubmitFailure;
  /** The form page at the site's own address (`SITE_ORIGIN`), for a post from another one. */
  siteAddress?: string;
  /** For a refusal by the rate limit: how long to wait, in seconds (the limit's window). */
  waitSeconds?: number;
}

/** A submission the page's script sent to its route action, accepted (ADR 0187). */
export interface FormAccepted {
  form: FormReplay["form"];
  accepted: true;
  /** A donation pledge's reference code and amount, for the transfer. */
  payment?: PledgePayment;
}

const isTextRecord = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((entry) => typeof entry === "string");

/** The refusal in a form page's action data, or null (none, or an accepted submission). */
export const refusalOf = (answer: unknown): FormReplay | null =>
  isRecord(answer) && isTextRecord(answer.values) && isTextRecord(answer.errors)
    ? (answer as unknown as FormReplay)
    : null;
