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

/** A whole number (below a million) in German words, as on a receipt: 1234 → "eintausendzweihundertvierunddreißig". */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new RangeError(`${n}`);
  if (n === 0) return "null";
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const words = (thousands > 0 ? `${below1000(thousands)}tausend` : "") + below1000(rest);
  // A number ending in one is written "…eins" ("einhunderteins"), not in "einundzwanzig".
  return words.endsWith("ein") && rest % 100 === 1 ? `${words}s` : words;
}

/** An amount in cents in words: 4250 → "zweiundvierzig Euro und fünfzig Cent". */
export function euroInWords(cents: number): string {
  const euros = Math.floor(cents / 100);
  const rest = cents % 100;
  // Before a noun, one is "ein" ("ein Euro"), in a longer number it stays ("einhunderteins Euro").
  const before = (n: number) => (n === 1 ? "ein" : numberInWords(n));
  const euro = `${before(euros)} Euro`;
  return rest === 0 ? euro : `${euro} und ${before(rest)} Cent`;
}
