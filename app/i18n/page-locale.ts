import { isLocale, type Locale } from "./locale";

/**
 * The language a route's loader set for its page (`pageLocale`: the team area's member or
 * browser language), the deepest route's first; undefined where none did.
 */
export function pageLocaleOf(matches: readonly unknown[]): Locale | undefined {
  for (const match of [...matches].reverse()) {
    if (typeof match !== "object" || match === null) continue;
    const { loaderData, data } = match as { loaderData?: unknown; data?: unknown };
    const locale = ((loaderData ?? data) as { pageLocale?: unknown } | undefined)?.pageLocale;
    if (isLocale(locale)) return locale;
  }
  return undefined;
}
