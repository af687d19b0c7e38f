import send from "@fastify/send";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ReleaseServer } from "./releases/served";
import type { FetchHandler } from "./web/load-context";
import { formLocale } from "./web/request-locale";
import { apiMessages, MESSAGES } from "./messages";
import {
  dropDocumentHeaders,
  dropOpenerPolicy,
  isSubresourceType,
  MAIL_IMAGE_PATH,
} from "./security/headers";
import { HTTPS_SUFFIX, inlineScriptHashes, pageCsp } from "./security/page-csp";
import {
  canonicalRedirect,
  decodedPath,
  encodePath,
  formerEnglishRedirect,
  isPagePath,
} from "./web/canonical-url";
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from "./web/speculation-rules";

export const LINE_BREAK = /[\r\n\u2028\u2029]/;
const LINE_BREAKS = new RegExp(LINE_BREAK.source, "g");

/** A decoded path with line breaks as one that React Router can match: encoded, matching no page. */
export const withoutLineBreaks = (path: string) => encodePath(path.replace(LINE_BREAKS, "\uFFFD"));

export type { FetchHandler };

/**
 * Cache-Control by kind of answer (nginx in front must send the same; see
 * docs/decisions/0040-cacheable-pages.md). Pages and their route data are the same for every
 * visitor: browsers revalidate them every time, shared caches keep them for five minutes.
 */
export const CACHE_CONTROL = {
  page: "public, max-age=0, s-maxage=300, stale-while-revalidate=60",
  asset: "public, max-age=31536000, immutable",
  file: "public, max-age=3600",
  error: "no-store",
} as const;

/** Text that is worth compressing (what @fastify/compress and the Vary header go by). */
export const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|(?:x-)?javascript|xml)\b|application\/[\w.-]+\+(?:json|xml)\b|image\/svg\+xml\b)/i;

// React Router's route data, and JavaScript by its current name (RFC 9239).
send.mime.define({ "text/x-script": ["data"], "text/javascript": ["js", "mjs"] }, true);

export interface WebOptions {
  /** The release whose files are served; none in development, where Vite serves the files. */
  releases: ReleaseServer | undefined;
  /** React Router's request handler; without one only the API is served. */
  handler: FetchHandler | undefined;
  /** The newsletter form's origin, allowed in the pages' `frame-src`. */
  frameOrigin: string | undefined;
  /** Pages allow inline styles (development only: Vite injects the CSS modules as <style>). */
  inlineStyles: boolean;
}

/** React Router's server build made by `npm run build`, if there is one in `buildDir`. */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild | undefined> {
  const entry = join(buildDir, "server", "index.js");
  if (!existsSync(entry)) return undefined;
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

function cacheControlOf(path: string): string {
  if (path.startsWith("/assets/")) return CACHE_CONTROL.asset;
  return path.endsWith(".html") || path.endsWith(".data") ? CACHE_CONTROL.page : CACHE_CONTROL.file;
}

/**
 * The built files by @fastify/static (only through `reply.sendFile`, for paths the served
 * release knows): precompressed `.br`/`.gz` siblings, ETags, the Cache-Control of their kind,
 * and each page's CSP with the hashes of its inline scripts (computed when the release loads).
 */
async function registerFiles(app: FastifyInstance, releases: ReleaseServer) {
  await app.register(fastifyStatic, {
    root: releases.releasesDir,
    serve: false,
    preCompressed: true,
    index: false,
    suppressWarning: true,
    setHeaders(reply, path) {
      const located = releases.locate(path.replace(/\.(br|gz)$/, ""));
      if (!located) return;
      const { release, file } = located;
      reply.header("cache-control", cacheControlOf(file));
      const policy = release.policies.get(file);
      if (policy) {
        reply.header(
          "content-security-policy",
          reply.request.protocol === "https" ? policy + HTTPS_SUFFIX : policy,
        );
        reply.header("speculation-rules", SPECULATION_RULES_HEADER);
        dropOpenerPolicy(reply);
      }
      if (file === SPECULATION_RULES_PATH) reply.header("content-type", SPECULATION_RULES_TYPE);
      if (MAIL_IMAGE_PATH.test(file)) reply.header("cross-origin-resource-policy", "cross-origin");
      // A 304 has no Content-Type for the onSend hook to go by.
      if (isSubresourceType(send.mime.getType(file))) dropDocumentHeaders(reply);
    },
  });
}

/** A page rendered for another address than the request's, with a status of its own. */
export interface PageElsewhere {
  path: string;
  status: number;
}

export type PageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  elsewhere?: PageElsewhere,
) => Promise<FastifyReply>;

/**
 * Answers with a page rendered by React Router: its status and headers, the page's CSP with the
 * hashes of its inline scripts, and its Cache-Control.
 */
