/**
 * Names shared by the forms and the API for everything that travels next to the form fields.
 * See docs/decisions/0012-csrf-double-submit.md and 0013-form-post-without-javascript.md.
 */
export const API_PATHS = { donation: "/api/donation", contact: "/api/contact" } as const;

/** Cookie set by the server; the client echoes it in {@link CSRF_HEADER} or {@link CSRF_FIELD}. */
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";
export const CSRF_FIELD = "_csrf";
/**
 * Render `<input type="hidden" name={CSRF_FIELD} value={CSRF_PLACEHOLDER} />` in forms: the server
 * replaces the placeholder with the visitor's token in every HTML page it sends, so the form also
 * works without JavaScript.
 */
export const CSRF_PLACEHOLDER = "__XSRF_TOKEN__";
/** Filled in like {@link CSRF_PLACEHOLDER}: the time the page was sent, for {@link STARTED_AT_FIELD}. */
export const STARTED_AT_PLACEHOLDER = "__FORM_STARTED_AT__";
/** Filled in like {@link CSRF_PLACEHOLDER}: a fresh key per page, for {@link IDEMPOTENCY_FIELD}. */
export const IDEMPOTENCY_PLACEHOLDER = "__FORM_IDEMPOTENCY_KEY__";

/** A random key per submission attempt; retries of the same attempt reuse it. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_FIELD = "_idempotency";
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** Hidden from people (and screen readers); bots tend to fill it in. */
export const HONEYPOT_FIELD = "website";
/** `Date.now()` when the form was shown; submissions faster than a person could type are dropped. */
export const STARTED_AT_FIELD = "startedAt";
/** Submissions sent sooner than this after the form appeared count as spam (server default of MIN_FILL_MS). */
export const DEFAULT_MIN_FILL_MS = 2000;

/** The value of the CSRF cookie in a `document.cookie` string, or undefined. */
export function readCsrfCookie(cookies: string): string | undefined {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join("="));
  }
  return undefined;
}
