/**
 * Which public pages each piece of content feeds: the pages a preview shows (previews.ts) and
 * the pages a release after a change renders again (server/releases/render.ts).
 */
import { JSON_KINDS, type JsonKind } from "../../app/content/files/kinds";
import { readItem } from "../../app/content/files/items";
import { PAGE_KEYS, type PageKey } from "../../app/content/parse";
import { donationPath } from "../../app/lib/paths";

/** Where each page's text is shown (German paths; the English ones follow from them). */
const PAGE_PATHS: Record<Exclude<PageKey, "donation">, string> = {
  home: "/home",
  formulastudent: "/formulastudent",
  events: "/events",
  team: "/team",
  joinus: "/joinus",
  aboutus: "/aboutus",
  garage: "/garage",
  supporters: "/supporters",
  seasons: "/supporters/seasons",
  alumni: "/supporters/alumniverein",
  university: "/supporters/university",
  news: "/news",
  contact: "/contact",
  imprint: "/imprint",
  dataprotection: "/dataprotection",
  // Any address that is no page shows it.
  notfound: "/diese-seite-gibt-es-nicht",
};

const donationPathIn = (root: string) => {
  const site = readItem(root, "site", "site") as { productName?: unknown };
  return donationPath(String(site.productName ?? ""));
};

/** The public page that shows a page's text. */
export function pathsOfPage(root: string, key: PageKey): string[] {
  return [key === "donation" ? donationPathIn(root) : PAGE_PATHS[key]];
}

/** The public pages that show a news post. */
export const pathsOfPost = (slug: string): string[] => [`/news/${slug}`, "/news", "/home"];

/** The public pages that show a content file's item (`id`: the season, the car's name). */
export function pathsOfItem(root: string, kind: JsonKind, id: string): string[] {
  switch (kind) {
    case "team":
      return [`/team/${id}`, "/team", "/home"];
    case "supporters":
      return [`/supporters/${id}`, "/supporters", "/supporters/seasons"];
    case "car":
      return [`/garage/${id}`, "/garage"];
    case "events":
      return ["/events", "/home"];
    case "landing-carousel":
      return ["/home"];
    case "aboutus-carousel":
      return ["/aboutus"];
    case "site":
      return ["/home", "/contact", "/imprint", donationPathIn(root)];
  }
}

/** Kinds whose items also feed the navigation of every page (its season, car, addresses). */
const FEEDS_EVERY_PAGE = new Set<JsonKind>(["team", "car", "site"]);

/**
 * The public pages (German paths) that a file below content/ feeds, as the preview names them;
 * undefined where that is every page or not known. An added image feeds no page by itself (the
 * file naming it changed too); a changed or removed one may feed any.
 */
export function pagesFedBy(
  root: string,
  file: string,
  change: "added" | "changed" | "removed",
): string[] | undefined {
  if (file.startsWith("content/images/")) return change === "added" ? [] : undefined;
  if (file.startsWith("content/drafts/")) return [];
  const post = /^content\/news\/(?:en\/)?\d{4}-\d{2}-\d{2}-([a-z0-9-]+)\.md$/.exec(file);
  if (post) return pathsOfPost(post[1]!);
  const page = /^content\/pages\/(?:en\/)?([a-z]+)\.md$/.exec(file);
  if (page)
    return PAGE_KEYS.includes(page[1] as PageKey)
      ? pathsOfPage(root, page[1] as PageKey)
      : undefined;
  const item = /^content\/(?:(cars|teams|supporters)\/([\w-]+)|([\w-]+))\.json$/.exec(file);
  const kind = (item?.[3] ??
    { cars: "car", teams: "team", supporters: "supporters" }[item?.[1] ?? ""]) as
    JsonKind | undefined;
  if (!kind || FEEDS_EVERY_PAGE.has(kind) || !(JSON_KINDS as readonly string[]).includes(kind))
    return undefined;
  return pathsOfItem(root, kind, item?.[2] ?? kind);
}
