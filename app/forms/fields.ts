import { z } from "zod/mini";

/** Message for a value longer than `max` characters, e.g. "Der Vorname darf höchstens 100 Zeichen lang sein." */
function tooLong(label: string, max: number): string {
  return `${label} darf höchstens ${max} Zeichen lang sein.`;
}

/** A trimmed string that must not be empty. */
export function requiredText(label: string, max: number, missing: string) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, missing), z.maxLength(max, tooLong(label, max)));
}

/** A trimmed string that may be empty or absent (then ""). */
export function optionalText(label: string, max: number, invalid = `${label} ist ungültig.`) {
  return z._default(
    z.string({ error: invalid }).check(z.trim(), z.maxLength(max, tooLong(label, max))),
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
