/**
 * The build's image step: checks every image the content refers to, makes (or takes from the
 * cache) the files pages serve, and says what each reference becomes. Problems of all images are
 * collected and thrown together as a ContentError, like content errors.
 */
import { join } from "node:path";
import sharp from "sharp";
import { ContentError } from "../../content/parse";
import type { ImageRef } from "../../content/schema";
import { focusKey, type Image } from "../image";
import { inlinesSvg } from "../places";
import { encodeRaster, encodeSvg, type Encoded } from "./encode";
import { imageFile, inspect, problemsFor, type Source } from "./inspect";
import { eachLimited } from "./pool";
import { progress } from "./progress";

export interface ImageBuild {
  /** What each reference of the content becomes. */
  images: Map<ImageRef, Image>;
  /** Every file to serve: URL path → file in the cache. */
  files: Map<string, string>;
  /** Rules for the tints and focal points in use (see ContentImage.tsx). */
  css: string;
}

export interface ImageBuildOptions {
  /** The folder holding content/images. */
  root: string;
  cacheDir?: string;
  out?: NodeJS.WriteStream;
  /** Files outside content/images that stand for some `/images/…` (a preview's new photos). */
  sources?: ReadonlyMap<string, string>;
}

export function defaultCacheDir(root: string): string {
  return process.env.IMAGE_CACHE_DIR ?? join(root, "node_modules", ".cache", "egn-images");
}

/** Images in flight at once: each decodes one photo, and AVIF encoding keeps a core busy. */
const PARALLEL = 2;

export async function buildImages(
  refs: readonly ImageRef[],
  { root, cacheDir = defaultCacheDir(root), out = process.stdout, sources }: ImageBuildOptions,
): Promise<ImageBuild> {
  // Big photos one at a time per worker; libvips' own cache would only hold on to them.
  sharp.cache(false);
  const bySrc = new Map<string, ImageRef[]>();
  for (const ref of refs) bySrc.set(ref.fields.src, [...(bySrc.get(ref.fields.src) ?? []), ref]);

  const problems: string[] = [];
  const encoded = new Map<string, Encoded>();
  const bySrcList = [...bySrc.entries()];
  const bar = progress(bySrcList.length, out);
  let made = 0;
  await eachLimited(bySrcList, PARALLEL, async ([src, srcRefs]) => {
    const result = await inspect(sources?.get(src) ?? imageFile(root, src), src, srcRefs);
    problems.push(...result.problems);
    const source: Source | undefined = result.source;
    if (source && result.problems.length === 0) {
      try {
        const result = await (source.kind === "svg"
          ? encodeSvg(source, cacheDir)
          : encodeRaster(source, cacheDir));
        encoded.set(src, result);
        if (result.made) made += 1;
      } catch (error) {
        problems.push(
          ...problemsFor(srcRefs, src, "imageBroken", { detail: (error as Error).message }),
        );
      }
    }
    bar.tick(src);
  });
  if (problems.length > 0) throw new ContentError(problems.sort());

  const images = new Map<ImageRef, Image>();
  const files = new Map<string, string>();
  const tints = new Set<string>();
  const focuses = new Set<string>();
  for (const [src, srcRefs] of bySrc) {
    const result = encoded.get(src) as Encoded;
    for (const [url, file] of result.files) files.set(url, file);
    for (const ref of srcRefs) {
      const { alt = "", credit, focus } = ref.fields;
      const variants =
        result.widths && result.fallback
          ? { base: result.url, widths: result.widths, fallback: result.fallback }
          : undefined;
      const image: Image = {
        src: variants
          ? `${variants.base}-${Math.max(...variants.widths)}.${variants.fallback}`
          : result.url,
        alt,
        width: result.width,
        height: result.height,
        ...(credit ? { credit } : {}),
        ...(focus ? { focus } : {}),
        ...(result.tint ? { tint: result.tint } : {}),
        ...(variants ? { variants } : {}),
        ...(result.markup && inlinesSvg(ref.places) ? { markup: result.markup } : {}),
      };
      if (image.tint) tints.add(image.tint);
      if (image.focus) focuses.add(focusKey(image.focus));
      images.set(ref, image);
    }
  }
  bar.finish(
    `Bilder: ${bySrc.size} Bilddateien, ${made} neu verarbeitet, ${bySrc.size - made} aus dem Cache; ` +
      `${files.size} Dateien zum Ausliefern`,
  );
  return { images, files, css: imageCss(tints, focuses) };
}

/** `picture > img[data-tint="4a7"]` outranks the component styles' own backgrounds. */
export function imageCss(tints: Iterable<string>, focuses: Iterable<string>): string {
  const rules = [...tints]
    .sort()
    .map((tint) => `picture>img[data-tint="${tint}"]{background-color:#${tint}}`);
  for (const key of [...focuses].sort()) {
    const [x, y] = key.split("-");
    rules.push(`img[data-focus="${key}"]{object-position:${x}% ${y}%}`);
  }
  return `${rules.join("\n")}\n`;
}
