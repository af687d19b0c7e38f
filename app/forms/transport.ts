import { isLocale, localizedPath } from "../i18n/locale";

/**
 * Names shared by the forms and the API for everything that travels next to the form fields.
 * See docs/decisions/0012-csrf-double-submit.md and 0013-form-post-without-javascript.md.
 */
/** The built-in newsletter's addresses (docs/decisions/0081-built-in-newsletter.md). */
export const NEWSLETTER_PATHS = {
  signUpApi: "/api/newsletter",
  confirmApi: "/api/newsletter/confirm",
  unsubscribeApi: "/api/newsletter/unsubscribe",
  /** An e-mail with the unsubscribe link, asked for by address (the page opened without its token). */
  unsubscribeLinkApi: "/api/newsletter/unsubscribe-link",
  signUpPage: "/news",
  thanksPage: "/news/danke",
  confirmPage: "/newsletter/bestaetigen",
  unsubscribePage: "/newsletter/abmelden",
} as const;

export const API_PATHS = {
  donation: "/api/donation",
  contact: "/api/contact",
  newsletter: NEWSLETTER_PATHS.signUpApi,
} as const;

/**
 * Cookie set by `GET /api/csrf`, which a client of the JSON API echoes in {@link CSRF_HEADER}.
 * The site's own forms post to their route actions, trusted by their exact Origin (ADR 0182).
 */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";

/** A random key per submission attempt; retries of the same attempt reuse it. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** The same in a form post (the forms do not render it; the server makes a key for plain posts). */
export const IDEMPOTENCY_FIELD = "_idempotency";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * The language of the page the form is on ("de" or "en"; anything else counts as German): the
 * API answers in it, redirects to that language's pages and stores it with the submission.
 * The site's script sends it in the JSON body; a plain form of an English page posts to
 * `?lang=en` ({@link formAction}), so a German form is unchanged and nothing is hidden in it.
 */
export const LANGUAGE_FIELD = "lang";

/**
 * The address a plain form posts to from a page in `locale`: an API path with the language, or
 * the form's own page (German path) in that language, where a refused post is rendered back
 * (docs/decisions/0103-plain-forms-post-to-their-page.md).
 */
export function formAction(path: string, locale: string): string {
  if (!path.startsWith("/api/")) return localizedPath(path, isLocale(locale) ? locale : "de");
  return locale === "de" ? path : `${path}?${LANGUAGE_FIELD}=${locale}`;
}

/** A donation pledge's reference code in the API's answer (docs/donations.md). */
export const REFERENCE_HEADER = "Pledge-Reference";

/** Hidden from people (and screen readers); bots tend to fill it in. */
export const HONEYPOT_FIELD = "website";
/**
 * `Date.now()` when the form was ready, sent by the site's script; submissions faster than a
 * person could type, or without a valid start time, are dropped. A plain form post has none
 * (the server does not check it). See docs/decisions/0060-spam-checks.md.
 */
export const STARTED_AT_FIELD = "startedAt";
/** Submissions sent sooner than this after the form appeared count as spam (server default of MIN_FILL_MS). */
export const DEFAULT_MIN_FILL_MS = 2000;
