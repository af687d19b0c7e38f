/** What a release folder holds besides its pages (render.ts). */
export const RELEASE_FILES = {
  /** What visitors get: the web server's root. */
  site: "site",
  /** The content the pages were rendered from (SiteContent), for pages rendered per request. */
  content: "content.json",
  manifest: "release.json",
} as const;

export interface ReleaseManifest {
  id: string;
  createdAt: string;
  /** Who asked for it: a member's name, or "build". */
  by: string;
  /** React Router's build version: a release serves the code build it was rendered with. */
  buildVersion: string;
  /** The content's git commit, where the content is in a repository. */
  contentVersion: string | null;
  /** Every address rendered. */
  paths: string[];
  renderMs: number;
}
