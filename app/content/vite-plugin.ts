/**
 * The content as a Vite plugin: when a build (or the dev server) starts, it reads and validates
 * content/ and processes its images (failing the build with every problem), then offers
 * - `virtual:egn/content`: the content of each language, with images as pages get them, for the loaders;
 * - `virtual:egn/images.css`: the tint and focal-point rules of the images in use;
 * and writes the image files into the client build under `assets/images/` (served as immutable:
 * every name carries a hash). The dev server serves them from the cache and reloads on changes.
 * CONTENT_ROOT points it at another copy of content/ (tests, the photo audit).
 */
import { copyFileSync, createReadStream, mkdirSync } from "node:fs";
import { dirname, extname, join, resolve, sep } from "node:path";
import type { Plugin, ResolvedConfig, ViteDevServer } from "vite";
import { defaultCacheDir } from "../images/pipeline/build";
import { loadContent } from "./load-content";

const CONTENT_ID = "virtual:egn/content";
const CSS_ID = "virtual:egn/images.css";
const MODULES = [CONTENT_ID, CSS_ID];

type Loaded = Awaited<ReturnType<typeof loadContent>>;

/**
 * One load per process and content folder: `react-router build` runs Vite several times (a dev
 * server for the route config, the client build, the server build), each with a fresh plugin.
 */
const loads: Map<string, Promise<Loaded>> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for("egn.content-loads")
] ??= new Map()) as Map<string, Promise<Loaded>>;

const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

export function contentPlugin(): Plugin {
  const contentRoot = resolve(process.env.CONTENT_ROOT ?? process.cwd());
  let config: ResolvedConfig;

  const load = (): Promise<Loaded> => {
    let loaded = loads.get(contentRoot);
    if (!loaded) {
      loaded = loadContent(contentRoot, { cacheDir: defaultCacheDir(config.root) });
      loads.set(contentRoot, loaded);
    }
    return loaded;
  };

  return {
    name: "egn-content",
    enforce: "pre",
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      await load();
    },
    resolveId(id) {
      return MODULES.includes(id) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${CONTENT_ID}`) {
        const { contentByLocale } = await load();
        return `export const contentByLocale = ${JSON.stringify(contentByLocale)};\n`;
      }
      if (id === `\0${CSS_ID}`) return (await load()).images.css;
      return undefined;
    },
    async writeBundle() {
      if (config.build.ssr) return;
      const { images } = await load();
      const outDir = resolve(config.root, config.build.outDir);
      for (const [url, file] of images.files) {
        const target = join(outDir, url);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
    },
    configureServer(server) {
      serveImages(server, load);
      const contentDir = join(contentRoot, "content") + sep;
      server.watcher.add(contentDir);
      const reload = (path: string) => {
        if (!resolve(path).startsWith(contentDir)) return;
        loads.delete(contentRoot);
        for (const environment of Object.values(server.environments)) {
          for (const id of MODULES) {
            const module = environment.moduleGraph.getModuleById(`\0${id}`);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}

function serveImages(server: ViteDevServer, load: () => Promise<Loaded>) {
  server.middlewares.use((request, response, next) => {
    const url = request.url?.split("?")[0] ?? "";
    if (!url.startsWith("/assets/images/")) return next();
    load()
      .then(({ images }) => {
        const file = images.files.get(url);
        if (!file) return next();
        response.setHeader("Content-Type", TYPES[extname(url)] ?? "application/octet-stream");
        createReadStream(file).pipe(response);
      })
      .catch(next);
  });
}
