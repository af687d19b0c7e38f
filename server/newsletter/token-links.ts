import { formAction, NEWSLETTER_PATHS } from "../../app/forms/transport";
import { localizedPath, type Locale } from "../../app/i18n/locale";

/** A page or API address of the site with `?token=` (after a query the address has). */
export function tokenUrl(origin: string, path: string, token: string): string {
  const url = new URL(path, origin);
  url.searchParams.set("token", token);
  return url.href;
}

/** The confirmation page of a sign-up, in its language (`/en/newsletter/confirm?token=…`). */
export function confirmUrl(token: string, locale: Locale, origin: string): string {
  return tokenUrl(origin, localizedPath(NEWSLETTER_PATHS.confirmPage, locale), token);
}

/**
 * A subscriber's own unsubscribe links, in the sign-up's language: the page with a button, and
 * the one-click address (RFC 8058) with the language, so that the mail program's answer is in it.
 */
export function unsubscribeUrls(token: string, locale: Locale, origin: string) {
  return {
    page: tokenUrl(origin, localizedPath(NEWSLETTER_PATHS.unsubscribePage, locale), token),
    oneClick: tokenUrl(origin, formAction(NEWSLETTER_PATHS.unsubscribeApi, locale), token),
  };
}
