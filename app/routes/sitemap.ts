import { contentFor } from "~/content/content.server";
import { LOCALES } from "~/i18n/locale";
import { alternatePaths, sitemapPaths } from "~/lib/paths";

/** Every canonical page in every language, each naming its counterparts (`hreflang`). */
export function loader() {
  const content = contentFor("de");
  const { origin } = content.site;
  const urls = LOCALES.flatMap((locale) => sitemapPaths(content, locale))
    .map((path) => {
      const alternates = alternatePaths(path).map(
        ({ hreflang, path: alternate }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${alternate}"/>`,
      );
      return [`  <url>`, `    <loc>${origin}${path}</loc>`, ...alternates, `  </url>`].join("\n");
    })
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
