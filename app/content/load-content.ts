import { createHash } from "node:crypto";
import type { Image } from "../images/image";
import { buildImages, type ImageBuild, type ImageBuildOptions } from "../images/pipeline/build";
import { LOCALES, type Locale } from "../i18n/locale";
import { inLocale } from "./localized";
import {
  imageRefsIn,
  type Content,
  type ContentFiles,
  type ParsedContent,
  type ParseOptions,
} from "./parse";
import { checkContent, readContentDir } from "./read-content-dir";
import { ImageRef } from "./schema";

export type ContentByLocale = Record<Locale, Content>;

export interface LoadedContent {
  /** The German content. */
  content: Content;
  contentByLocale: ContentByLocale;
  parsed: ParsedContent;
  images: ImageBuild;
  /** The address `images.css` is served at: its name carries a hash of its rules. */
  imageStylesheet: string;
}

/**
 * The content as pages get it, once per language: read and validated from `<root>/content`
 * (or `files`, its texts as a preview changes them in memory, with `sources` for the photos it
 * adds), every image checked and its
 * files made (or taken from the cache). Throws a ContentError naming every problem. `content`
 * is the German content.
 */
export async function loadContent(
  root: string,
  {
    drafts,
    files,
    ...options
  }: Omit<ImageBuildOptions, "root"> & ParseOptions & { files?: ContentFiles } = {},
): Promise<LoadedContent> {
  const pendingImages = new Set(options.sources?.keys());
  const parsed = files
    ? checkContent(root, files, { drafts, pendingImages })
    : readContentDir(root, { drafts });
  const images = await buildImages(
    imageRefsIn(parsed).map(({ ref }) => ref),
    { root, ...options },
  );
  const contentByLocale = Object.fromEntries(
    LOCALES.map((locale) => [locale, contentIn(parsed, images.images, locale)]),
  ) as ContentByLocale;
  const hash = createHash("sha256").update(images.css).digest("hex").slice(0, 12);
  return {
    content: contentByLocale.de,
    contentByLocale,
    parsed,
    images,
    imageStylesheet: `/assets/images/images-${hash}.css`,
  };
}

function contentIn(parsed: ParsedContent, images: Map<ImageRef, Image>, locale: Locale): Content {
  return inLocale(parsed, locale, (value) =>
    value instanceof ImageRef ? value.inLocale(images.get(value) as Image, locale) : value,
  ) as Content;
}
