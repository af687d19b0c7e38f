import { AreaRefusal } from "../team/refusal";

const ONES = [
  "null",
  "ein",
  "zwei",
  "drei",
  "vier",
  "fünf",
  "sechs",
  "sieben",
  "acht",
  "neun",
  "zehn",
  "elf",
  "zwölf",
  "dreizehn",
  "vierzehn",
  "fünfzehn",
  "sechzehn",
  "siebzehn",
  "achtzehn",
  "neunzehn",
];
const TENS = [
  "",
  "",
  "zwanzig",
  "dreißig",
  "vierzig",
  "fünfzig",
  "sechzig",
  "siebzig",
  "achtzig",
  "neunzig",
];

function below1000(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const head = hundreds > 0 ? `${ONES[hundreds]}hundert` : "";
  if (rest === 0) return head;
  if (rest < 20) return head + ONES[rest];
  const ones = rest % 10;
  return head + (ones > 0 ? `${ONES[ones]}und` : "") + TENS[Math.floor(rest / 10)];
}

/** The largest amount written in words, in cents: 999.999.999.999,99 € (just below a Billion). */
export const MAX_CENTS_IN_WORDS = 999_999_999_999_99;

/**
 * An amount that cannot be written in words (not whole cents, negative or too large): its
 * catalogue text, worded in the member's language where the area shows it; German as message.
 */
export class AmountInWordsError extends AreaRefusal {}

/** A number below a million, each part joined in one word: 1234 → "eintausendzweihundertvierunddreißig". */
function belowMillion(n: number): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const words = (thousands > 0 ? `${below1000(thousands)}tausend` : "") + below1000(rest);
  // A number ending in one is written "…eins" ("einhunderteins"), not in "einundzwanzig".
  return words.endsWith("ein") && rest % 100 === 1 ? `${words}s` : words;
}

/**
 * Millionen and Milliarden are feminine nouns, written apart: "eine Million", "zwei Millionen",
 * "einundzwanzig Millionen", "einhunderteine Millionen" (the count agrees with the noun).
 */
function large(count: number, one: string, many: string): string {
  if (count === 1) return `eine ${one}`;
  const words = below1000(count);
  return `${words.endsWith("ein") && count % 100 === 1 ? `${words}e` : words} ${many}`;
}

/**
 * A whole number below a Billion in German words, as on a receipt: 1234 →
 * "eintausendzweihundertvierunddreißig", 1_200_000 → "eine Million zweihunderttausend".
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n > 999_999_999_999)
    throw new AmountInWordsError("numberNotInWords", { number: n });
  if (n === 0) return "null";
  const billions = Math.floor(n / 1_000_000_000);
  const millions = Math.floor(n / 1_000_000) % 1000;
  const rest = n % 1_000_000;
  return [
    billions > 0 ? large(billions, "Milliarde", "Milliarden") : "",
    millions > 0 ? large(millions, "Million", "Millionen") : "",
    rest > 0 ? belowMillion(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * Why an amount in cents cannot be written in words, or undefined: it must be a whole number of
 * cents, not negative, and at most MAX_CENTS_IN_WORDS.
 */
export function amountInWordsProblem(cents: number): string | undefined {
  return amountInWordsRefusal(cents)?.message;
}

function amountInWordsRefusal(cents: number): AmountInWordsError | undefined {
  if (!Number.isInteger(cents))
    return new AmountInWordsError("amountNotWholeCents", { cents: { decimal: cents } });
  if (cents < 0) return new AmountInWordsError("amountNegative");
  if (cents > MAX_CENTS_IN_WORDS) return new AmountInWordsError("amountTooHighForWords");
  return undefined;
}

/** An amount in cents in words: 4250 → "zweiundvierzig Euro und fünfzig Cent". */
export function euroInWords(cents: number): string {
  const problem = amountInWordsRefusal(cents);
  if (problem) throw problem;
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  // Before a noun, one is "ein" ("ein Euro"), in a longer number it stays ("einhunderteins Euro").
  const before = (n: number) => (n === 1 ? "ein" : numberInWords(n));
  const euro = `${before(euros)} Euro`;
  return rest === 0 ? euro : `${euro} und ${before(rest)} Cent`;
}
