/**
 * After `react-router build`: lowers the priority of the hydration scripts' preloads, so they do
 * not compete with CSS, the font and the largest image on first load; then writes brotli (`.br`) and gzip (`.gz`) versions of the text files in
 * build/client, which the server sends to browsers that accept them (no compression per request).
 */
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listFiles } from "../server/files";

const CLIENT_DIR = "build/client";
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".data",
  ".json",
  ".xml",
  ".txt",
  ".webmanifest",
]);
/** Smaller files gain nothing that outweighs the extra request header handling. */
const MIN_BYTES = 1024;

for (const file of listFiles(CLIENT_DIR)) {
  if (extname(file) !== ".html") continue;
  const html = readFileSync(file, "utf8");
  const lowered = html.replaceAll(
    '<link rel="modulepreload" href=',
    '<link rel="modulepreload" fetchpriority="low" href=',
  );
  if (lowered !== html) writeFileSync(file, lowered);
}

let written = 0;
for (const file of listFiles(CLIENT_DIR)) {
  if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const content = readFileSync(file);
  const variants: [string, Buffer][] = [
    [".br", brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    [".gz", gzipSync(content, { level: 9 })],
  ];
  for (const [suffix, compressed] of variants) {
    if (compressed.length >= content.length) continue;
    writeFileSync(file + suffix, compressed);
    written += 1;
  }
}
console.log(`postbuild: ${written} precompressed files written in ${CLIENT_DIR}`);
