import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { MESSAGES } from "./messages";
import { sendFetchResponse } from "./web/fetch-response";
import { sendHtml } from "./web/html";
import { isPage, loadStaticFiles, sendStaticFile } from "./web/static-files";

export type FetchHandler = (request: Request) => Promise<Response>;

export interface WebOptions {
  /** The output of `npm run build` (with `client/` and `server/index.js`). */
  buildDir: string;
  mode: string;
  /** Replaces the React Router server build (tests). */
  handler?: FetchHandler;
}

async function loadReactRouterHandler(
  buildDir: string,
  mode: string,
): Promise<FetchHandler | undefined> {
  const entry = join(buildDir, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return createRequestHandler(build, mode);
}

/** Paths as the visitor typed them; undefined for broken percent-encoding. */
function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(url.split("?")[0] ?? "/");
  } catch {
    return undefined;
  }
}

/**
 * Serves the site: prerendered pages and built files from `build/client`, everything else
 * (other paths, 404 pages, redirects) rendered by React Router. Without a build only the API works.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const files = loadStaticFiles(join(options.buildDir, "client"));
  const handler = options.handler ?? (await loadReactRouterHandler(options.buildDir, options.mode));
  if (!handler) app.log.warn("no server build found: only the API is served (run `npm run build`)");

  async function render(request: FastifyRequest, reply: FastifyReply) {
    if (!handler) return reply.code(404).type("text/plain; charset=utf-8").send(MESSAGES.notFound);
    const response = await handler(createRequest(request.raw, reply.raw));
    const contentType = response.headers.get("content-type") ?? "";
    if (!contentType.startsWith("text/html")) return sendFetchResponse(request, reply, response);
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (!["content-type", "content-length", "content-encoding"].includes(name))
        reply.header(name, value);
    }
    return sendHtml(request, reply, await response.text());
  }

  app.get("/*", async (request, reply) => {
    const path = decodePath(request.url);
    if (path === undefined) return reply.code(400).send({ message: MESSAGES.badRequest });
    if (path.startsWith("/api/")) return reply.code(404).send({ message: MESSAGES.notFound });
    if (path.length > 1 && path.endsWith("/")) {
      const [rawPath = "", ...query] = request.url.split("?");
      // One leading slash only: "//example.org/" must not become a redirect to another host.
      const target = `/${rawPath.replace(/^[/\\]+|\/+$/g, "")}`;
      return reply.redirect(query.length ? `${target}?${query.join("?")}` : target, 301);
    }
    const file = files.get(path);
    // A page with a query string (e.g. `?fehler=` after a form post) is rendered for that URL.
    if (file && !(isPage(file) && request.url.includes("?"))) {
      return file.template
        ? sendHtml(request, reply, file.template, file.scriptHashes)
        : sendStaticFile(request, reply, file);
    }
    return render(request, reply);
  });
}
