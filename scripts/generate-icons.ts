/**
 * Writes the favicon and the web-app icons into public/, the share image (Open Graph) into
 * content/images/.
 * Run again after changing the logo colours: `npx tsx scripts/generate-icons.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const BG = "#0b1d3a";
const ACCENT = "#22d3ee";

const icon = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BG}"/>
  <path d="M36 6 14 36h14l-4 22 22-30H32z" fill="${ACCENT}"/>
</svg>`;

async function png(svg: string, path: string, width: number, height = width) {
  await sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9 }).toFile(path);
}

writeFileSync("public/favicon.svg", icon(64));
// Pages name the PNGs: the browser draws a PNG favicon without setting up an SVG document.
await png(icon(32), "public/favicon-32.png", 32);
await png(icon(48), "public/favicon-48.png", 48);
await png(icon(180), "public/apple-touch-icon.png", 180);
await png(icon(192), "public/icon-192.png", 192);
await png(icon(512), "public/icon-512.png", 512);

const hero = readFileSync("content/images/hero/landing.svg", "utf8")
  .replace(/<\?xml[^>]*>/, "")
  .replace(/<!--[\s\S]*?-->/g, "");
const heroData = `data:image/svg+xml;base64,${Buffer.from(hero).toString("base64")}`;
const share = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="1200" height="630">
  <rect width="1200" height="630" fill="${BG}"/>
  <image href="${heroData}" x="0" y="-20" width="1200" height="675" opacity="0.9"/>
  <rect y="470" width="1200" height="160" fill="${BG}" opacity="0.85"/>
  <text x="60" y="545" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="700" fill="#fff">e-gnition</text>
  <text x="60" y="595" font-family="DejaVu Sans, sans-serif" font-size="30" fill="${ACCENT}">Formula Student Team Hamburg</text>
</svg>`;
await sharp(Buffer.from(share))
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile("content/images/share.jpg");
console.log("icons and share image written");
