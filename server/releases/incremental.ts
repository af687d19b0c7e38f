/**
 * A release after a change renders only the pages the changed files feed (pages-fed.ts) and
 * takes every other page from the current release, when that release was rendered from the
 * same code build and the same image style sheet; anything else, or any file whose pages are
 * not known, renders every page (ADR 0183).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { SiteContent } from "../../app/content/content.server";
import { unlocalizedPath } from "../../app/i18n/locale";
import { canonicalPath } from "../../app/lib/paths";
import { pagesFedBy } from "../content/pages-fed";
import { listFiles } from "../files";
import { RELEASE_FILES, type ReleaseManifest } from "./manifest";

/** Each file below content/ (`content/news/x.md`) with a hash of its bytes. */
export function contentSources(contentRoot: string): Record<string, string> {
  const dir = join(contentRoot, "content");
  return Object.fromEntries(
    listFiles(dir)
      .map((file): [string, string] => [
        ["content", ...relative(dir, file).split(sep)].join("/"),
        createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16),
      ])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The release a new one may take pages from. */
export interface EarlierRelease {
  /** Its folder (`releasesDir/<id>`). */
  dir: string;
  manifest: ReleaseManifest;
}

/** Which pages to render and where the others come from; undefined: render every page. */
export interface RenderPlan {
  from: string;
  /** Whether a page (its path, either language) is rendered anew. */
  renders: (path: string) => boolean;
}

/** The pages the change from `earlier` to `sources` feeds; undefined for a full render. */
export function planRender(
  contentRoot: string,
  earlier: EarlierRelease | undefined,
  build: { version: string; imageStylesheet: string },
  sources: Record<string, string>,
): RenderPlan | undefined {
  const before = earlier?.manifest.sources;
  if (!earlier || !before || earlier.manifest.buildVersion !== build.version) return undefined;
  const contentFile = join(earlier.dir, RELEASE_FILES.content);
  if (!existsSync(contentFile)) return undefined;
  const { imageStylesheet } = JSON.parse(readFileSync(contentFile, "utf8")) as SiteContent;
  if (imageStylesheet !== build.imageStylesheet) return undefined;
  const fed = new Set<string>();
  for (const file of new Set([...Object.keys(before), ...Object.keys(sources)])) {
    if (before[file] === sources[file]) continue;
    const change = !before[file] ? "added" : !sources[file] ? "removed" : "changed";
    const pages = pagesFedBy(contentRoot, file, change);
    if (!pages) return undefined;
    for (const page of pages) fed.add(page);
  }
  const earlierPaths = new Set(earlier.manifest.paths);
  return {
    from: join(earlier.dir, RELEASE_FILES.site),
    // Another address of a fed page (`/foerderverein`, `/contact/danke`, `/team/egn25`) is fed too.
    renders: (path) => {
      const german = unlocalizedPath(path);
      return !earlierPaths.has(path) || fed.has(german) || fed.has(canonicalPath(german));
    },
  };
}
