import { useLocation } from "react-router";
import { LANGUAGE_TAGS, LOCALES, unlocalizedPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/useLocale";
import { alternatePaths, canonicalPath } from "~/lib/paths";
import { useShell, type RootData } from "./useShell";

/**
 * Canonical address, the page in the other language (`hreflang`), Open Graph tags and, on the
 * home page, the organisation's structured data.
 */
export function ShareTags() {
  const shell = useShell();
  const { pathname } = useLocation();
  const locale = useLocale();
  if (!shell) return null;
  const url = `${shell.origin}${canonicalPath(pathname)}`;
  const otherLocales = LOCALES.filter((l) => l !== locale);
  const image = `${shell.origin}${shell.shareImage.src}`;
  return (
    <>
      <link rel="canonical" href={url} />
      {alternatePaths(pathname).map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={`${shell.origin}${alternate.path}`}
        />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={shell.productName} />
      <meta property="og:locale" content={LANGUAGE_TAGS[locale].ogLocale} />
      {otherLocales.map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGE_TAGS[other].ogLocale} />
      ))}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shell.shareImage.width)} />
      <meta property="og:image:height" content={String(shell.shareImage.height)} />
      <meta property="og:image:alt" content={shell.shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {unlocalizedPath(pathname) === "/home" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: organisationJsonLd(shell, pathname) }}
        />
      )}
    </>
  );
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
