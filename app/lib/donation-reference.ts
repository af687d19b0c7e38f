/**
 * A pledge's reference code (e.g. EGN-7K3Q): asked for in the transfer's purpose line, so a
 * credit on the bank statement can be matched to its pledge. Crockford's base-32 letters only
 * (no I, L, O, U), so it reads back without confusing 0/O or 1/I.
 */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "EGN-";
export const REFERENCE_PATTERN = /^EGN-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * The reference codes in a remittance text, as banks pass it on: upper-cased, with or without the
 * hyphen, and with spaces or line breaks that banks insert every so many characters.
 */
export function referencesIn(text: string): string[] {
  const found = new Set<string>();
  // `\s*(?:-\s*)?`, not `\s*-?\s*`: two `\s*` side by side would try every split of a long run of
  // spaces (quadratic in the text, which comes from the bank statement's sender).
  const code = /EGN\s*(?:-\s*)?((?:[0-9A-HJKMNP-TV-Z]\s*){3}[0-9A-HJKMNP-TV-Z])(?![0-9A-Z])/g;
  for (const match of text.toUpperCase().matchAll(code))
    found.add(`${REFERENCE_PREFIX}${match[1]!.replace(/\s+/g, "")}`);
  return [...found];
}

/** The query a thank-you page or GiroCode is asked with: `?referenz=EGN-7K3Q&betrag=50.00`. */
export interface PledgePayment {
  reference: string;
  /** Euro with two decimals, "50.00". */
  amount: string;
}

export const MAX_GIROCODE_CENTS = 99_999_999_999;

/** A reference and amount from a query, or undefined when either is missing or malformed. */
export function pledgePaymentFrom(query: URLSearchParams): PledgePayment | undefined {
  const reference = query.get("referenz") ?? "";
  const amount = query.get("betrag") ?? "";
  if (!REFERENCE_PATTERN.test(reference) || !/^\d{1,9}\.\d{2}$/.test(amount)) return undefined;
  const cents = Math.round(Number(amount) * 100);
  if (cents < 1 || cents > MAX_GIROCODE_CENTS) return undefined;
  return { reference, amount };
}

export const pledgePaymentQuery = ({ reference, amount }: PledgePayment) =>
  `referenz=${encodeURIComponent(reference)}&betrag=${amount}`;

/** The purpose line a donor's transfer carries: the reference code first, so it survives cuts. */
export const remittanceFor = (reference: string) => `${reference} Spende`;

export const GIROCODE_PATH = "/api/girocode.svg";
