import { contentByLocale } from "virtual:egn/content";
import type { Locale } from "~/i18n/locale";
import type { Content } from "./parse";

/** German content bundled into the server build: validated, with its images made, when the build started. */
export const content: Content = contentByLocale.de;

/** The content in one language, as the pages of that language show it. */
export function contentFor(locale: Locale): Content {
  return contentByLocale[locale];
}
