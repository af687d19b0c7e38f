/**
 * A content release: every page of the site rendered from React Router's server build and the
 * content as it is now, into a new folder of its own (docs/decisions/0166-content-releases.md).
 * Needs no build tools: the production dependencies and the built server are enough.
 *
 * A release folder holds `site/` (what visitors get: the code build's files, linked, the
 * content's images, and every page as `index.html` with its `.data`, each text file also
 * precompressed), `content.json` (the content pages are rendered from, for the pages rendered
 * per request) and `release.json`. It is written under a temporary name and renamed when whole.
 */
import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import {
  createRequestHandler,
  matchRoutes,
  type RouteObject,
  type ServerBuild,
} from "react-router";
import { renderWithContent, type SiteContent } from "../../app/content/content.server";
import { loadContent } from "../../app/content/load-content";
import { defaultCacheDir } from "../../app/images/pipeline/build";
import { prerenderPaths } from "../../app/lib/paths";
import { listFiles, makePublic } from "../files";
import { projectRoot } from "../site";
import { contentSources, planRender, type EarlierRelease } from "./incremental";
import { precompress } from "./precompress";
import { RELEASE_FILES, type ReleaseManifest } from "./manifest";

export interface RenderOptions {
  build: ServerBuild;
  /** The client build (`build/client`): scripts, style sheets, fonts and public files. */
  clientDir: string;
  /** The folder that holds `content/`. */
  contentRoot: string;
  releasesDir: string;
  /** Who asked for the release (a member's name, or the build). */
  by: string;
  /** The content's version (its git commit), if known. */
  contentVersion?: string | undefined;
  imageCacheDir?: string;
  out?: NodeJS.WriteStream;
  /** Called after each address rendered: how many of how many. */
  onProgress?: (done: number, total: number) => void;
  /** The current release, whose pages a release after a change may take (incremental.ts). */
  earlier?: EarlierRelease | undefined;
}

/** A page that React Router cannot render as it is: the release is refused. */
export class ReleaseError extends Error {}

export function newReleaseId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `${stamp}-${randomBytes(3).toString("hex")}`;
}

