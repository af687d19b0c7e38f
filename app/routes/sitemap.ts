import { content } from "~/content/content.server";
import { sitemapPaths } from "~/lib/paths";

export function loader() {
  const urls = sitemapPaths(content)
    .map((path) => `  <url><loc>${content.site.origin}${path}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
