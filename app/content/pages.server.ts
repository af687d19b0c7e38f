import type { Locale } from "~/i18n/locale";
import { contentFor } from "./content.server";
import type { PageKey } from "./parse";

/** The prose and meta data of one page in one language, as a loader returns it. */
export function loadPage(key: PageKey, locale: Locale = "de") {
  const content = contentFor(locale);
  return { page: content.pages[key], productName: content.site.productName };
}
