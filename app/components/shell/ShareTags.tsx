import { useLocation } from "react-router";
import { canonicalPath } from "~/lib/paths";
import { useShell } from "./useShell";

/** Canonical address, Open Graph tags and, on the home page, the organisation's structured data. */
export function ShareTags() {
  const shell = useShell();
  const { pathname } = useLocation();
  if (!shell) return null;
  const url = `${shell.origin}${canonicalPath(pathname)}`;
  const image = `${shell.origin}${shell.shareImage.src}`;
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={shell.productName} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shell.shareImage.width)} />
      <meta property="og:image:height" content={String(shell.shareImage.height)} />
      <meta property="og:image:alt" content={shell.shareImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {pathname === "/home" && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: organisationJsonLd(shell) }}
        />
      )}
    </>
  );
}

function organisationJsonLd(shell: NonNullable<ReturnType<typeof useShell>>): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "SportsTeam",
    name: shell.productName,
    legalName: shell.associationName,
    sport: "Formula Student",
    description: shell.tagline,
    url: `${shell.origin}/home`,
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
