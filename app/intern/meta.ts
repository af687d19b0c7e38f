import type { MetaDescriptor } from "react-router";
import { format } from "~/i18n/format";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locale";
import type { TeamMessages } from "~/i18n/messages/team.de";
import { pageLocaleOf } from "~/i18n/page-locale";
import { teamMessages } from "~/i18n/team-catalogue";

/**
 * A team area page's title in the page's language (`title` picks it from the catalogue); never
 * indexed (the server says so in X-Robots-Tag too).
 */
export function areaMeta(
  matches: readonly unknown[],
  title: (texts: TeamMessages, locale: Locale) => string,
): MetaDescriptor[] {
  const locale = pageLocaleOf(matches) ?? DEFAULT_LOCALE;
  const texts = teamMessages(locale);
  return [
    { title: format(texts.layout.title, { page: title(texts, locale) }) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * The area's pages run React in the browser (forms, passkeys) and move between each other without
 * loading a document: see app/root.tsx.
 */
export const AREA_HANDLE = { hydrate: true, clientNavigation: true } as const;
