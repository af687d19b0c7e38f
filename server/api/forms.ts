import { CONTACT_MAX_LENGTHS, contactSchema } from "../../app/forms/contact";
import { contactFromForm } from "../../app/forms/contact-form";
import { DONATION_MAX_LENGTHS, donationSchema } from "../../app/forms/donation";
import { donationFromForm } from "../../app/forms/donation-form";
import { fieldErrors, type FieldErrors } from "../../app/forms/errors";
import { isRecord, type FormBody } from "../../app/forms/form-data";
import { messageTexts } from "../../app/forms/message-keys";
import { API_PATHS, LANGUAGE_FIELD } from "../../app/forms/transport";
import { formMessages } from "../../app/i18n/forms-catalogue.server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locale";
import type { FormMessages } from "../../app/i18n/messages/forms.de";
import { donationPath } from "../../app/lib/paths";
import type { Submission, SubmissionKind } from "../db/submissions";

export type ParseOutcome =
  { ok: true; submission: Submission } | { ok: false; errors: FieldErrors<string> };

export interface FormDefinition {
  kind: SubmissionKind;
  apiPath: string;
  /** The page with the form (German path); a form post without JavaScript is sent back here on errors. */
  formPage: string;
  /** Answer to a successful JSON submission (the client shows its own dialog). */
  successText(messages: FormMessages): string;
  /** The most characters a valid submission has in all its fields (sizes the body limit). */
  maxChars: number;
  /** Validates a JSON body, or a form-encoded one when `encoded`; messages in `locale`. */
  parse(body: Record<string, unknown>, encoded: boolean, locale: Locale): ParseOutcome;
}

/**
 * The language a form was sent in: `lang` in the body (the site's script) or in the query, or
 * the English form page it was posted to; German otherwise.
 */
export function formLocale(request: { body?: unknown; query?: unknown; url?: string }): Locale {
  for (const source of [request.body, request.query]) {
    const value = isRecord(source) ? source[LANGUAGE_FIELD] : undefined;
    if (isLocale(value)) return value;
  }
  // A plain form posts to its own page (ADR 0103): an English page's address says so.
  return request.url?.startsWith("/en/") ? "en" : DEFAULT_LOCALE;
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
): FormDefinition["parse"] {
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

export function formDefinitions(productName: string): FormDefinition[] {
  const donationPage = donationPath(productName);
  return [
    {
      kind: "donation",
      apiPath: API_PATHS.donation,
      formPage: donationPage,
      successText: (messages) => messages.api.donationAccepted,
      maxChars: total(DONATION_MAX_LENGTHS),
      parse: parser("donation", donationSchema, donationFromForm),
    },
    {
      kind: "contact",
      apiPath: API_PATHS.contact,
      formPage: "/contact",
      successText: (messages) => messages.api.contactAccepted,
      maxChars: total(CONTACT_MAX_LENGTHS),
      parse: parser("contact", contactSchema, contactFromForm),
    },
  ];
}
