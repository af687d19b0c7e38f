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
  /** Every address of the release. */
  paths: string[];
  /** After a change, the addresses rendered anew (the others come from the release before). */
  rendered?: string[];
  /** Each file below content/ with a hash of its bytes: what the next release compares. */
  sources?: Record<string, string>;
  renderMs: number;
}
