import { formerEnglishPathTarget } from "../../app/i18n/locale";

/**
 * One address per page. Decided on the decoded path only, so that a redirect always ends: its
 * target decodes to a path that is canonical already.
 */

/** The path of a URL as the visitor typed it, decoded; undefined for broken percent-encoding. */
export function decodedPath(url: string): string | undefined {
  const end = url.indexOf("?");
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end));
  } catch {
    return undefined;
  }
}

/** A page's path (not a file's): its last segment has no file extension. */
export function isPagePath(path: string): boolean {
  return !/\.[^/]*$/.test(path);
}

/**
 * The canonical form of a decoded path: one slash between segments (a backslash counts as one,
 * as browsers read it), `.` and `..` resolved, no trailing slash, and lower case for pages
 * (`/HOME`, `/garage/EGN25`). Files keep their exact names, and everything under `/assets/`
 * is a file.
 */
export function canonicalPath(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split(/[/\\]+/)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const joined = `/${segments.join("/")}`;
  return isPagePath(joined) && segments[0] !== "assets" ? joined.toLowerCase() : joined;
}

/** A decoded path as it goes into a `Location` header (what decodes back to it). */
export function encodePath(path: string): string {
  return encodeURI(path).replace(/[?#]/g, (character) => encodeURIComponent(character));
}

/**
 * Where a GET for `url` should go instead, keeping its query, or undefined when its path is
 * canonical (or too broken to decode: that is answered 400 elsewhere).
 */
export function canonicalRedirect(url: string): string | undefined {
  const path = decodedPath(url);
  if (path === undefined) return undefined;
  const canonical = canonicalPath(path);
  const target = formerEnglishPathTarget(canonical) ?? canonical;
  return target === path ? undefined : withQuery(target, url);
}

/**
 * Where a request to an English page's former address with German words goes
 * (`/en/newsletter/abmelden?token=…` → `/en/newsletter/unsubscribe?token=…`), whatever its method;
 * undefined for every other path. See docs/decisions/0097-english-slugs.md.
 */
export function formerEnglishRedirect(url: string): string | undefined {
  const path = decodedPath(url);
  const target = path === undefined ? undefined : formerEnglishPathTarget(canonicalPath(path));
  return target && withQuery(target, url);
}

/** A decoded path for the `Location` header, with the query of the request's URL. */
function withQuery(path: string, url: string): string {
  const query = url.indexOf("?");
  return encodePath(path) + (query === -1 ? "" : url.slice(query));
}
