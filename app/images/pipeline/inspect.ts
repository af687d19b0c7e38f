/**
 * Reads what the build needs to know about an image file before it makes anything of it: its
 * type, its size as shown (after the EXIF orientation), whether it has transparency, and whether
 * it is large enough for every place it is used in.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { checkMessage } from "../../content/check-message";
import type { ImageRef } from "../../content/schema";
import type { ContentCheckKey } from "../../i18n/messages/content-checks.de";
import { PLACES, type Place, type PlaceName } from "../places";

export interface Source {
  /** As written in the content: `/images/team/2025/anna.jpg`. */
  src: string;
  path: string;
  refs: ImageRef[];
  places: PlaceName[];
  kind: "raster" | "svg";
  /** sha256 of the file's bytes. */
  hash: string;
  /** Size as shown, i.e. after applying the EXIF orientation. */
  width: number;
  height: number;
  hasAlpha: boolean;
}

const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** `content/x.json: entry: Bild "/images/…" <problem>` for every place the file is used. */
/** The problem at each place the image is named, `key` naming its catalogue text. */
export function problemsFor(
  refs: readonly ImageRef[],
  src: string,
  key: ContentCheckKey,
  slots: Record<string, string | number> = {},
): string[] {
  const problem = checkMessage(key, { src, ...slots });
  return refs.map(
    (ref) => `${ref.origin.file}: ${ref.origin.entry || checkMessage("wholeFile")}: ${problem}`,
  );
}

/** Where `/images/…` lives: content/images/… */
export function imageFile(root: string, src: string): string {
  return join(root, "content", src);
}

/** Checks the image `src`, read from the file at `path`. */
export async function inspect(
  path: string,
  src: string,
  refs: readonly ImageRef[],
): Promise<{ source?: Source; problems: string[] }> {
  const fail = (key: ContentCheckKey, slots?: Record<string, string>) => ({
    problems: problemsFor(refs, src, key, slots),
  });
  if (!existsSync(path) || !statSync(path).isFile()) {
    return fail("imageMissing");
  }
  const places = [...new Set(refs.flatMap((ref) => ref.places))];
  const bytes = readFileSync(path);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    return fail("imageUnreadable", { detail: (error as Error).message });
  }
  const isSvg = src.toLowerCase().endsWith(".svg");
  const format = metadata.format as string;
  if (isSvg ? format !== "svg" : !RASTER_FORMATS.has(format)) {
    return fail(isSvg ? "imageNotSvg" : "imageNotRaster", { format: format || "?" });
  }
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) return fail("imageNoSize");
  const source: Source = {
    src,
    path,
    refs: [...refs],
    places,
    kind: isSvg ? "svg" : "raster",
    hash: createHash("sha256").update(bytes).digest("hex"),
    width,
    height,
    hasAlpha: Boolean(metadata.hasAlpha),
  };
  return { source, problems: isSvg ? svgProblems(source, bytes) : tooSmall(source) };
}

/**
 * An SVG shown as an image cannot use the site's font: its text would look different on every
 * device, and each such image costs the browser a font lookup while the page loads.
 */
function svgProblems(source: Source, bytes: Buffer): string[] {
  if (!/<(text|tspan|textPath)\b/i.test(bytes.toString("utf8"))) return [];
  return problemsFor(source.refs, source.src, "imageSvgText");
}

function tooSmall(source: Source): string[] {
  const problems: string[] = [];
  for (const ref of source.refs) {
    for (const name of ref.places) {
      const place = PLACES[name] as Place;
      const { width = 0, height = 0 } = place.minimum;
      if (source.width >= width && source.height >= height) continue;
      const key = width && height ? "imageTooSmall" : width ? "imageTooNarrow" : "imageTooLow";
      problems.push(
        ...problemsFor([ref], source.src, key, {
          place: name,
          width: source.width,
          height: source.height,
          minWidth: width,
          minHeight: height,
        }),
      );
    }
  }
  return problems;
}
