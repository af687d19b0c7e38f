import { unlocalizedPath } from "../../app/i18n/locale";
import { pagePaths, STATIC_PATHS } from "../../app/lib/paths";

type Listing = Parameters<typeof pagePaths>[0];

/** Which English pages the audit measures besides every German page. */
export type EnglishPages = "all" | "sample" | "none";

export function isEnglishPages(value: string): value is EnglishPages {
  return value === "all" || value === "sample" || value === "none";
}

/**
 * The English pages to audit. An English page is its German twin's template with other words,
 * so "sample" measures each template once: every fixed page and thank-you page and the newest
 * team, car and supporters season (older seasons and aliases are the same templates again).
 */
export function englishAuditPaths(content: Listing, pages: EnglishPages): string[] {
  const english = pagePaths(content, "en");
  if (pages === "all") return english;
  if (pages === "none") return [];
  const seen = new Set<string>();
  return english.filter((path) => {
    const base = unlocalizedPath(path);
    if (base === "/foerderverein") return false;
    if (STATIC_PATHS.includes(base)) return true;
    // Each thank-you page and the donation page, then the newest season or car of each kind.
    const template = base.endsWith("/danke") ? base : base.replace(/\/[^/]+$/, "/:param");
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}
