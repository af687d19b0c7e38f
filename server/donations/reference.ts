import { randomInt } from "node:crypto";
import { REFERENCE_ALPHABET, REFERENCE_PREFIX } from "../../app/lib/donation-reference";

/** A random reference code (32⁴ ≈ a million; the database's unique index catches a repeat). */
export function newReferenceCode(): string {
  let code = REFERENCE_PREFIX;
  for (let i = 0; i < 4; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}
