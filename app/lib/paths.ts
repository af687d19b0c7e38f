import type { Content, ParsedContent } from "~/content/parse";

/** What the paths depend on: names and seasons, the same before and after the images are built. */
type Listing = Pick<Content | ParsedContent, "site" | "teams" | "cars" | "supporterSeasons">;

/** `/missionegnition` for the product name "e-gnition": "mission" plus the name's letters and digits. */
export function donationPath(productName: string): string {
  return `/mission${productName.toLowerCase().replace(/[^a-z0-9]/g, "")}`;
}

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

/** Every HTML page known at build time. */
export function pagePaths(content: Listing): string[] {
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
  ];
}

/**
 * The one address of a page that has several: `/team/egn25` is `/team/2025`. A thank-you page
 * (`/contact/danke`) is a state of its form page, so search engines list the form page instead.
 */
export function canonicalPath(path: string): string {
  if (path === "/foerderverein") return "/supporters/alumniverein";
  if (path.endsWith("/danke")) return path.slice(0, -"/danke".length);
  const season = /^\/team\/(egn\d{2})$/i.exec(path);
  return season ? `/team/${seasonFromYearParam(season[1])}` : path;
}

/** The pages a search engine should list: every page under its canonical address. */
export function sitemapPaths(content: Listing): string[] {
  return pagePaths(content).filter((p) => canonicalPath(p) === p);
}

/** Every route whose answer is known at build time: the pages and the files derived from content. */
export function prerenderPaths(content: Listing): string[] {
  return [...pagePaths(content), "/sitemap.xml", "/robots.txt", "/manifest.webmanifest"];
}
