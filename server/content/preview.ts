/**
 * A page as it would look after the next release, drafts included, rendered from the content
 * files as they are now (saved, not yet published) or with a form's unsaved changes laid over
 * them in memory: nothing is written to the content's folder or to a release. Its images are
 * made as a release makes them and served while the preview is open
 * (ReleaseServer.addPreviewFiles).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { createRequestHandler } from "react-router";
import { renderWithContent } from "../../app/content/content.server";
import { loadContent } from "../../app/content/load-content";
import { readContentFiles } from "../../app/content/read-content-dir";
import { defaultCacheDir } from "../../app/images/pipeline/build";
import type { SitePublisher } from "../releases/publishing";
import { projectRoot } from "../site";
import { previewImagesOf } from "./preview-images";
import { applyTo } from "./saving";

/** New texts by path (null: the file is gone), as a save would write them. */
export type ContentChanges = Record<string, string | null>;

/**
 * The page at `path` (e.g. `/en/news/rollout-egn26`) as HTML with its status; `previewId` names
 * the preview whose new photos it shows (preview-images.ts).
 */
export async function renderPreview(
  site: SitePublisher,
  path: string,
  changes: ContentChanges = {},
  previewId?: string,
): Promise<{ status: number; html: string }> {
  const files = readContentFiles(site.contentRoot);
  applyTo(files, changes);
  const loaded = await loadContent(site.contentRoot, {
    cacheDir: defaultCacheDir(projectRoot),
    drafts: true,
    files,
    out: quiet,
    ...(previewId && { sources: previewImagesOf(site.releases.releasesDir, previewId) }),
  });
  const styleDir = join(site.releases.releasesDir, ".preview");
  mkdirSync(styleDir, { recursive: true });
  const styleFile = join(styleDir, basename(loaded.imageStylesheet));
  writeFileSync(styleFile, loaded.images.css);
  site.releases.addPreviewFiles(
    new Map([...loaded.images.files, [loaded.imageStylesheet, styleFile]]),
  );
  const handler = createRequestHandler(site.build, "production");
  const response = await renderWithContent(
    { byLocale: loaded.contentByLocale, imageStylesheet: loaded.imageStylesheet },
    () => handler(new Request(`http://localhost${path}`)),
  );
  return { status: response.status, html: await response.text() };
}

/** The image step's progress is for builds, not for a page request. */
const quiet = { write: () => true, isTTY: false } as unknown as NodeJS.WriteStream;
