/** An Atom 1.0 feed (RFC 4287) of news posts. */

export interface FeedEntry {
  url: string;
  title: string;
  summary: string;
  html: string;
  /** `2025-06-14` */
  date: string;
  lang: string;
  tags: string[];
}

export interface Feed {
  title: string;
  lang: string;
  /** The feed's own address and the page it mirrors. */
  selfUrl: string;
  pageUrl: string;
  author: string;
  entries: FeedEntry[];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const timestamp = (date: string) => `${date}T00:00:00Z`;

function entry(item: FeedEntry): string {
  return [
    `  <entry xml:lang="${item.lang}">`,
    `    <id>${escapeXml(item.url)}</id>`,
    `    <title>${escapeXml(item.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(item.url)}"/>`,
    `    <published>${timestamp(item.date)}</published>`,
    `    <updated>${timestamp(item.date)}</updated>`,
    ...item.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
    `    <summary>${escapeXml(item.summary)}</summary>`,
    `    <content type="html">${escapeXml(item.html)}</content>`,
    `  </entry>`,
  ].join("\n");
}

export function atomFeed(feed: Feed): string {
  const updated =
    feed.entries
      .map((e) => e.date)
      .sort()
      .at(-1) ?? "2000-01-01";
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${feed.lang}">`,
    `  <id>${escapeXml(feed.pageUrl)}</id>`,
    `  <title>${escapeXml(feed.title)}</title>`,
    `  <updated>${timestamp(updated)}</updated>`,
    `  <author><name>${escapeXml(feed.author)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(feed.pageUrl)}"/>`,
    ...feed.entries.map(entry),
    `</feed>`,
    "",
  ].join("\n");
}
