/**
 * The release this instance serves: its files, each page's Content-Security-Policy and its
 * content (activated for the pages rendered per request). `refresh` follows `current` in the
 * releases folder; the new release is loaded whole before it replaces the old one, so a request
 * gets one release or the other, never a mix. Pages of the previous releases may still be open
 * in a browser: their images and scripts are found there. `watch` follows two signals, each
 * when it changes: the switch announced in the database (publishing-state.ts) and the link.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { activateContent, type SiteContent } from "../../app/content/content.server";
import { listFiles } from "../files";
import { prerenderedPagePolicies } from "../security/page-csp";
import { currentReleaseId, KEPT_RELEASES } from "./folder";
import { RELEASE_FILES, type ReleaseManifest } from "./manifest";
import type { Announcement } from "./publishing-state";
import { readManifest } from "./render";

export interface ServedRelease {
  manifest: ReleaseManifest;
  /** The folder files are served from. */
  root: string;
  /** The URL path of every file (`/home/index.html`), without the precompressed siblings. */
  files: Set<string>;
  /** Each page's policy by its file's URL path. */
  policies: Map<string, string>;
  content: SiteContent;
}

export function loadServedRelease(
  releasesDir: string,
  id: string,
  frameOrigin: string | undefined,
): ServedRelease {
  const dir = join(releasesDir, id);
  const root = join(dir, RELEASE_FILES.site);
  const files = new Set(
    listFiles(root)
      .filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"))
      .map((file) => `/${relative(root, file).split(sep).join("/")}`),
  );
  return {
    manifest: readManifest(dir),
    root,
    files,
    policies: prerenderedPagePolicies(root, frameOrigin),
    content: JSON.parse(readFileSync(join(dir, RELEASE_FILES.content), "utf8")) as SiteContent,
  };
}

/** Preview files remembered at most (the oldest are forgotten first). */
const MAX_PREVIEW_FILES = 5_000;

const candidates = (path: string) =>
  path === "/" ? ["/index.html"] : [path, `${path}/index.html`, `${path}.html`];

export class ReleaseServer {
  #current: ServedRelease | undefined;
  #previous: ServedRelease[] = [];
  #timer: NodeJS.Timeout | undefined;
  #seenLink: string | undefined;
  #seenAnnouncement: string | undefined;
  #preview = new Map<string, string>();

  constructor(
    readonly releasesDir: string,
    private readonly frameOrigin: string | undefined,
    private readonly onSwitch: (release: ServedRelease) => void = () => {},
  ) {}

  get current(): ServedRelease | undefined {
    return this.#current;
  }

  /** Serves release `id` (by default the one `current` points to), if it is not served already. */
  refresh(id = currentReleaseId(this.releasesDir)): boolean {
    if (!id || id === this.#current?.manifest.id) return false;
    const release = loadServedRelease(this.releasesDir, id, this.frameOrigin);
    activateContent(release.content);
    if (this.#current) this.#previous = [this.#current, ...this.#previous].slice(0, KEPT_RELEASES);
    this.#previous = this.#previous.filter((old) => old.manifest.id !== id && existsSync(old.root));
    this.#current = release;
    this.onSwitch(release);
    return true;
  }

  /**
   * Serves the release of a new announcement, or of a changed link (a release made without the
   * database, by `npm run release`); an announcement or link seen before is not followed again,
   * so neither undoes the other.
   */
  async follow(announced: () => Promise<Announcement | undefined>): Promise<void> {
    const link = currentReleaseId(this.releasesDir);
    if (link !== this.#seenLink) {
      this.refresh(link);
      this.#seenLink = link;
    }
    const announcement = await announced();
    if (announcement && announcement.key !== this.#seenAnnouncement) {
      this.refresh(announcement.id);
      this.#seenAnnouncement = announcement.key;
    }
  }

  /**
   * Serves the current release, takes the latest announcement as seen, then follows both
   * every `intervalMs` (another instance may publish).
   */
  async watch(
    intervalMs: number,
    announced: () => Promise<Announcement | undefined>,
    onError: (error: unknown) => void,
  ): Promise<void> {
    this.#seenLink = currentReleaseId(this.releasesDir);
    this.refresh(this.#seenLink);
    this.#seenAnnouncement = (await announced().catch(onError))?.key;
    let following = false;
    this.#timer = setInterval(() => {
      if (following) return;
      following = true;
      this.follow(announced)
        .catch(onError)
        .finally(() => (following = false));
    }, intervalMs);
    this.#timer.unref();
  }

  /**
   * Makes the images of a preview (content not yet released, server/content/preview.ts)
   * reachable: their names carry a hash of their content, so they cannot be guessed.
   */
  addPreviewFiles(files: ReadonlyMap<string, string>): void {
    for (const [url, file] of files) {
      this.#preview.delete(url);
      this.#preview.set(url, file);
    }
    for (const url of this.#preview.keys()) {
      if (this.#preview.size <= MAX_PREVIEW_FILES) break;
      this.#preview.delete(url);
    }
  }

  /** A preview's image (or style sheet) file, if the path names one. */
  previewFile(path: string): string | undefined {
    return this.#preview.get(path);
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /**
   * The file a path names in the current release (`/home` → `/home/index.html`); a script,
   * style sheet or image also in the previous releases, for pages loaded before a switch.
   */
  find(path: string): { release: ServedRelease; file: string } | undefined {
    const releases = this.#current ? [this.#current] : [];
    if (path.startsWith("/assets/")) releases.push(...this.#previous);
    for (const release of releases) {
      const file = candidates(path).find((candidate) => release.files.has(candidate));
      if (file) return { release, file };
    }
    return undefined;
  }

  /** The release a served file's absolute path belongs to, and its URL path there. */
  locate(absolute: string): { release: ServedRelease; file: string } | undefined {
    for (const release of [this.#current, ...this.#previous]) {
      if (release && absolute.startsWith(release.root + sep))
        return { release, file: `/${relative(release.root, absolute).split(sep).join("/")}` };
    }
    return undefined;
  }
}
