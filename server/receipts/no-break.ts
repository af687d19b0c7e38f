/**
 * Phrases of the receipt that a line must not split, joined with no-break spaces for the layout
 * only (the passages keep plain spaces): citations of the law ("§ 52 Abs. 2 Satz 1 Nr. 7 AO",
 * "§§ 51, 59, 60 und 61 AO", "R 10b.1 Abs. 4 EStR"), an abbreviation and its number ("Nr.
 * 2026-0007", "StNr. 17/…") and the Muster's "– in Ziffern –" / "– in Buchstaben –".
 */
const NO_BREAK_SPACE = "\u00a0";

const PHRASES = [
  /(?:§§?|R) \d+[a-z]?(?:\.\d+)?(?:,? (?:(?:Abs\.|Satz|Nr\.|und) )?\d+[a-z]?| Buchstabe [a-z])*(?: (?:AO|EStG|KStG|GewStG|EStDV|EStR|BGB)\b)?/g,
  /\b(?:St)?Nr\. (?=\d)|\bAbs\. (?=\d)/g,
  /– in (?:Ziffern|Buchstaben) –/g,
];

export function withNoBreakPhrases(text: string): string {
  return PHRASES.reduce(
    (joined, phrase) => joined.replace(phrase, (match) => match.replaceAll(" ", NO_BREAK_SPACE)),
    text,
  );
}
