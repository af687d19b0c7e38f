/**
 * An image as pages get it: what the build made of a file in content/images. Loaders pass it to
 * components as it is, so it stays small: file names are derived from `variants`, not listed.
 */

/** Formats of a raster image's files, in the order `<picture>` offers them. */
export const MODERN_FORMATS = [
  { ext: "avif", type: "image/avif" },
  { ext: "webp", type: "image/webp" },
] as const;
export type FallbackFormat = "jpg" | "png";

export interface Image {
  /** The file an `<img>` loads without `srcset`: an SVG, or the widest JPEG/PNG. */
  src: string;
  alt: string;
  /** Size of `src` in px (its aspect ratio is the image's). */
  width: number;
  height: number;
  credit?: string;
  /** The point that stays in view when the image is cropped, in % from the left and the top. */
  focus?: { x: number; y: number };
  /** The image's dominant colour (`#rgb` without `#`), shown until it loads; opaque rasters only. */
  tint?: string;
  /** Raster images: every width exists as AVIF, WebP and the fallback format. */
  variants?: { base: string; widths: number[]; fallback: FallbackFormat };
  /** An SVG for a place that inlines it (places.ts): its optimized markup, `<svg …>…</svg>`. */
  markup?: string;
}

/** URL of one generated file: `<base>-<width>.<ext>`. */
export function variantUrl(base: string, width: number, ext: string): string {
  return `${base}-${width}.${ext}`;
}

export function srcSet(image: Image, ext: string): string | undefined {
  const { variants } = image;
  if (!variants) return undefined;
  return variants.widths.map((w) => `${variantUrl(variants.base, w, ext)} ${w}w`).join(", ");
}

/** Focal points snap to 5 % steps, so the stylesheet needs few rules. */
export const focusKey = (focus: { x: number; y: number }) => `${focus.x}-${focus.y}`;
