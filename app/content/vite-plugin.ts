/**
 * The content for the development server: content/ is read and validated when it starts and
 * again after every change (the page reloads), its images are served from the image cache, and
 * the pages are rendered from it (content.server.ts). Builds do not use it: a release reads
 * content/ at run time (server/releases/). CONTENT_ROOT points it at another copy of content/.
 */
import { createReadStream } from "node:fs";
import { extname, join, resolve, sep } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { defaultCacheDir } from "../images/pipeline/build";
import { activateContent } from "./content.server";
import { loadContent, type LoadedContent } from "./load-content";

const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".css": "text/css",
};

export function contentPlugin(): Plugin {
  const contentRoot = resolve(process.env.CONTENT_ROOT ?? process.cwd());
  let loading: Promise<LoadedContent> | undefined;

  const load = (root: string): Promise<LoadedContent> =>
    (loading ??= loadContent(contentRoot, { cacheDir: defaultCacheDir(root) }).then((loaded) => {
      activateContent({
        byLocale: loaded.contentByLocale,
        imageStylesheet: loaded.imageStylesheet,
      });
      return loaded;
    }));

  return {
    name: "egn-content",
    apply: "serve",
    configureServer(server) {
      const root = server.config.root;
      serveImages(server, () => load(root));
      const contentDir = join(contentRoot, "content") + sep;
      server.watcher.add(contentDir);
      const reload = (path: string) => {
        if (!resolve(path).startsWith(contentDir)) return;
        loading = undefined;
        void load(root).then(
          () => server.ws.send({ type: "full-reload" }),
          (error: unknown) => server.config.logger.error(String(error)),
        );
      };
      server.watcher.on("change", reload);
      server.watcher.on("add", reload);
      server.watcher.on("unlink", reload);
    },
  };
}

/** Every request waits for the content; image files and the image style sheet come from it. */
function serveImages(server: ViteDevServer, load: () => Promise<LoadedContent>) {
  server.middlewares.use((request, response, next) => {
    const url = request.url?.split("?")[0] ?? "";
    load()
      .then(({ images, imageStylesheet }) => {
        if (url === imageStylesheet) {
          response.setHeader("Content-Type", TYPES[".css"]!);
          response.end(images.css);
          return;
        }
        const file = url.startsWith("/assets/images/") ? images.files.get(url) : undefined;
        if (!file) return next();
        response.setHeader("Content-Type", TYPES[extname(url)] ?? "application/octet-stream");
        createReadStream(file).pipe(response);
      })
      .catch(next);
  });
}