export function pageRenderer(
  handler: FetchHandler | undefined,
  options: Pick<WebOptions, "frameOrigin" | "inlineStyles">,
): PageRenderer {
  return async (request, reply, elsewhere) => {
    if (!handler) return reply.code(404).type("text/plain; charset=utf-8").send(MESSAGES.notFound);
    const response = elsewhere
      ? await handler(
          new Request(new URL(elsewhere.path, `${request.protocol}://${request.host}`), {
            headers: { accept: "text/html" },
          }),
          { log: request.log },
        )
      : // HEAD as GET, so that its headers are those of the page (Node sends no body for HEAD).
        await handler(
          request.method === "HEAD"
            ? new Request(createRequest(request.raw, reply.raw), { method: "GET" })
            : createRequest(request.raw, reply.raw),
          { log: request.log },
        );
    return sendPage(request, reply, response, options, {
      status: elsewhere && response.ok ? elsewhere.status : response.status,
      cacheControl: elsewhere ? CACHE_CONTROL.page : undefined,
    });
  };
}

/** What a rendered page's CSP depends on besides the page itself. */
export type PagePolicyOptions = Pick<WebOptions, "frameOrigin" | "inlineStyles"> & {
  ownFrames?: boolean;
};

/**
 * Sends React Router's answer with `status`: its headers, and for HTML the page's CSP with the
 * hashes of its inline scripts (unless the route sent a policy of its own, as the mail preview
 * does). `cacheControl` replaces the page's own (an answer made for one request is neither
 * cached nor validated).
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
  options: PagePolicyOptions,
  { status, cacheControl }: { status: number; cacheControl?: string | undefined },
): Promise<FastifyReply> {
  reply.code(status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  const contentType = response.headers.get("content-type") ?? "";
  if (COMPRESSIBLE_TYPE.test(contentType)) reply.header("vary", "accept-encoding");
  // Compressed on the way, so a validator of React Router's may only claim equivalence.
  const etag = response.headers.get("etag");
  if (etag && !etag.startsWith("W/")) reply.header("etag", `W/${etag}`);
  if (cacheControl) reply.removeHeader("etag").header("cache-control", cacheControl);
  if (!response.body) return reply.send();
  if (!contentType.startsWith("text/html")) return reply.send(response.body);

  const html = await response.text();
  reply.removeHeader("content-length").type("text/html; charset=utf-8");
  if (!cacheControl && !response.headers.has("cache-control"))
    reply.header(
      "cache-control",
      response.status >= 500 ? CACHE_CONTROL.error : CACHE_CONTROL.page,
    );
  if (response.headers.has("content-security-policy")) return reply.send(html);
  return reply
    .header(
      "content-security-policy",
      pageCsp({
        scriptHashes: inlineScriptHashes(html),
        frameOrigin: options.frameOrigin,
        https: request.protocol === "https",
        inlineStyles: options.inlineStyles,
        ownFrames: options.ownFrames,
      }),
    )
    .send(html);
}

/**
 * Serves the site: the release's files (precompressed, with ETags), everything else
 * (other paths, 404 pages, redirects, a page with a query) rendered by React
 * Router. Without a build only the API works.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  const { releases, handler } = options;
  if (!handler) app.log.warn("no server build found: only the API is served (run `npm run build`)");
  if (releases) await registerFiles(app, releases);

  const render = pageRenderer(handler, options);

  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) return;
    const read = request.method === "GET" || request.method === "HEAD";
    // A former English address keeps every method: 308 resends a post as a post, with its body.
    const target = read ? canonicalRedirect(request.url) : formerEnglishRedirect(request.url);
    if (target) return reply.redirect(target, read ? 301 : 308);
  });

  app.route({
    method: ["GET", "HEAD"],
    url: "/*",
    async handler(request, reply) {
      const path = decodedPath(request.url);
      if (path === undefined) return reply.code(400).send({ message: MESSAGES.badRequest });
      if (path.startsWith("/api/"))
        return reply.code(404).send({ message: apiMessages(formLocale(request)).notFound });
      // React Router's route patterns cannot match a line break or line separator (not even the
      // 404 route): such a path is rendered as one that matches no page, in its language.
      if (LINE_BREAK.test(path))
        return render(request, reply, { path: withoutLineBreaks(path), status: 404 });
      // A page with a query string is rendered for that URL (a release file has none).
      const found =
        isPagePath(path) && request.url.includes("?") ? undefined : releases?.find(path);
      if (found) return reply.sendFile(found.file, found.release.root);
      const preview = releases?.previewFile(path);
      if (preview)
        return reply
          .header("cache-control", CACHE_CONTROL.error)
          .sendFile(basename(preview), dirname(preview));
      return render(request, reply);
    },
  });
}
