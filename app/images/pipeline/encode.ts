/**
 * Makes the files a page serves from one source image, into the cache:
 * - rasters: every width as AVIF, WebP and JPEG (PNG when the image has transparency), turned
 *   upright by its EXIF orientation, converted to sRGB and stripped of all metadata (sharp writes
 *   none unless asked: no EXIF, GPS, camera serial, XMP, IPTC or ICC profile reaches a visitor);
 * - SVGs: optimised with SVGO (comments, metadata and editor data removed, scripts dropped).
 * A file is only made when the cache does not have it yet; cache keys hash the source's bytes
 * and every setting that changes the output, so a changed photo or setting gets new names.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp, { type Sharp } from "sharp";
import { optimize } from "svgo";
import { MODERN_FORMATS, variantUrl, type FallbackFormat } from "../image";
import { inlinesSvg, PLACES, type Place, widthsFor } from "../places";
import type { Source } from "./inspect";

/** Bump when the pipeline changes in a way the settings below do not show. */
const PIPELINE_VERSION = 1;

/**
 * Encoder settings; photos and images with transparency (logos, mostly) differ in quality. AVIF
 * photos at 40: camera photos with grain come out a third smaller than at 50, which on a phone is
 * the landing hero's load time (its Largest Contentful Paint) with no visible loss at that size.
 */
const SETTINGS = {
  avif: { photo: { quality: 40, effort: 3 }, alpha: { quality: 60, effort: 3 } },
  webp: {
    photo: { quality: 72, effort: 4 },
    alpha: { quality: 80, alphaQuality: 90, effort: 4 },
  },
  jpg: { quality: 75, mozjpeg: true },
  png: { palette: true, quality: 90, effort: 7 },
} as const;

const ENCODERS = {
  avif: (image: Sharp, alpha: boolean) => image.avif(SETTINGS.avif[alpha ? "alpha" : "photo"]),
  webp: (image: Sharp, alpha: boolean) => image.webp(SETTINGS.webp[alpha ? "alpha" : "photo"]),
  jpg: (image: Sharp) => image.jpeg(SETTINGS.jpg),
  png: (image: Sharp) => image.png(SETTINGS.png),
} as const;
type Ext = keyof typeof ENCODERS;

/** One file of a variant: `image` (already resized) encoded as `ext`. */
export function encodeVariant(image: Sharp, ext: Ext, alpha: boolean): Promise<Buffer> {
  return ENCODERS[ext](image, alpha).toBuffer();
}

export interface Encoded {
  /** `/assets/images/team/2025/anna-1a2b3c4d` (raster) or the SVG's URL. */
  url: string;
  width: number;
  height: number;
  widths?: number[];
  fallback?: FallbackFormat;
  tint?: string;
  /** URL path → file in the cache. */
  files: Map<string, string>;
  /** Whether anything had to be made (not all from the cache). */
  made: boolean;
  /** SVGs: the optimized markup, when it can be written into a page as it is (inlinableSvg). */
  markup?: string;
}

/**
 * Elements an SVG written into a page may have: shapes, groups, paint servers and references
 * inside the SVG. Anything else (scripts, styles, HTML, links, animations that could rewrite an
 * attribute, embedded images) keeps the SVG a file.
 */
const INLINE_ELEMENTS = new Set(
  [
    "svg",
    "g",
    "path",
    "rect",
    "circle",
    "ellipse",
    "line",
    "polyline",
    "polygon",
    "defs",
    "symbol",
    "use",
    "linearGradient",
    "radialGradient",
    "stop",
    "clipPath",
    "mask",
    "title",
    "desc",
  ].map((name) => name.toLowerCase()),
);

/**
 * Markup that the page's Content-Security-Policy renders as the file would (no inline styles)
 * and that needs nothing beside it: only the elements above, no handlers or styles, references
 * only to its own ids (`url(#…)`, `href="#…"`). Its ids get `idPrefix` in front, so they cannot
 * clash with the page's own (a place that inlines is drawn once per page), and its title and
 * description go.
 */
export function inlinableSvg(markup: string, idPrefix: string): string | undefined {
  const text = markup.replace(/^\s*<\?xml[^>]*\?>/, "").trim();
  if (!/^<svg\b[^>]*>[\s\S]*<\/svg>$/.test(text) || /<[!?]/.test(text)) return undefined;
  for (const [, name = ""] of text.matchAll(/<([a-z][\w:.-]*)/gi)) {
    if (!INLINE_ELEMENTS.has(name.toLowerCase())) return undefined;
  }
  if (
    /\s(on[a-z]+|style)\s*=/i.test(text) ||
    /\s(xlink:)?href\s*=\s*(?!["']#)/i.test(text) ||
    /url\(\s*(?!["']?#)/i.test(text)
  ) {
    return undefined;
  }
  return optimize(text, {
    plugins: [
      // A title would show as a tooltip in the page, which the file never does.
      "removeTitle",
      { name: "removeDesc", params: { removeAny: true } },
      { name: "prefixIds", params: { prefix: idPrefix, delim: "-" } },
    ],
  }).data;
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

export async function encodeSvg(source: Source, cacheDir: string): Promise<Encoded> {
  const hash = key(PIPELINE_VERSION, "svgo", source.hash);
  const url = `${urlBase(source.src, hash)}.svg`;
  const cached = join(cacheDir, "files", `${hash}.svg`);
  const made = !existsSync(cached);
  if (made) {
    const original = readFileSync(source.path, "utf8");
    const { data } = optimize(original, {
      multipass: true,
      plugins: ["preset-default", "removeScripts"],
    });
    // "If it pays": keep the original when SVGO makes it no smaller.
    writeAtomically(
      cached,
      Buffer.byteLength(data) < Buffer.byteLength(original) ? data : original,
    );
  }
  const markup = inlinesSvg(source.places)
    ? inlinableSvg(readFileSync(cached, "utf8"), `svg-${hash}`)
    : undefined;
  return {
    made,
    url,
    width: source.width,
    height: source.height,
    files: new Map([[url, cached]]),
    ...(markup ? { markup } : {}),
  };
}

/** `#rgb` (without `#`) nearest to a colour: enough for a placeholder, few CSS rules. */
export function shortHex({ r, g, b }: { r: number; g: number; b: number }): string {
  return [r, g, b].map((c) => Math.round(c / 17).toString(16)).join("");
}

export async function encodeRaster(source: Source, cacheDir: string): Promise<Encoded> {
  const aspect = source.width / source.height;
  const widths = widthsFor(source.places, aspect, source.width);
  const fallback: FallbackFormat = source.hasAlpha ? "png" : "jpg";
  const onlyFallback = source.places.every((name) => (PLACES[name] as Place).single);
  const formats: Ext[] = onlyFallback
    ? [fallback]
    : [...MODERN_FORMATS.map((format) => format.ext), fallback];
  const hash = key(PIPELINE_VERSION, sharp.versions.sharp, source.hash, SETTINGS);
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
    // Decoded once (JPEG shrink-on-load makes this quick), upright, sRGB, at the widest size needed.
    const { data, info } = await sharp(source.path, { failOn: "truncated" })
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    for (const { width, ext, path } of missing) {
      const resized = sharp(data, raw).resize({ width });
      writeAtomically(path, await encodeVariant(resized, ext, source.hasAlpha));
    }
    const { dominant } = await sharp(data, raw).stats();
    writeAtomically(tintFile, source.hasAlpha ? "" : shortHex(dominant));
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
