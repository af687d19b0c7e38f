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

/**
 * Pages whose German address ends in German words have an English one under `/en/`
 * (docs/decisions/0097-english-slugs.md): the end of the German path and its English form.
 * Every form's thank-you page is its form page plus `/danke` (`/contact/danke`, `/news/danke`).
 */
const ENGLISH_SLUGS: readonly (readonly [german: string, english: string])[] = [
  ["/newsletter/bestaetigen", "/newsletter/confirm"],
  ["/newsletter/abmelden", "/newsletter/unsubscribe"],
  ["/danke", "/thanks"],
];

/** A page path (no language prefix) with the ends of one language replaced by the other's. */
function withSlugs(path: string, from: 0 | 1): string {
  const end = path.search(/[?#]/);
  const [pathname, rest] = end === -1 ? [path, ""] : [path.slice(0, end), path.slice(end)];
  for (const pair of ENGLISH_SLUGS) {
    if (pathname.endsWith(pair[from]))
      return pathname.slice(0, -pair[from].length) + pair[1 - from] + rest;
  }
  return path;
}

/** A German page path as the English route's path: `/contact/danke` → `/contact/thanks`. */
export function withEnglishSlugs(path: string): string {
  return withSlugs(path, 0);
}

/**
 * The German page of a path, without its language prefix: `/en/team/2025` → `/team/2025`,
 * `/en/contact/thanks` → `/contact/danke`, `/en` → `/`.
 */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "de") return pathname;
  return withSlugs(pathname.slice("/en".length) || "/", 1);
}

/**
 * A site path in the given language: `/team` → `/en/team`, `/contact/danke` →
 * `/en/contact/thanks`. Paths that are not pages of one language (files, downloads, the API)
 * and other targets (`https:`, `mailto:`, `#id`) stay as they are.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!path.startsWith("/") || path.startsWith("//") || isSharedPath(path)) return path;
  const base = unlocalizedPath(path);
  if (locale === "de") return base;
  return base === "/" ? "/en" : `/en${withEnglishSlugs(base)}`;
}

/**
 * Where an English page opened at its former address with German words should go
 * (`/en/contact/danke` → `/en/contact/thanks`), or undefined for every other path.
 */
export function formerEnglishPathTarget(pathname: string): string | undefined {
  if (localeOfPath(pathname) === "de") return undefined;
  const english = withEnglishSlugs(pathname);
  return english === pathname ? undefined : english;
}

/** The same page in the other language (for the language switcher and `hreflang`). */
export function counterpartPath(pathname: string, locale: Locale): string {
  return localizedPath(pathname, locale);
}

function isSharedPath(path: string): boolean {
  return /^\/(api|assets|images|downloads|fonts)\//.test(path) || /\.[a-z0-9]+(\?|#|$)/i.test(path);
}

/**
 * The language a browser asks for in `Accept-Language` (the area's pages before sign-in): the
 * first of ours by its weight, German when it names neither.
 */
export function acceptedLocale(header: string | null | undefined): Locale {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: range.split("-")[0]!,
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0 && isLocale(entry.language))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (ranked[0]?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
