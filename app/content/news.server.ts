import type { Locale } from "~/i18n/locale";
import { contentFor } from "./content.server";
import type { Content } from "./parse";

export type Post = Content["news"][number];
/** What a list of posts shows: no text. */
export type PostSummary = Omit<Post, "html">;

export function summaryOf({ html: _html, ...summary }: Post): PostSummary {
  return summary;
}

/** The newest posts in one language, newest first (all without `count`). */
export function latestPosts(locale: Locale, count?: number): PostSummary[] {
  return contentFor(locale).news.slice(0, count).map(summaryOf);
}

export function findPost(locale: Locale, slug: string | undefined): Post | undefined {
  return contentFor(locale).news.find((post) => post.slug === slug);
}
