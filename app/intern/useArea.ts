import { useMatches } from "react-router";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import { pageLocaleOf } from "~/i18n/page-locale";
import { teamMessages } from "~/i18n/team-catalogue";
import { areaFormat } from "../team/format";

/** The language of the area page being shown: the member's, or the browser's before sign-in. */
export function useAreaLocale(): Locale {
  return pageLocaleOf(useMatches()) ?? DEFAULT_LOCALE;
}

/** The area's texts and formatting in the page's language. */
export function useArea() {
  const locale = useAreaLocale();
  return { locale, t: teamMessages(locale), ...areaFormat(locale) };
}