/** Renders a release into `releasesDir/<id>` and returns its manifest; the site is not switched. */
export async function renderRelease(options: RenderOptions): Promise<ReleaseManifest> {
  const started = performance.now();
  const loaded = await loadContent(options.contentRoot, {
    cacheDir: options.imageCacheDir ?? defaultCacheDir(projectRoot),
    ...(options.out && { out: options.out }),
  });
  const id = newReleaseId();
  const partial = join(options.releasesDir, `.${id}.partial`);
  const site = join(partial, RELEASE_FILES.site);
  mkdirSync(site, { recursive: true });
  try {
    for (const file of listFiles(options.clientDir))
      place(file, join(site, relative(options.clientDir, file)));
    for (const [url, file] of loaded.images.files) place(file, join(site, url));
    write(join(site, loaded.imageStylesheet), loaded.images.css);

    const content: SiteContent = {
      byLocale: loaded.contentByLocale,
      imageStylesheet: loaded.imageStylesheet,
    };
    const paths = prerenderPaths(loaded.parsed);
    const sources = contentSources(options.contentRoot);
    const plan = planRender(
      options.contentRoot,
      options.earlier,
      { version: options.build.assets.version, imageStylesheet: loaded.imageStylesheet },
      sources,
    );
    const writer = pageWriter(options.build, site);
    const rendered: string[] = [];
    await renderWithContent(content, async () => {
      for (const [index, path] of paths.entries()) {
        if (plan && writer.isPage(path) && !plan.renders(path)) copyPage(plan.from, site, path);
        else {
          await writer.render(path);
          rendered.push(path);
        }
        options.onProgress?.(index + 1, paths.length);
        // Between pages the server's other requests and timers get their turn (a release
        // runs in the background of a serving instance).
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    await precompress(site);

    const manifest: ReleaseManifest = {
      id,
      createdAt: new Date().toISOString(),
      by: options.by,
      buildVersion: options.build.assets.version,
      contentVersion: options.contentVersion ?? null,
      paths,
      ...(plan && { rendered }),
      sources,
      renderMs: Math.round(performance.now() - started),
    };
    writeFileSync(join(partial, RELEASE_FILES.content), JSON.stringify(content));
    writeFileSync(join(partial, RELEASE_FILES.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    makePublic(partial);
    renameSync(partial, join(options.releasesDir, id));
    return manifest;
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** A hard link where the file system allows one (the files never change), a copy elsewhere. */
function place(from: string, to: string) {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

function write(file: string, data: string | Uint8Array) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
}

/** The files of a page as an earlier release has them: its HTML and data, each compressed too. */
function copyPage(from: string, site: string, path: string) {
  const files = [
    join(...path.split("/"), "index.html"),
    path === "/" ? "_root.data" : `${join(...path.split("/"))}.data`,
  ];
  for (const file of files)
    for (const variant of [file, `${file}.br`, `${file}.gz`])
      if (existsSync(join(from, variant))) place(join(from, variant), join(site, variant));
}

/** React Router's routes as the tree `matchRoutes` takes (the build lists them flat). */
function routeTree(routes: ServerBuild["routes"], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    return route.index
      ? [{ id: route.id, index: true, path: route.path }]
      : [
          {
            id: route.id,
            path: route.path,
            caseSensitive: route.caseSensitive,
            children: routeTree(routes, route.id),
          },
        ];
  });
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes what React Router's own prerendering writes for a path: a page as `path/index.html`
 * (its module scripts held until a form is used) with `path.data`; a resource route (feed, sitemap) as the file.
 */
function pageWriter(build: ServerBuild, site: string) {
  const handler = createRequestHandler(build, "production");
  const tree = routeTree(build.routes);
  const get = async (path: string) => {
    const response = await handler(new Request(`http://localhost${path}`));
    return { status: response.status, response, body: Buffer.from(await response.arrayBuffer()) };
  };

  const matched = (path: string) => {
    const matches = matchRoutes(tree, path);
    if (!matches) throw new ReleaseError(`${path}: keine Route passt.`);
    const leaf = build.routes[matches.at(-1)!.route.id!]!.module;
    return { matches, isPage: Boolean(leaf.default || leaf.ErrorBoundary) };
  };

  /** Whether the path is a page (a resource route, such as a feed, is a file of its own). */
  const isPage = (path: string) => matched(path).isPage;

  const render = async (path: string) => {
    const { matches, isPage } = matched(path);
    if (!isPage) {
      const { status, body } = await get(path);
      if (status !== 200) throw new ReleaseError(`${path}: Antwort ${status}.`);
      write(join(site, ...path.split("/")), body);
      return;
    }
    const page = await get(path === "/" ? "/" : `${path}/`);
    let html = page.body.toString("utf8");
    if (REDIRECT.has(page.status)) {
      const location = escapeHtml(page.response.headers.get("location") ?? "");
      html = `<!doctype html>\n<head>\n<title>Redirecting to: ${location}</title>\n<meta http-equiv="refresh" content="0;url=${location}">\n<meta name="robots" content="noindex">\n</head>\n<body><a href="${location}">${location}</a></body>\n</html>`;
    } else if (page.status !== 200) {
      throw new ReleaseError(`${path}: Antwort ${page.status}.`);
    }
    write(join(site, ...path.split("/"), "index.html"), html);
    if (matches.some((match) => build.assets.routes[match.route.id!]?.hasLoader)) {
      const dataPath = path === "/" ? "/_root.data" : `${path}.data`;
      const data = await get(dataPath);
      if (data.status !== 200 && data.status !== 202)
        throw new ReleaseError(`${dataPath}: Antwort ${data.status}.`);
      write(join(site, ...dataPath.split("/")), data.body);
    }
  };
  return { render, isPage };
}

/** The manifest of a release folder. */
export function readManifest(releaseDir: string): ReleaseManifest {
  return JSON.parse(
    readFileSync(join(releaseDir, RELEASE_FILES.manifest), "utf8"),
  ) as ReleaseManifest;
}
