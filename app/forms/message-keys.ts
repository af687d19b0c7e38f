/**
 * The shared schemas report problems as message keys, not text: `key` or `key?field=name&max=100`.
 * Client and server turn a key into text with the catalogue of the form's language
 * (app/i18n/messages/forms.*.ts), so one schema speaks every language.
 */
import { format } from "../i18n/format";
import type { FieldNameKey, FormMessages, ValidationKey } from "../i18n/messages/forms.de";

/** The parts of the forms' catalogue a reported message needs. */
export type ValidationTexts = Pick<FormMessages, "validation" | "fieldNames">;

export type MessageParams = { field?: FieldNameKey } & Record<string, string | number>;

/** The message a schema reports for `key`, with its parameters. */
export function messageKey(key: ValidationKey, params?: MessageParams): string {
  if (!params) return key;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.set(name, String(value));
  return `${key}?${query.toString()}`;
}

/** The text of a reported message; a message that is not a known key stays as it is. */
export function messageText(message: string, catalogue: ValidationTexts): string {
  const [key = "", query = ""] = message.split("?", 2);
  if (!Object.hasOwn(catalogue.validation, key)) return message;
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query)) {
    values[name] =
      name === "field" && Object.hasOwn(catalogue.fieldNames, value)
        ? catalogue.fieldNames[value as FieldNameKey]
        : value;
  }
  return format(catalogue.validation[key as ValidationKey], values);
}

/** Every message of a field-error record as text. */
export function messageTexts<F extends string>(
  errors: Partial<Record<F, string>>,
  catalogue: ValidationTexts,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const field of Object.keys(errors) as F[]) {
    const message = errors[field];
    if (message !== undefined) texts[field] = messageText(message, catalogue);
  }
  return texts;
}
