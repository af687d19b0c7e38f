import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { listFiles } from "../files";

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

/**
 * Writes brotli (`.br`) and gzip (`.gz`) versions of the text files below `dir` that have none
 * yet, which the server and nginx send to browsers that accept them. Returns how many it wrote.
 */
export function precompress(dir: string): number {
  let written = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) continue;
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
  return written;
}
