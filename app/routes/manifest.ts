import { contentFor } from "~/content/content.server";

export function loader() {
  const content = contentFor("de");
  const { site } = content;
  const manifest = {
    name: `${site.productName} – Formula Student Team Hamburg`,
    short_name: site.productName,
    description: site.tagline,
    lang: "de",
    start_url: "/home",
    display: "standalone",
    background_color: "#0b1d3a",
    theme_color: "#0b1d3a",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
