import { contentFor } from "~/content/content.server";

/**
 * Every page may be crawled (thank-you pages name their form page as canonical); the API and the
 * team area not (its pages also say `noindex`).
 */
export function loader() {
  const content = contentFor("de");
  const text = `User-agent: *
Disallow: /api/
Disallow: /intern

Sitemap: ${content.site.origin}/sitemap.xml
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
