/**
 * The outcome of a button on the confirm or unsubscribe page, with the page's status: the page's
 * route action answers a post with it (docs/decisions/0189-newsletter-pages-as-route-actions.md).
 */
export const NEWSLETTER_OUTCOMES = {
  confirmed: { status: 200 },
  invalid: { status: 410 },
  unsubscribed: { status: 200 },
  rate: { status: 429 },
  linkRequested: { status: 200 },
  invalidAddress: { status: 400 },
} as const;

export type NewsletterOutcome = keyof typeof NEWSLETTER_OUTCOMES;

/** The two pages a link in a newsletter e-mail opens. */
export type NewsletterTokenPageKind = "confirm" | "unsubscribe";

/** What a newsletter e-mail's link carries as its token (`?token=`). */
const TOKEN_PATTERN = /^[\w-]{20,100}$/;

/**
 * The token as posted or linked (`?token=`, the page's button), or undefined if it cannot be one:
 * the one check of the pages' route actions and the API alike.
 */
export function newsletterToken(value: unknown): string | undefined {
  return typeof value === "string" && TOKEN_PATTERN.test(value) ? value : undefined;
}

/** The token of a page's address (`?token=`), if it looks like one. */
export function tokenFromUrl(url: string): string | null {
  return newsletterToken(new URL(url).searchParams.get("token")) ?? null;
}
