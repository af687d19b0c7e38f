import type { z } from "zod/mini";
import type { Locale } from "../i18n/locale";
import { checkMessage } from "./check-message";
import { inlineStyleProblems } from "./inline-styles";
import { Localized } from "./localized";
import type { ImageRef } from "./schema";
import { postSchema, postTranslationSchema } from "./schema";

/** `content/news/2025-06-14-testtag.md`: the date, then the slug of the post's address. */
const POST_FILE = /^content\/news\/(?:en\/)?(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/** A post as parsed: texts in both languages (German where no English file exists). */
export interface ParsedPost {
  slug: string;
  date: string;
  /** Each in both languages (most are the same: "egn25", "FS Austria"). */
  tags: Localized<string>[];
  image: ImageRef;
  title: Localized<string>;
  summary: Localized<string>;
  html: Localized<string>;
  /** The language the text is written in: "de" on English pages of a post without English text. */
  lang: Localized<Locale>;
  draft: boolean;
}

type Validate = <T>(schema: z.ZodMiniType<T>, file: string) => T | undefined;

/** `/news/<slug>` of the German file, or a problem naming the file when its name is not right. */
function nameOf(file: string, problems: string[]): { date: string; slug: string } | undefined {
  const match = POST_FILE.exec(file);
  // `/news/danke` and `/en/news/thanks` are the newsletter's thank-you page.
  if (match?.[2] === "danke" || match?.[2] === "thanks") {
    problems.push(`${file}: ${checkMessage("postNameTaken", { name: match[2] })}`);
    return undefined;
  }
  if (match) return { date: match[1] as string, slug: match[2] as string };
  problems.push(`${file}: ${checkMessage("postFileName")}`);
  return undefined;
}

function proseProblems(file: string, html: string): string[] {
  const problems = inlineStyleProblems(html).map((problem) => `${file}: ${problem}`);
  if (/<img\b/i.test(html)) {
    problems.push(`${file}: ${checkMessage("imageInPost")}`);
  }
  return problems;
}

/**
 * The news posts in `content/news/`, newest first. German files are required and hold date,
 * photo and tags (each in both languages); an English file beside it (`content/news/en/`) has
 * title, summary and text.
 */
export function parseNews(
  files: Record<string, string>,
  validate: Validate,
  englishLinks: (html: string) => string,
  problems: string[],
): ParsedPost[] {
  const names = Object.keys(files)
    .filter((file) => file.startsWith("content/news/") && file.endsWith(".md"))
    .sort();
  const english = new Set(names.filter((file) => file.startsWith("content/news/en/")));
  const posts: ParsedPost[] = [];
  for (const file of names.filter((name) => !english.has(name))) {
    const englishFile = file.replace("content/news/", "content/news/en/");
    const translated = english.delete(englishFile);
    const name = nameOf(file, problems);
    const post = validate(postSchema, file);
    if (!name || !post) continue;
    problems.push(...proseProblems(file, post.html));
    if (post.date !== name.date) {
      problems.push(
        `${file}: date: ${checkMessage("postDate", { date: post.date, fileDate: name.date })}`,
      );
    }
    const translation = translated ? validate(postTranslationSchema, englishFile) : undefined;
    if (translation) problems.push(...proseProblems(englishFile, translation.html));
    const en = translation ?? post;
    posts.push({
      slug: name.slug,
      date: post.date,
      tags: post.tags,
      image: post.image,
      title: new Localized(post.title, en.title),
      summary: new Localized(post.summary, en.summary),
      html: new Localized(post.html, translation ? englishLinks(translation.html) : post.html),
      lang: new Localized<Locale>("de", translation ? "en" : "de"),
      draft: post.draft,
    });
  }
  for (const file of english) {
    problems.push(
      `${file}: ${checkMessage("germanPostMissing", { file: file.replace("/en/", "/") })}`,
    );
  }
  const slugs = new Map<string, string>();
  for (const post of posts) {
    const other = slugs.get(post.slug);
    if (other)
      problems.push(
        `content/news/: ${checkMessage("slugTwice", { slug: post.slug, other, date: post.date })}`,
      );
    slugs.set(post.slug, post.date);
  }
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
