/**
 * How a donor's name is written: banks send the account holder as "WEBER, JONAS", a receipt
 * names "Jonas Weber". Used by the Kasse's form (in the browser too) and its action.
 */

/** The words of a name, lower case, without accents, ß as ss, in the order written. */
export const nameWords = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean);

/** Two spellings of one name: the same words in any order, case and accents aside. */
export function sameName(a: string, b: string): boolean {
  const words = (name: string) => nameWords(name).sort().join(" ");
  return words(a) === words(b);
}

/**
 * What looks like the bank's spelling rather than the donor's: all capitals ("JONAS WEBER") or
 * "Surname, First name" ("Weber, Jonas"). Undefined for a name written as on a receipt.
 */
export function bankSpelling(name: string): "capitals" | "surname-first" | undefined {
  // Initials alone ("A. B.") are no word in capitals.
  if (/\p{Lu}{2}/u.test(name) && !/\p{Ll}/u.test(name)) return "capitals";
  if (/\p{L}\s*,\s*\p{L}/u.test(name)) return "surname-first";
  return undefined;
}
