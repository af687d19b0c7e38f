import { contentFor } from "~/content/content.server";
import { uiMessages } from "~/i18n/catalogue.server";
import { format } from "~/i18n/format";
import { LANGUAGE_TAGS, localeOfRequest, localizedPath } from "~/i18n/locale";
import { absoluteLinks } from "~/lib/absolute-links";
import { atomFeed } from "~/lib/atom";
import { newsFeedPath } from "~/lib/paths";

/** The news of one language as an Atom feed: `/news/feed.xml`, `/en/news/feed.xml`. */
export function loader({ request }: { request: Request }) {
  const locale = localeOfRequest(request);
  const { site, news } = contentFor(locale);
  const xml = atomFeed({
    title: format(uiMessages(locale).news.feedTitle, { productName: site.productName }),
    lang: LANGUAGE_TAGS[locale].lang,
    selfUrl: `${site.origin}${newsFeedPath(locale)}`,
    pageUrl: `${site.origin}${localizedPath("/news", locale)}`,
    author: site.associationName,
    entries: news.map((post) => ({
      url: `${site.origin}${localizedPath(`/news/${post.slug}`, locale)}`,
      title: post.title,
      summary: post.summary,
      html: absoluteLinks(post.html, site.origin),
      date: post.date,
      lang: LANGUAGE_TAGS[post.lang].lang,
      tags: post.tags,
    })),
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
