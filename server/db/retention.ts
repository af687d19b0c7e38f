/**
 * How long submissions are kept: the promise of the data protection page
 * (content/pages/dataprotection.md, sections "Kontaktformular" and "Spendenformular"), enforced by
 * the server's daily purge (server/retention/) and `npm run submissions -- purge`
 * (docs/submissions.md). Change the prose together with these.
 */

/** Contact messages: twelve months after they came in. */
export const CONTACT_RETENTION_DAYS = 365;
/** Donation pledges without a donation receipt: twelve months after they came in. */
export const DONATION_RETENTION_DAYS = 365;
/** Donation pledges with a donation receipt (certificate): ten years (§ 147 Abgabenordnung). */
export const DONATION_WITH_CERTIFICATE_RETENTION_DAYS = 3650;

/**
 * Newsletter sign-ups: the confirmation link works this long; unconfirmed sign-ups are deleted
 * after that (server/db/subscribers.ts, at each sign-up and by `npm run subscribers -- purge`).
 * Confirmed addresses are kept until they unsubscribe.
 */
export const NEWSLETTER_CONFIRM_HOURS = 48;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Submissions created before the returned instant are due for deletion. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
