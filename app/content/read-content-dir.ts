import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { imageFile, problemsFor } from "../images/pipeline/inspect";
import { checkMessage } from "./check-message";
import {
  parseContent,
  ContentError,
  imageRefsIn,
  type ParsedContent,
  type ContentFiles,
  type ParseOptions,
} from "./parse";

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/**
 * Reads `<root>/content` and validates it: every file against its schema, every image reference
 * against content/images. What the images themselves are like (size, type, damage) is checked
 * when the build processes them (loadContent).
 */
export function readContentDir(root: string, options: ParseOptions = {}): ParsedContent {
  return checkContent(root, readContentFiles(root), options);
}

/** The text of every content file, by its path from `root` (`content/site.json`). */
export function readContentFiles(root: string): ContentFiles {
  const files: ContentFiles = {};
  for (const path of walk(join(root, "content"))) {
    if (/\.(json|md)$/.test(path))
      files[relative(root, path).split("\\").join("/")] = readFileSync(path, "utf8");
  }
  return files;
}

/**
 * Validates content files as a build does, the images they name included: the team area checks
 * the files as they would be after a save (a changed copy of `readContentFiles`).
 */
export function checkContent(
  root: string,
  files: ContentFiles,
  options: ParseOptions & { pendingImages?: ReadonlySet<string> } = {},
): ParsedContent {
  const content = parseContent(files, options);
  const problems = [
    ...missingImages(root, content, options.pendingImages),
    ...photosInPublic(root),
  ];
  if (problems.length > 0) throw new ContentError(problems);
  return content;
}

/** Images the content names that are not in content/images (nor about to be saved there). */
function missingImages(
  root: string,
  content: ParsedContent,
  pending: ReadonlySet<string> = new Set(),
): string[] {
  return imageRefsIn(content).flatMap(({ ref }) =>
    pending.has(ref.fields.src) || existsSync(imageFile(root, ref.fields.src))
      ? []
      : problemsFor([ref], ref.fields.src, "imageMissing"),
  );
}

/** public/ is served as it is; only the site icons may be raster images there. */
const RASTER = /\.(jpe?g|png|webp|avif|heic|heif|tiff?|gif)$/i;
const ICON = /^(favicon(-\d+)?|apple-touch-icon|icon-\d+)\.\w+$/;

function photosInPublic(root: string): string[] {
  const publicDir = join(root, "public");
  return walk(publicDir)
    .map((path) => relative(publicDir, path).split("\\").join("/"))
    .filter((path) => RASTER.test(path) && !ICON.test(path))
    .map((path) => `public/${path}: ${checkMessage("photoInPublic")}`);
}
