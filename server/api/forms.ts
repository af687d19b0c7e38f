import { contactSchema } from "../../app/forms/contact";
import { contactErrorMessages, contactFromForm } from "../../app/forms/contact-form";
import { donationSchema } from "../../app/forms/donation";
import { donationErrorMessages, donationFromForm } from "../../app/forms/donation-form";
import { fieldErrors, type FieldErrors } from "../../app/forms/errors";
import type { FormBody } from "../../app/forms/form-data";
import { API_PATHS } from "../../app/forms/transport";
import { donationPath } from "../../app/lib/paths";
import type { Submission, SubmissionKind } from "../db/submissions";

export type ParseOutcome =
  { ok: true; submission: Submission } | { ok: false; errors: FieldErrors<string> };

export interface FormDefinition {
  kind: SubmissionKind;
  apiPath: string;
  /** The names of the form's fields (what a refused plain post sends back into the form). */
  fields: readonly string[];
  /** The page with the form; a form post without JavaScript is sent back here on errors. */
  formPage: string;
  thanksPage: string;
  /** Answer to a successful JSON submission (the client shows its own dialog). */
  successText: string;
  /** Validates a JSON body, or a form-encoded one when `encoded`. */
  parse(body: Record<string, unknown>, encoded: boolean): ParseOutcome;
}

interface Schema<T> {
  safeParse(input: unknown):
    | { success: true; data: T }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

function parser<S extends Submission>(
  kind: S["kind"],
  schema: Schema<S["data"]>,
  fromForm: (body: FormBody) => unknown,
): FormDefinition["parse"] {
  return (body, encoded) => {
    const result = schema.safeParse(encoded ? fromForm(body as FormBody) : body);
    // The schemas refuse control characters, NUL included (PostgreSQL cannot store it).
    return result.success
      ? { ok: true, submission: { kind, data: result.data } as S }
      : { ok: false, errors: fieldErrors(result) };
  };
}

export function formDefinitions(productName: string): FormDefinition[] {
  const donationPage = donationPath(productName);
  return [
    {
      kind: "donation",
      apiPath: API_PATHS.donation,
      fields: Object.keys(donationErrorMessages),
      formPage: donationPage,
      thanksPage: `${donationPage}/danke`,
      successText: "Vielen Dank! Ihre Spendenzusage ist bei uns eingegangen.",
      parse: parser("donation", donationSchema, donationFromForm),
    },
    {
      kind: "contact",
      apiPath: API_PATHS.contact,
      fields: Object.keys(contactErrorMessages),
      formPage: "/contact",
      thanksPage: "/contact/danke",
      successText: "Vielen Dank! Ihre Nachricht ist bei uns eingegangen.",
      parse: parser("contact", contactSchema, contactFromForm),
    },
  ];
}
