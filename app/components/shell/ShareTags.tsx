import { useLocation, useMatches } from "react-router";
import { LANGUAGE_TAGS, LOCALES, unlocalizedPath, type Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/useLocale";
import { useMessages } from "~/i18n/useMessages";
import { format } from "~/i18n/format";
import type { Image } from "~/images/image";
import { alternatePaths, canonicalPath, newsFeedPath } from "~/lib/paths";
import { useShell, type RootData } from "./useShell";

/** What a page that is an article (a news post) tells the share tags, as `article` in its loader data. */
export interface ArticleShare {
  headline: string;
  description: string;
  datePublished: string;
  image: Image;
  tags: string[];
  lang: Locale;
}

function useArticle(): ArticleShare | undefined {
  return useMatches()
    .map((match) => (match.loaderData as { article?: ArticleShare } | undefined)?.article)
    .find(Boolean);
}

/** Link previews need a raster image: an SVG photo placeholder shares the site's image instead. */
const shareable = (image: Image | undefined) =>
  image && !image.src.endsWith(".svg") ? image : undefined;

/**
 * Canonical address, the page in the other language (`hreflang`), Open Graph tags and, on the
 * home page, the organisation's structured data.
 */
export function ShareTags() {
  const shell = useShell();
  const { pathname } = useLocation();
  const locale = useLocale();
  const article = useArticle();
  const feedTitle = useMessages().news.feedTitle;
  if (!shell) return null;
  const url = `${shell.origin}${canonicalPath(pathname)}`;
  const otherLocales = LOCALES.filter((l) => l !== locale);
  const shareImage = shareable(article?.image) ?? shell.shareImage;
  const image = `${shell.origin}${shareImage.src}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={format(feedTitle, { productName: shell.productName })}
        href={`${shell.origin}${newsFeedPath(locale)}`}
      />
      {alternatePaths(pathname).map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={`${shell.origin}${alternate.path}`}
        />
      ))}
      <meta property="og:type" content={article ? "article" : "website"} />
      {article && <meta property="article:published_time" content={article.datePublished} />}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta property="og:site_name" content={shell.productName} />
      <meta property="og:locale" content={LANGUAGE_TAGS[locale].ogLocale} />
      {otherLocales.map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGE_TAGS[other].ogLocale} />
      ))}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {unlocalizedPath(pathname) === "/home" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: organisationJsonLd(shell, pathname) }}
        />
      )}
      {article && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: newsArticleJsonLd(shell, article, url) }}
        />
      )}
    </>
  );
}

function newsArticleJsonLd(shell: RootData, article: ArticleShare, url: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.headline,
    description: article.description,
    inLanguage: LANGUAGE_TAGS[article.lang].lang,
    datePublished: article.datePublished,
    dateModified: article.datePublished,
    image: [`${shell.origin}${article.image.src}`],
    keywords: article.tags,
    mainEntityOfPage: url,
    author: { "@type": "Organization", name: shell.productName, url: shell.origin },
    publisher: {
      "@type": "Organization",
      name: shell.associationName,
      logo: { "@type": "ImageObject", url: `${shell.origin}${shell.logos.footer.src}` },
    },
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

function organisationJsonLd(shell: RootData, homePath: string): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: shell.productName,
    legalName: shell.associationName,
    sport: "Formula Student",
    description: shell.tagline,
    url: `${shell.origin}${homePath}`,
    logo: `${shell.origin}${shell.logos.footer.src}`,
    image: `${shell.origin}${shell.shareImage.src}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: shell.postalAddress.lines[0],
      addressLocality: shell.postalAddress.lines.at(-1),
      addressCountry: "DE",
    },
    sameAs: Object.values(shell.social),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
