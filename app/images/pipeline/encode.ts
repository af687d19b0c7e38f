/**
 * Makes the files a page serves from one source image, into the cache: every width its places
 * need as AVIF, WebP and JPEG (PNG when the image has transparency), turned upright by its EXIF
 * orientation, converted to sRGB and stripped of all metadata (sharp writes none unless asked: no
 * EXIF, GPS, camera serial, XMP, IPTC or ICC profile reaches a visitor). SVGs are drawn at each
 * width first: the browser decodes raster files off its main thread, while every SVG image is a
 * document of its own that it lays out and paints there (decision record 0152).
 * A file is only made when the cache does not have it yet; cache keys hash the source's bytes
 * and every setting that changes the output, so a changed photo or setting gets new names.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { MODERN_FORMATS, variantUrl, type FallbackFormat } from "../image";
import { PLACES, type Place, widthsFor } from "../places";
import type { Source } from "./inspect";

/** Bump when the pipeline changes in a way the settings below do not show. */
const PIPELINE_VERSION = 2;

/**
 * Encoder settings: photos, and graphics (drawn from an SVG or with transparency: logos, mostly),
 * whose sharp edges need a higher quality.
 */
const SETTINGS = {
  avif: { photo: { quality: 50, effort: 3 }, graphic: { quality: 60, effort: 3 } },
  webp: {
    photo: { quality: 72, effort: 4 },
    graphic: { quality: 80, alphaQuality: 90, effort: 4 },
  },
  jpg: { quality: 75, mozjpeg: true },
  png: { palette: true, quality: 90, effort: 7 },
} as const;

const ENCODERS = {
  avif: (image: Sharp, graphic: boolean) =>
    image.avif(SETTINGS.avif[graphic ? "graphic" : "photo"]),
  webp: (image: Sharp, graphic: boolean) =>
    image.webp(SETTINGS.webp[graphic ? "graphic" : "photo"]),
  jpg: (image: Sharp) => image.jpeg(SETTINGS.jpg),
  png: (image: Sharp) => image.png(SETTINGS.png),
} as const;
type Ext = keyof typeof ENCODERS;

export interface Encoded {
  /** `/assets/images/team/2025/anna-1a2b3c4d`: each file adds `-<width>.<format>`. */
  url: string;
  width: number;
  height: number;
  widths: number[];
  fallback: FallbackFormat;
  tint?: string;
  /** URL path → file in the cache. */
  files: Map<string, string>;
  /** Whether anything had to be made (not all from the cache). */
  made: boolean;
}

/** `/images/team/2025/anna.jpg` → `/assets/images/team/2025/anna-<hash>`. */
function urlBase(src: string, hash: string): string {
  return `/assets${src.replace(/\.[^./]+$/, "")}-${hash}`;
}

function key(...parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 8);
}

/** Writes through a temporary name, so an interrupted build never leaves half a file behind. */
function writeAtomically(path: string, data: Buffer | string) {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, path);
}

/** `#rgb` (without `#`) nearest to a colour: enough for a placeholder, few CSS rules. */
export function shortHex({ r, g, b }: { r: number; g: number; b: number }): string {
  return [r, g, b].map((c) => Math.round(c / 17).toString(16)).join("");
}

export async function encode(source: Source, cacheDir: string): Promise<Encoded> {
  const aspect = source.width / source.height;
  const vector = source.kind === "svg";
  // A drawing has no resolution of its own: any width its places need can be made from it.
  const widths = widthsFor(source.places, aspect, vector ? Infinity : source.width);
  const graphic = vector || source.hasAlpha;
  const fallback: FallbackFormat = graphic ? "png" : "jpg";
  const onlyFallback = source.places.every((name) => (PLACES[name] as Place).single);
  const formats: Ext[] = onlyFallback
    ? [fallback]
    : [...MODERN_FORMATS.map((format) => format.ext), fallback];
  const hash = key(PIPELINE_VERSION, sharp.versions, source.hash, SETTINGS);
  const base = urlBase(source.src, hash);
  const files = new Map<string, string>();
  const missing: { width: number; ext: Ext; path: string }[] = [];
  for (const width of widths) {
    for (const ext of formats) {
      const path = join(cacheDir, "files", `${hash}-${width}.${ext}`);
      files.set(variantUrl(base, width, ext), path);
      if (!existsSync(path)) missing.push({ width, ext, path });
    }
  }
  const tintFile = join(cacheDir, "files", `${hash}.tint`);
  const widest = Math.max(...widths);
  const made = missing.length > 0 || !existsSync(tintFile);
  if (made) {
    // Decoded once (JPEG shrink-on-load makes this quick; an SVG drawn at the density that gives
    // the widest size), upright, sRGB, at the widest size needed.
    const input = vector
      ? sharp(readFileSync(source.path), { density: (72 * widest) / source.width })
      : sharp(source.path, { failOn: "truncated" });
    const { data, info } = await input
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: !vector })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const { width, ext, path } of missing) {
      const resized = sharp(data, raw).resize({ width });
      writeAtomically(path, await ENCODERS[ext](resized, graphic).toBuffer());
    }
    const { dominant, isOpaque } = await sharp(data, raw).stats();
    writeAtomically(tintFile, isOpaque ? shortHex(dominant) : "");
  }
  const tint = readFileSync(tintFile, "utf8") || undefined;
  return {
    made,
    url: base,
    width: widest,
    height: Math.round(widest / aspect),
    widths,
    fallback,
    tint,
    files,
  };
}
