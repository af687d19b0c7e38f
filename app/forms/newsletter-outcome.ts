/**
 * The outcome of a button on the confirm or unsubscribe page. A plain post from that page is
 * answered with a redirect back to it (`?ergebnis=…`), so the page works without JavaScript
 * and hydrates at its own address with it. See docs/decisions/0081-built-in-newsletter.md.
 */
export const OUTCOME_PARAM = "ergebnis";

export const NEWSLETTER_OUTCOMES = {
  confirmed: { param: "bestaetigt", status: 200 },
  invalid: { param: "ungueltig", status: 410 },
  unsubscribed: { param: "abgemeldet", status: 200 },
  rate: { param: "zu-viele-anfragen", status: 429 },
  linkRequested: { param: "link-angefordert", status: 200 },
  invalidAddress: { param: "adresse-ungueltig", status: 400 },
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

/** The page's address with the outcome: where the API sends a plain post from the page. */
export function outcomeUrl(page: string, outcome: NewsletterOutcome): string {
  return `${page}?${OUTCOME_PARAM}=${NEWSLETTER_OUTCOMES[outcome].param}`;
}

/** The outcome named in a page's address, or null (the page opened from the e-mail's link). */
export function newsletterOutcomeFrom(url: string): NewsletterOutcome | null {
  const param = new URL(url).searchParams.get(OUTCOME_PARAM);
  const entry = Object.entries(NEWSLETTER_OUTCOMES).find(([, value]) => value.param === param);
  return entry ? (entry[0] as NewsletterOutcome) : null;
}

/** The token of a page's address (`?token=`), if it looks like one. */
export function tokenFromUrl(url: string): string | null {
  const token = new URL(url).searchParams.get("token");
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}
