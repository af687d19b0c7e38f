import { z } from "zod/mini";
import type { FieldNameKey } from "../i18n/messages/forms.de";
import { messageKey } from "./message-keys";

/**
 * C0 and C1 control characters (NUL, terminal escapes such as ESC, BEL, CSI). A field with
 * several lines (`lines`) allows tab and line break; CRLF and CR count as one line break.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_CHARACTER_IN_LINES = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** Unicode's line and paragraph separators: a line break to whatever lays the text out. */
export const LINE_SEPARATOR = /[\u2028\u2029]/;

/**
 * The characters that reorder the text around them as it is shown: bidi embeddings and
 * overrides (U+202A–U+202E) and isolates (U+2066–U+2069). "\u202Eenhcer\u202C" reads "rechne".
 */
export const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * What a value that the team area puts into a document, an e-mail or a log line may not
 * contain: control characters, line and paragraph separators and bidi controls; with several
 * lines (`IN_LINES`), tab and line break are allowed. The public forms take names as visitors
 * write them; the area's values are printed on receipts and sent to subscribers.
 */
export const UNSAFE_CHARACTER = new RegExp(
  [CONTROL_CHARACTER, LINE_SEPARATOR, BIDI_CONTROL].map((pattern) => pattern.source).join("|"),
);
export const UNSAFE_CHARACTER_IN_LINES = new RegExp(
  [CONTROL_CHARACTER_IN_LINES, LINE_SEPARATOR, BIDI_CONTROL].map((p) => p.source).join("|"),
);

/** A browser's CRLF (and a lone CR) as one line break. */
export const joinLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");

/** The longest e-mail address (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export interface TextOptions {
  /** The field has several lines (a textarea): tab and line break are allowed. */
  lines?: boolean;
}

/** Message key for a value longer than `max` characters ("Der Vorname darf höchstens 100 …"). */
export const tooLong = (field: FieldNameKey, max: number) => messageKey("tooLong", { field, max });

/** Trims (and joins a browser's CRLF), then `required` (if any), then control characters and length. */
function textChecks(
  field: FieldNameKey,
  max: number,
  { lines = false }: TextOptions,
  required?: string,
) {
  const control = lines ? CONTROL_CHARACTER_IN_LINES : CONTROL_CHARACTER;
  return [
    ...(lines ? [z.overwrite<string>(joinLineBreaks)] : []),
    z.trim(),
    ...(required === undefined ? [] : [z.minLength(1, required)]),
    z.refine<string>((text) => !control.test(text), messageKey("controlCharacter", { field })),
    z.maxLength(max, tooLong(field, max)),
  ];
}

/** A trimmed string without control characters that must not be empty (`missing`: a message key). */
export function requiredText(
  field: FieldNameKey,
  max: number,
  missing: string,
  options: TextOptions = {},
) {
  return z.string({ error: missing }).check(...textChecks(field, max, options, missing));
}

/** A trimmed string without control characters that may be empty or absent (then ""). */
export function optionalText(field: FieldNameKey, max: number, options: TextOptions = {}) {
  return z._default(
    z.string({ error: messageKey("notText", { field }) }).check(...textChecks(field, max, options)),
    "",
  );
}

/** A required, trimmed e-mail address. */
export function emailAddress() {
  const missing = messageKey("missingEmail");
  return z
    .string({ error: missing })
    .check(
      z.trim(),
      z.minLength(1, missing),
      z.maxLength(EMAIL_MAX_LENGTH, tooLong("email", EMAIL_MAX_LENGTH)),
      z.email({ error: messageKey("invalidEmail") }),
    );
}

/** An e-mail address that may be left empty (then ""). */
export function optionalEmailAddress() {
  return z._default(
    z.string({ error: messageKey("invalidEmail") }).check(
      z.trim(),
      z.maxLength(254, tooLong("email", 254)),
      z.refine(
        (text) => text === "" || z.email().safeParse(text).success,
        messageKey("invalidEmail"),
      ),
    ),
    "",
  );
}
