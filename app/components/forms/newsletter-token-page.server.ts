import { tokenFromUrl } from "~/forms/newsletter-outcome";
import { pageFormTexts } from "~/i18n/forms-catalogue.server";
import { localeOfPath } from "~/i18n/locale";
import {
  TOKEN_PAGE_TEXTS,
  TOKEN_PAGES,
  type NewsletterTokenPageData,
  type NewsletterTokenPageKind,
} from "./NewsletterTokenPage";

/** The loader of a token page: rendered per request (the token is in the address), never prerendered. */
export function newsletterTokenPageData(
  url: string,
  kind: NewsletterTokenPageKind,
  productName: string,
): NewsletterTokenPageData {
  const messages = pageFormTexts(localeOfPath(new URL(url).pathname), ...TOKEN_PAGE_TEXTS);
  const { title, description } = TOKEN_PAGES[kind].texts(messages);
  return {
    kind,
    page: { title, description },
    productName,
    token: tokenFromUrl(url),
    formMessages: messages,
  };
}
