/** The site's languages. German is the default and lives at the root; English under `/en/`. */
export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

/** `<html lang>` and the Open Graph locale of each language. */
export const LANGUAGE_TAGS: Record<Locale, { lang: string; ogLocale: string }> = {
  de: { lang: "de", ogLocale: "de_DE" },
  en: { lang: "en", ogLocale: "en_GB" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The language of a page path: `/en` and everything under `/en/` is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** The language of the page a request asks for (what every loader uses). */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The path without its language prefix: `/en/team/2025` → `/team/2025`, `/en` → `/`. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "de") return pathname;
  return pathname.slice("/en".length) || "/";
}

/**
 * A site path in the given language: `/team` → `/en/team`. Paths that are not pages of one
 * language (files, downloads, the API) and other targets (`https:`, `mailto:`, `#id`) stay as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || isSharedPath(path)) return path;
  const base = unlocalizedPath(path);
  if (locale === "de") return base;
  return base === "/" ? "/en" : `/en${base}`;
}

/** The same page in the other language (for the language switcher and `hreflang`). */
export function counterpartPath(pathname: string, locale: Locale): string {
  return localizedPath(pathname, locale);
}

function isSharedPath(path: string): boolean {
  return /^\/(api|assets|images|downloads|fonts)\//.test(path) || /\.[a-z0-9]+(\?|#|$)/i.test(path);
}
