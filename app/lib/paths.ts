import type { Content, ParsedContent } from "~/content/parse";
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAGS,
  LOCALES,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
  type Locale,
} from "../i18n/locale";
import { donationPath } from "./donation-path";

export { donationPath };

/** What the paths depend on: names and seasons, the same before and after the images are built. */
type Listing = Pick<
  Content | ParsedContent,
  "site" | "teams" | "cars" | "supporterSeasons" | "news"
>;

/** "2025" or "egn25" → the four-digit season, or undefined when the form is not recognised. */
export function seasonFromYearParam(param: string | undefined): string | undefined {
  if (!param) return undefined;
  const short = /^egn(\d{2})$/i.exec(param);
  if (short) return `20${short[1]}`;
  return /^\d{4}$/.test(param) ? param : undefined;
}

export const STATIC_PATHS = [
  "/home",
  "/formulastudent",
  "/events",
  "/team",
  "/joinus",
  "/aboutus",
  "/garage",
  "/supporters",
  "/supporters/seasons",
  "/supporters/alumniverein",
  "/foerderverein",
  "/supporters/university",
  "/news",
  "/contact",
  "/imprint",
  "/dataprotection",
];

/** Every HTML page known at build time, in one language (German: the spec's addresses). */
export function pagePaths(content: Listing, locale: Locale = "de"): string[] {
  return germanPagePaths(content).map((path) => localizedPath(path, locale));
}

/** Every HTML page in every language. */
export function allPagePaths(content: Listing): string[] {
  return LOCALES.flatMap((locale) => pagePaths(content, locale));
}

function germanPagePaths(content: Listing): string[] {
  const donation = donationPath(content.site.productName);
  return [
    ...STATIC_PATHS,
    "/contact/danke",
    "/news/danke",
    donation,
    `${donation}/danke`,
    ...content.teams.flatMap((t) => [`/team/${t.season}`, `/team/${t.id}`]),
    ...content.cars.map((c) => `/garage/${c.name}`),
    ...content.supporterSeasons.map((s) => `/supporters/${s.season}`),
    ...content.news.map((post) => `/news/${post.slug}`),
  ];
}

/**
 * The one address of a page that has several: `/team/egn25` is `/team/2025`. A thank-you page
 * (`/contact/danke`, `/en/contact/thanks`) is a state of its form page, so search engines list
 * the form page instead.
 */
export function canonicalPath(path: string): string {
  return localizedPath(canonicalGermanPath(unlocalizedPath(path)), localeOfPath(path));
}

function canonicalGermanPath(path: string): string {
  if (path === "/foerderverein") return "/supporters/alumniverein";
  if (path.endsWith("/danke")) return path.slice(0, -"/danke".length);
  const season = /^\/team\/(egn\d{2})$/i.exec(path);
  return season ? `/team/${seasonFromYearParam(season[1])}` : path;
}

/** The pages a search engine should list in one language: every page under its canonical address. */
export function sitemapPaths(content: Listing, locale: Locale = "de"): string[] {
  return pagePaths(content, locale).filter((p) => canonicalPath(p) === p);
}

/**
 * The canonical addresses of a page in every language, for `hreflang`: one per language and
 * `x-default` (the German page, the site's default).
 */
export function alternatePaths(path: string): { hreflang: string; path: string }[] {
  const canonical = canonicalPath(path);
  return [
    ...LOCALES.map((locale) => ({
      hreflang: LANGUAGE_TAGS[locale].lang,
      path: localizedPath(canonical, locale),
    })),
    { hreflang: "x-default", path: localizedPath(canonical, DEFAULT_LOCALE) },
  ];
}

/** The Atom feed of the news in one language (a file: `localizedPath` leaves it alone). */
export function newsFeedPath(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "/news/feed.xml" : `/${locale}/news/feed.xml`;
}

/** Every route whose answer is known at build time: the pages and the files derived from content. */
export function prerenderPaths(content: Listing): string[] {
  return [
    ...allPagePaths(content),
    ...LOCALES.map(newsFeedPath),
    "/sitemap.xml",
    "/robots.txt",
    "/manifest.webmanifest",
  ];
}
