import { content } from "~/content/content.server";
import { donationPath } from "~/lib/paths";

export function loader() {
  const text = `User-agent: *
Disallow: /api/
Disallow: /contact/danke
Disallow: ${donationPath(content.site.productName)}/danke

Sitemap: ${content.site.origin}/sitemap.xml
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
