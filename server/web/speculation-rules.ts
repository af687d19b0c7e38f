/**
 * The browser may fetch the next page while the visitor hovers a link (on a phone: as it comes
 * into view): rules in a file of their own (public/speculation-rules.json), named by a
 * `Speculation-Rules` header on every prerendered page, so the CSP needs no inline script.
 * Browsers skip them when the visitor saves data or energy. See
 * docs/decisions/0121-instant-page-loads.md.
 */
export const SPECULATION_RULES_PATH = "/speculation-rules.json";
/** The only type a browser accepts for the rules file. */
export const SPECULATION_RULES_TYPE = "application/speculationrules+json";
/** The header's value: a list of one string (RFC 8941). */
export const SPECULATION_RULES_HEADER = `"${SPECULATION_RULES_PATH}"`;
