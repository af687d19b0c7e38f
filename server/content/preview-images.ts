/**
 * The photos a form brings to its preview (ADR 0174, 0183): checked and made as an upload is
 * (acceptUploads, acceptPhoto), kept below the releases' shared folder in a folder named by the
 * preview's row, and read from there only while that row is the member's and kept. Never in
 * content/ nor in a release; a folder goes when its preview has expired.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { BinaryChange } from "./saving";

/** How long a preview of unsaved changes, and so its photos, stays openable. */
export const PREVIEW_KEPT_MS = 6 * 60 * 60 * 1000;

/** `releasesDir`: the releases' shared folder. */
const uploadsDir = (releasesDir: string) => join(releasesDir, ".preview", "uploads");

/** `content/images/a/b.jpg` → `/images/a/b.jpg`; undefined for any other path. */
function srcOf(path: string): string | undefined {
  const src = path.replace(/^content(?=\/images\/)/, "");
  return src !== path && !src.split("/").includes("..") ? src : undefined;
}

/** Keeps the photos of the preview `id`; folders of expired previews are removed. */
export function keepPreviewImages(
  releasesDir: string,
  id: string,
  images: readonly BinaryChange[],
): void {
  const root = uploadsDir(releasesDir);
  if (existsSync(root))
    for (const name of readdirSync(root))
      if (statSync(join(root, name)).mtimeMs < Date.now() - PREVIEW_KEPT_MS)
        rmSync(join(root, name), { recursive: true, force: true });
  for (const image of images) {
    const src = srcOf(image.path);
    if (!src) continue;
    const file = join(root, id, src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, image.content);
  }
}

/** The photos of the preview `id`: each `/images/…` with the file that stands for it. */
export function previewImagesOf(releasesDir: string, id: string): Map<string, string> {
  const dir = join(uploadsDir(releasesDir), id);
  const found = new Map<string, string>();
  const walk = (folder: string, src: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, `${src}/${entry.name}`);
      else found.set(`${src}/${entry.name}`, path);
    }
  };
  if (existsSync(dir)) walk(dir, "");
  return found;
}
