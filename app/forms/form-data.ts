import type { Locale } from "../i18n/locale";
import type { ValidationKey } from "../i18n/messages/forms.de";

/** How a field of a form-encoded body becomes its JSON value. */
export type FieldKind = "string" | "boolean" | "amount";

export type FormBody = Record<string, string | string[] | undefined>;

/** A plain object (not null, not an array), as a request body must be. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** An amount field's text that is not an amount, or not unambiguously one; says what to write instead. */
export class UnreadableAmount {
  constructor(readonly message: ValidationKey) {}
}

export const AMOUNT_MESSAGES = {
  notANumber: "amountNotANumber",
  decimalPoint: "amountDecimalPoint",
  threeDecimals: "amountThreeDecimals",
} as const satisfies Record<string, ValidationKey>;

const THOUSANDS = /^[1-9]\d{0,2}(\.\d{3})+$/;

/**
 * Reads an amount in euros as German visitors write it: "50", "50,5", "1.000", "1.000,50",
 * "25 €", "25,-". Only a comma separates cents; a dot stands only between groups of three digits.
 * Empty text is `undefined`; text that is not an amount, or could mean two amounts ("1.00",
 * "1,000", "1,000.50"), is refused with a message rather than guessed. On English pages the
 * two marks swap roles ("1,000.50").
 */
export function parseAmount(
  text: string,
  locale: Locale = "de",
): number | undefined | UnreadableAmount {
  const spaced = text.replace(/\s|€|EUR/gi, "");
  // English writes the same amounts with the two marks swapped: "1,000.50".
  const compact =
    locale === "en" ? spaced.replace(/[.,]/g, (mark) => (mark === "." ? "," : ".")) : spaced;
  if (compact === "") return undefined;
  const negative = /^[-\u2212]/.test(compact);
  const [whole = "", fraction, ...rest] = compact.slice(negative ? 1 : 0).split(",");
  if (rest.length > 0) return new UnreadableAmount(AMOUNT_MESSAGES.notANumber);
  if (fraction?.includes(".")) return new UnreadableAmount(AMOUNT_MESSAGES.decimalPoint);

  let digits: string;
  if (/^\d+$/.test(whole)) digits = whole;
  else if (THOUSANDS.test(whole)) digits = whole.replace(/\./g, "");
  else if (/^[\d.]*\d[\d.]*$/.test(whole))
    return new UnreadableAmount(AMOUNT_MESSAGES.decimalPoint);
  else if (whole === "" && fraction && /^\d+$/.test(fraction)) digits = "0";
  else return new UnreadableAmount(AMOUNT_MESSAGES.notANumber);

  const cents = fraction === undefined || /^[-\u2013]?$/.test(fraction) ? "" : fraction;
  if (!/^\d*$/.test(cents)) return new UnreadableAmount(AMOUNT_MESSAGES.notANumber);
  // "1,000" is 1 € in German and 1000 € in English: refuse it rather than guess.
  if (cents.length === 3 && /^[1-9]\d{0,2}$/.test(whole)) {
    return new UnreadableAmount(AMOUNT_MESSAGES.threeDecimals);
  }
  const amount = Number(cents ? `${digits}.${cents}` : digits);
  return negative ? -amount : amount;
}

function coerce(kind: FieldKind, text: string, locale: Locale): unknown {
  switch (kind) {
    case "string":
      return text;
    case "boolean":
      return ["true", "on", "1"].includes(text);
    case "amount":
      return parseAmount(text, locale);
  }
}

/**
 * Turns a form-encoded body (all strings) into the JSON shape the schemas expect.
 * Only the listed fields are read; absent fields stay absent.
 */
export function fromFormBody<F extends string>(
  body: FormBody,
  kinds: Record<F, FieldKind>,
  locale: Locale = "de",
) {
  const values: Partial<Record<F, unknown>> = {};
  for (const field of Object.keys(kinds) as F[]) {
    const text = Object.hasOwn(body, field) ? first(body[field]) : undefined;
    if (text !== undefined) values[field] = coerce(kinds[field], text, locale);
  }
  return values;
}
