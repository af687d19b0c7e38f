import { marked } from "marked";
import type { z } from "zod/mini";
import { donationPath } from "../lib/donation-path";
import { LOCALES, localizedPath, type Locale } from "../i18n/locale";
import { readFrontMatter } from "./front-matter";
import { inLocale, Localized } from "./localized";
import { CONTENT_ISSUES, checkMessage, wordedChecks } from "./check-message";
import { inlineStyleProblems } from "./inline-styles";
import { restrictedMarkdown } from "./markdown";
import { teamCounts } from "./team-counts";
import { parseNews, type ParsedPost } from "./news";
import { fillPlaceholders, flattenValues, type PlaceholderValues } from "./placeholders";
import {
  aboutUsCarouselSchema,
  carSchema,
  eventListSchema,
  ImageRef,
  landingCarouselSchema,
  pageSchema,
  siteConfigSchema,
  supporterSeasonSchema,
  teamSeasonSchema,
  type Page,
  type Resolved,
} from "./schema";

/** Every page whose prose lives in `content/pages/<key>.md` (English: `content/pages/en/<key>.md`). */
export const PAGE_KEYS = [
  "home",
  "formulastudent",
  "events",
  "team",
  "joinus",
  "aboutus",
  "donation",
  "garage",
  "supporters",
  "seasons",
  "alumni",
  "university",
  "news",
  "contact",
  "imprint",
  "dataprotection",
  "notfound",
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/** The content as validated, with image references the build has not yet turned into images. */
export interface ParsedContent {
  site: z.output<typeof siteConfigSchema>;
  /** Newest season first; within a season "-ev" before "-dv". */
  cars: z.output<typeof carSchema>[];
  events: z.output<typeof eventListSchema>;
  landingCarousel: z.output<typeof landingCarouselSchema>;
  aboutUsCarousel: z.output<typeof aboutUsCarouselSchema>;
  /** Newest season first. */
  teams: z.output<typeof teamSeasonSchema>[];
  /** Newest season first. */
  supporterSeasons: z.output<typeof supporterSeasonSchema>[];
  pages: Record<PageKey, Localized<Page>>;
  /** News posts, newest first. */
  news: ParsedPost[];
}

/** The content as the pages of one language get it: every image is what the build made of its file. */
export type Content = Resolved<ParsedContent>;

/** Raw file texts keyed by their path relative to the repository, e.g. `content/cars/egn25.json`. */
export type ContentFiles = Record<string, string>;

/**
 * What is wrong with the content, one problem per field or file (`file: field: message`). The
 * problems name their catalogue texts (`marked`); `problems` are in German, as the build says them.
 */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(readonly marked: string[]) {
    const problems = marked.map((problem) => wordedChecks(problem, "de"));
    super(`Der Inhalt in content/ ist ungültig:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
    this.problems = problems;
  }

  /** The problems as a member reads them. */
  problemsIn(locale: Locale): string[] {
    return this.marked.map((problem) => wordedChecks(problem, locale));
  }
}

/** A ContentError, also one made by another copy of this module (the server build's). */
export const isContentError = (error: unknown): error is ContentError =>
  error instanceof Error &&
  error.name === "ContentError" &&
  Array.isArray((error as Partial<ContentError>).marked);

function labelOf(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  const field = record.name ?? record.id ?? record.title ?? record.season;
  // A text in both languages is named by its German text.
  const label = field && typeof field === "object" ? (field as Record<string, unknown>).de : field;
  return typeof label === "string" && label ? label : undefined;
}

/** Turns a zod issue path into e.g. `departments[2] "Electronics" > members[0] "Max" > email`. */
export function describePath(data: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = data;
  for (const key of path) {
    const next =
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key === "number") {
      const label = labelOf(next);
      const last = parts.pop() ?? "";
      parts.push(`${last}[${key}]${label ? ` "${label}"` : ""}`);
    } else {
      parts.push(String(key));
    }
    node = next;
  }
  return parts.join(" > ") || checkMessage("wholeFile");
}

function readFile(files: ContentFiles, file: string, problems: string[]): unknown {
  const text = files[file];
  if (text === undefined) {
    problems.push(`${file}: ${checkMessage("fileMissing")}`);
    return undefined;
  }
  // A news post leaves the site as feed entry and newsletter: its Markdown has no HTML.
  if (file.endsWith(".md"))
    return parseMarkdownPage(
      text,
      file.startsWith("content/news/") ? restrictedMarkdown : pageHtml,
    );
  try {
    return JSON.parse(text);
  } catch (error) {
    problems.push(`${file}: ${checkMessage("notJson", { detail: (error as Error).message })}`);
    return undefined;
  }
}

/** A page's Markdown, which may have HTML (the `<!-- slot:… -->` markers, a `<span>`). */
const pageHtml = (markdown: string) => marked.parse(markdown, { async: false });

function parseMarkdownPage(text: string, render: (markdown: string) => string): unknown {
  const { front, body } = readFrontMatter(text);
  return { ...(front as Record<string, unknown>), html: render(body) };
}

function validate<T>(
  schema: z.ZodMiniType<T>,
  files: ContentFiles,
  file: string,
  problems: string[],
): T | undefined {
  const data = readFile(files, file, problems);
  if (data === undefined) return undefined;
  const result = schema.safeParse(data, CONTENT_ISSUES);
  if (result.success) {
    for (const { ref, path } of imageRefsIn(result.data)) {
      ref.origin = { file, entry: describePath(data, path) };
    }
    return result.data;
  }
  for (const issue of result.error.issues) {
    problems.push(`${file}: ${describePath(data, issue.path)}: ${issue.message}`);
  }
  return undefined;
}

function filesIn(files: ContentFiles, folder: string): string[] {
  return Object.keys(files)
    .filter((f) => f.startsWith(`content/${folder}/`) && f.endsWith(".json"))
    .sort();
}

function checkUnique(items: { key: string; file: string }[], what: string, problems: string[]) {
  const seen = new Map<string, string>();
  for (const { key, file } of items) {
    const other = seen.get(key);
    if (other) problems.push(`${file}: ${checkMessage("duplicate", { what, key, other })}`);
    seen.set(key, file);
  }
}

function checkFileName(file: string, expected: string, field: string, problems: string[]) {
  const base = file
    .split("/")
    .pop()
    ?.replace(/\.json$/, "");
  if (base !== expected) {
    problems.push(`${file}: ${field}: ${checkMessage("fileName", { expected })}`);
  }
}

function collect<T>(
  files: ContentFiles,
  folder: string,
  schema: z.ZodMiniType<T>,
  keyOf: (item: T) => string,
  keyField: string,
  problems: string[],
): T[] {
  const items: { item: T; file: string }[] = [];
  for (const file of filesIn(files, folder)) {
    const item = validate(schema, files, file, problems);
    if (!item) continue;
    checkFileName(file, keyOf(item), keyField, problems);
    items.push({ item, file });
  }
  if (items.length === 0 && !problems.some((p) => p.includes(`content/${folder}/`))) {
    problems.push(`content/${folder}/: ${checkMessage("folderEmpty")}`);
  }
  checkUnique(
    items.map(({ item, file }) => ({ key: keyOf(item), file })),
    keyField,
    problems,
  );
  return items.map(({ item }) => item);
}

const bySeasonDesc = <T extends { season: string }>(a: T, b: T) => b.season.localeCompare(a.season);

/** Every image reference in a parsed value, with its path (keys and indexes) from the top. */
export function imageRefsIn(
  value: unknown,
  path: PropertyKey[] = [],
): { ref: ImageRef; path: PropertyKey[] }[] {
  if (value instanceof ImageRef) return [{ ref: value, path }];
  if (Array.isArray(value)) return value.flatMap((item, i) => imageRefsIn(item, [...path, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => imageRefsIn(child, [...path, key]));
  }
  return [];
}

/** `content/pages/home.md`, the English one `content/pages/en/home.md`. */
export function pageFile(key: PageKey, locale: Locale): string {
  return locale === "de" ? `content/pages/${key}.md` : `content/pages/${locale}/${key}.md`;
}

/**
 * A page's draft (the team area's "save as draft"): `content/drafts/pages/home.md` and
 * `content/drafts/pages/en/home.md`. Only a preview reads it; a release never does (ADR 0174).
 */
export function pageDraftFile(key: PageKey, locale: Locale): string {
  return locale === "de"
    ? `content/drafts/pages/${key}.md`
    : `content/drafts/pages/${locale}/${key}.md`;
}

/**
 * One page's prose in one language, with its facts filled in. Editors write links to other pages
 * in their German form (`/contact`) in both languages; English prose gets them under `/en/`.
 */
function parsePage(
  files: ContentFiles,
  key: PageKey,
  locale: Locale,
  values: PlaceholderValues,
  problems: string[],
  file = pageFile(key, locale),
): Page | undefined {
  const page = validate(pageSchema, files, file, problems);
  if (!page) return undefined;
  for (const problem of inlineStyleProblems(page.html)) problems.push(`${file}: ${problem}`);
  if (/<img\b/i.test(page.html)) {
    problems.push(`${file}: ${checkMessage("imageInPage")}`);
  }
  try {
    const html = fillPlaceholders(page.html, values);
    return { ...page, html: locale === "de" ? html : linksIn(html, locale) };
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Moves every link to a page of this site into `locale` (files and other targets stay). */
export function linksIn(html: string, locale: Locale): string {
  return html.replace(
    /(<a\b[^>]*?\bhref=")([^"]*)"/gi,
    (_, start: string, href: string) => `${start}${localizedPath(href, locale)}"`,
  );
}

export interface ParseOptions {
  /** Keep draft posts and pages' drafts (the team area's preview); the public site never has them. */
  drafts?: boolean;
}

/** Validates every content file and returns typed content, or throws a ContentError naming each bad file and field. */
export function parseContent(files: ContentFiles, options: ParseOptions = {}): ParsedContent {
  const problems: string[] = [];
  const site = validate(siteConfigSchema, files, "content/site.json", problems);
  const events = validate(eventListSchema, files, "content/events.json", problems);
  const landingCarousel = validate(
    landingCarouselSchema,
    files,
    "content/landing-carousel.json",
    problems,
  );
  const aboutUsCarousel = validate(
    aboutUsCarouselSchema,
    files,
    "content/aboutus-carousel.json",
    problems,
  );
  const cars = collect(files, "cars", carSchema, (c) => c.name, "name", problems);
  const teams = collect(files, "teams", teamSeasonSchema, (t) => t.season, "season", problems);
  const supporterSeasons = collect(
    files,
    "supporters",
    supporterSeasonSchema,
    (s) => s.season,
    "season",
    problems,
  );
  checkUnique(
    teams.map((t) => ({ key: t.id, file: `content/teams/${t.season}.json` })),
    "id",
    problems,
  );
  for (const team of teams) {
    if (team.id !== `egn${team.season.slice(2)}`) {
      problems.push(
        `content/teams/${team.season}.json: id: ${checkMessage("teamId", { id: `egn${team.season.slice(2)}` })}`,
      );
    }
  }
  const firstDriverless = cars
    .filter((car) => car.name.endsWith("-dv"))
    .sort((a, b) => bySeasonDesc(b, a))[0];
  const newestTeam = [...teams].sort(bySeasonDesc)[0];
  const derived: PlaceholderValues = {
    carCount: cars.length,
    // The newest season's team, as /team/<season> shows it.
    ...(newestTeam && {
      memberCount: teamCounts(newestTeam).people,
      departmentCount: teamCounts(newestTeam).departments,
    }),
    // Only with a driverless car in content/cars, so a text that names one cannot build without it.
    ...(firstDriverless && {
      firstDriverlessCar: firstDriverless.name,
      firstDriverlessSeason: firstDriverless.season,
    }),
    newestSupporterSeason:
      supporterSeasons
        .map((s) => s.season)
        .sort()
        .at(-1) ?? "",
    donationPath: site ? donationPath(site.productName) : "",
  };
  const news = parseNews(
    files,
    (schema, file) => validate(schema, files, file, problems),
    (html) => linksIn(html, "en"),
    problems,
  ).filter((post) => options.drafts || !post.draft);
  const pages = {} as Record<PageKey, Localized<Page>>;
  for (const key of PAGE_KEYS) {
    const [de, en] = LOCALES.map((locale) => {
      const values = { ...flattenValues(inLocale(site ?? {}, locale)), ...derived };
      const published = parsePage(files, key, locale, values, problems);
      // The published text is checked even when a draft replaces it here: it stays public.
      const draft = pageDraftFile(key, locale);
      return options.drafts && draft in files
        ? parsePage(files, key, locale, values, problems, draft)
        : published;
    });
    if (de && en) pages[key] = new Localized(de, en);
  }
  if (problems.length > 0 || !site || !events || !landingCarousel || !aboutUsCarousel) {
    throw new ContentError(problems);
  }
  return {
    site,
    cars: cars.sort((a, b) => bySeasonDesc(a, b) || b.name.localeCompare(a.name)),
    events,
    landingCarousel,
    aboutUsCarousel,
    teams: teams.sort(bySeasonDesc),
    supporterSeasons: supporterSeasons.sort(bySeasonDesc),
    pages,
    news,
  };
}
