import type { Image } from "../images/image";
import { buildImages, type ImageBuild, type ImageBuildOptions } from "../images/pipeline/build";
import { imageRefsIn, type Content } from "./parse";
import { readContentDir } from "./read-content-dir";
import { ImageRef } from "./schema";

/**
 * The content as pages get it: read and validated from `<root>/content`, every image checked and
 * its files made (or taken from the cache). Throws a ContentError naming every problem.
 */
export async function loadContent(
  root: string,
  options: Omit<ImageBuildOptions, "root"> = {},
): Promise<{ content: Content; images: ImageBuild }> {
  const parsed = readContentDir(root);
  const images = await buildImages(
    imageRefsIn(parsed).map(({ ref }) => ref),
    { root, ...options },
  );
  return { content: withImages(parsed, images.images) as Content, images };
}

function withImages(value: unknown, images: Map<ImageRef, Image>): unknown {
  if (value instanceof ImageRef) return images.get(value);
  if (Array.isArray(value)) return value.map((item) => withImages(item, images));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, withImages(child, images)]),
    );
  }
  return value;
}
