import { isRecord } from "../../app/forms/form-data";
import { LANGUAGE_FIELD } from "../../app/forms/transport";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../app/i18n/locale";

/**
 * The language a form was sent in: `lang` in the body (the site's script) or in the query, or
 * the English form page it was posted to; German otherwise.
 */
export function formLocale(request: { body?: unknown; query?: unknown; url?: string }): Locale {
  for (const source of [request.body, request.query]) {
    const value = isRecord(source) ? source[LANGUAGE_FIELD] : undefined;
    if (isLocale(value)) return value;
  }
  // A plain form posts to its own page (ADR 0103): an English page's address says so.
  return request.url?.startsWith("/en/") ? "en" : DEFAULT_LOCALE;
}
