import { existsSync, statSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { listFiles } from "../files";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
 * Compresses off the main thread: a release is made while its server answers requests.
 */
export async function precompress(dir: string): Promise<number> {
  let written = 0;
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || statSync(file).size < MIN_BYTES) continue;
    if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) continue;
    const content = await readFile(file);
    const variants: [string, Buffer][] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then(
        (compressed): [string, Buffer] => [".br", compressed],
      ),
      gzipped(content, { level: 9 }).then((compressed): [string, Buffer] => [".gz", compressed]),
    ]);
    for (const [suffix, compressed] of variants) {
      if (compressed.length >= content.length) continue;
      await writeFile(file + suffix, compressed);
      written += 1;
    }
  }
  return written;
}
