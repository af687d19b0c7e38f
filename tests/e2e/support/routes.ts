import { readContentDir } from "../../../app/content/read-content-dir";
import { localizedPath } from "../../../app/i18n/locale";
import { pagePaths } from "../../../app/lib/paths";

export const content = readContentDir(process.cwd());

/** Every prerendered page of the site (German, the spec's addresses). */
export const ROUTES = pagePaths(content);

/** The English twin of every German page, from the same list. */
export const ENGLISH_ROUTES = ROUTES.map((path) => localizedPath(path, "en"));

/** Routes whose h1 the spec fixes. */
export const EXACT_HEADINGS: Record<string, string> = {
  "/team/2025": "Team 2025",
  "/team/egn25": "Team 2025",
  "/supporters/2025": "Supporters of the 2025 season",
  "/supporters/university": "Unsere Universität als Fundament",
  "/dataprotection": "Datenschutzerklärung",
};
