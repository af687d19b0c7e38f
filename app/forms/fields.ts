import { z } from "zod/mini";

/** Message for a value longer than `max` characters, e.g. "Der Vorname darf höchstens 100 Zeichen lang sein." */
function tooLong(label: string, max: number): string {
  return `${label} darf höchstens ${max} Zeichen lang sein.`;
}

/**
 * C0 and C1 control characters (NUL, terminal escapes such as ESC, BEL, CSI). A field with
 * several lines (`lines`) allows tab and line break; CRLF and CR count as one line break.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_CHARACTER_IN_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

export interface TextOptions {
  /** The field has several lines (a textarea): tab and line break are allowed. */
  lines?: boolean;
}

/** Trims (and joins a browser's CRLF), then `required` (if any), then control characters and length. */
function textChecks(label: string, max: number, { lines = false }: TextOptions, required?: string) {
  const control = lines ? CONTROL_CHARACTER_IN_LINES : CONTROL_CHARACTER;
  return [
    ...(lines ? [z.overwrite<string>((text) => text.replace(/\r\n?/g, "\n"))] : []),
    z.trim(),
    ...(required === undefined ? [] : [z.minLength(1, required)]),
    z.refine<string>(
      (text) => !control.test(text),
      `${label} enthält ein unzulässiges Steuerzeichen.`,
    ),
    z.maxLength(max, tooLong(label, max)),
  ];
}

/** A trimmed string without control characters that must not be empty. */
export function requiredText(
  label: string,
  max: number,
  missing: string,
  options: TextOptions = {},
) {
  return z.string({ error: missing }).check(...textChecks(label, max, options, missing));
}

/** A trimmed string without control characters that may be empty or absent (then ""). */
export function optionalText(label: string, max: number, options: TextOptions = {}) {
  return z._default(
    z.string({ error: `${label} ist ungültig.` }).check(...textChecks(label, max, options)),
    "",
  );
}

/** A required, trimmed e-mail address. */
export function emailAddress() {
  const missing = "Bitte geben Sie Ihre E-Mail-Adresse ein.";
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(254, "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein."),
      z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }),
    );
}
