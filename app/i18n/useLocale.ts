import { useLocation } from "react-router";
import { localeOfPath, localizedPath, type Locale } from "./locale";

/** The language of the page being shown (from its address, so it is right before hydration too). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** Turns a site path into the current page's language: `/team` → `/en/team` on English pages. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
