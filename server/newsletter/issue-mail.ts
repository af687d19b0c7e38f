import { format } from "../../app/i18n/format";
import { localizedPath, type Locale } from "../../app/i18n/locale";
import { ISSUE_MAIL_TEXTS } from "../../app/i18n/messages/newsletter-issue";
import { variantUrl, type Image } from "../../app/images/image";
import { absoluteLinks } from "../../app/lib/absolute-links";
import type { IssueRow } from "../db/schema";
import { htmlToText } from "./html-to-text";

/** What an issue is made of in one language: a news post, or a text written in the area. */
export interface IssueSource {
  /** The post's address; none for a written issue. */
  slug?: string;
  title: string;
  summary?: string;
  /**
   * The text as HTML: Markdown rendered by `restrictedMarkdown` (app/content/markdown.ts), a
   * post's as the site shows it, so no HTML of the writer's own reaches the subscribers.
   */
  html: string;
  image?: Image;
  /** The language the text is in (German on the English side of a post without English). */
  lang: Locale;
}

/** One language of an issue as stored: subject, HTML body and plain text, without the footer. */
export interface IssueContent {
  subject: string;
  html: string;
  text: string;
}

export interface SiteFacts {
  origin: string;
  productName: string;
}

const esc = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A photo for a 600 px wide mail column: the file nearest 1200 px wide, from the site itself. */
function mailImageUrl(image: Image, origin: string): string {
  const { variants } = image;
  if (!variants) return `${origin}${image.src}`;
  const width = variants.widths.find((w) => w >= 1200) ?? Math.max(...variants.widths);
  return `${origin}${variantUrl(variants.base, width, variants.fallback)}`;
}

/** Makes the mail of one language; stored with the issue, so the outbox sends what was previewed. */
export function issueContent(source: IssueSource, locale: Locale, site: SiteFacts): IssueContent {
  const texts = ISSUE_MAIL_TEXTS[locale];
  const notice = locale !== source.lang && texts.onlyGerman ? texts.onlyGerman : "";
  const postUrl = source.slug
    ? `${site.origin}${localizedPath(`/news/${source.slug}`, locale)}`
    : undefined;
  const body = absoluteLinks(source.html, site.origin);
  const html = [
    notice && `<p lang="${locale}"><em>${esc(notice)}</em></p>`,
    `<h1>${esc(source.title)}</h1>`,
    source.image &&
      `<p><img src="${esc(mailImageUrl(source.image, site.origin))}" alt="${esc(source.image.alt)}" width="600" style="display:block;width:100%;max-width:600px;height:auto;border:0"></p>`,
    source.summary && `<p><strong>${esc(source.summary)}</strong></p>`,
    body,
    postUrl && `<p lang="${locale}"><a href="${esc(postUrl)}">${esc(texts.readOnline)}</a></p>`,
  ]
    .filter(Boolean)
    .join("\n");
  const text = [
    notice,
    source.title,
    source.summary,
    htmlToText(body),
    postUrl && `${texts.readOnline}: ${postUrl}`,
  ]
    .filter(Boolean)
    .join("\n\n");
  return { subject: source.title, html, text };
}

/** The stored content of an issue in one language. */
export function storedContent(issue: IssueRow, locale: Locale): IssueContent {
  return locale === "en"
    ? { subject: issue.subjectEn, html: issue.htmlEn, text: issue.textEn }
    : { subject: issue.subjectDe, html: issue.htmlDe, text: issue.textDe };
}

/** `<news.example.org>`: the list's identifier (RFC 2919), from the site's host name. */
export const listId = (site: SiteFacts) =>
  `"${format(ISSUE_MAIL_TEXTS.de.listName, { productName: site.productName })}" <news.${new URL(site.origin).hostname}>`;

/**
 * The whole e-mail around an issue's content: a simple HTML document (no tracking pixel, no
 * redirected links; images from the site) and the plain text, each with the footer that says why
 * it came and how to leave. `unsubscribe` is absent for a member's test.
 */
export function issueDocument(
  content: IssueContent,
  locale: Locale,
  site: SiteFacts,
  unsubscribe: string | undefined,
): { html: string; text: string } {
  const texts = ISSUE_MAIL_TEXTS[locale];
  const why = format(texts.why, { productName: site.productName });
  const leave = unsubscribe
    ? `<a href="${esc(unsubscribe)}">${esc(texts.unsubscribe)}</a>`
    : esc(texts.testNotice);
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6fa">
<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#0b1d3a;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.5">
${content.html}
<hr style="border:0;border-top:1px solid #c5d3ea;margin:32px 0 16px">
<p style="font-size:14px;color:#3b4a63">${esc(why)}<br>${leave}</p>
</div>
</body>
</html>
`;
  const text = `${content.text}\n\n-- \n${why}\n${
    unsubscribe ? `${texts.unsubscribe}: ${unsubscribe}` : texts.testNotice
  }\n`;
  return { html, text };
}

/**
 * An issue in one language as a subscriber gets it, for the team area's preview: the stored
 * content with the footer, its link standing in for the subscriber's own unsubscribe link.
 */
export function issuePreview(issue: IssueRow, locale: Locale, site: SiteFacts) {
  const content = storedContent(issue, locale);
  const sample = `${site.origin}/newsletter/abmelden?token=…`;
  return { subject: content.subject, ...issueDocument(content, locale, site, sample) };
}

/** A news post (one language's resolved content) as the source of an issue. */
export function postSource(post: {
  slug: string;
  title: string;
  summary: string;
  html: string;
  image: Image;
  lang: Locale;
}): IssueSource {
  const { slug, title, summary, html, image, lang } = post;
  return { slug, title, summary, html, image, lang };
}

/** The mail of an issue in both languages. */
export function issueContents(
  sources: Record<Locale, IssueSource>,
  site: SiteFacts,
): Record<Locale, IssueContent> {
  return { de: issueContent(sources.de, "de", site), en: issueContent(sources.en, "en", site) };
}
