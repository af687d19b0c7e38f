import { CONTACT_MAX_LENGTHS, contactSchema } from "../../app/forms/contact";
import { contactFromForm } from "../../app/forms/contact-form";
import { DONATION_MAX_LENGTHS, donationSchema } from "../../app/forms/donation";
import { donationFromForm } from "../../app/forms/donation-form";
import { fieldErrors, type FieldErrors } from "../../app/forms/errors";
import type { FormBody } from "../../app/forms/form-data";
import { messageTexts } from "../../app/forms/message-keys";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import type { Locale } from "../../app/i18n/locale";
import type { Submission, SubmissionKind } from "../db/submissions";

export type ParseOutcome =
  { ok: true; submission: Submission } | { ok: false; errors: FieldErrors<string> };

/** A form whose submissions are stored: a donation pledge or a contact message. */
export interface SubmissionForm {
  kind: SubmissionKind;
  /** The most characters a valid submission has in all its fields (sizes the body limit). */
  maxChars: number;
  /** Validates a JSON body, or a form-encoded one when `encoded`; messages in `locale`. */
  parse(body: Record<string, unknown>, encoded: boolean, locale: Locale): ParseOutcome;
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
  fromForm: (body: FormBody, locale: Locale) => unknown,
): SubmissionForm["parse"] {
  return (body, encoded, locale) => {
    const result = schema.safeParse(encoded ? fromForm(body as FormBody, locale) : body);
    // The schemas refuse control characters, NUL included (PostgreSQL cannot store it).
    return result.success
      ? { ok: true, submission: { kind, data: result.data, locale } as S }
      : { ok: false, errors: messageTexts(fieldErrors(result), formMessages(locale)) };
  };
}

const total = (lengths: Record<string, number>) =>
  Object.values(lengths).reduce((sum, length) => sum + length, 0);

export const SUBMISSION_FORMS: Record<SubmissionKind, SubmissionForm> = {
  donation: {
    kind: "donation",
    maxChars: total(DONATION_MAX_LENGTHS),
    parse: parser("donation", donationSchema, donationFromForm),
  },
  contact: {
    kind: "contact",
    maxChars: total(CONTACT_MAX_LENGTHS),
    parse: parser("contact", contactSchema, contactFromForm),
  },
};
