import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { extname, relative, sep } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { listFiles } from "../files";
import { inlineScriptBodies, inlineScriptHashes } from "../security/headers";
import { negotiateEncoding, type Encoding } from "./compression";
import { hasFormPlaceholders, pageCacheControl } from "./html";

export interface StaticFile {
  path: string;
  size: number;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Precompressed siblings (`.br`, `.gz`) written by scripts/postbuild.ts. */
  encoded: Partial<Record<Encoding, { path: string; size: number }>>;
  /** Set for pages with form placeholders: they are filled in per request. */
  template?: string;
  /**
   * For pages: the CSP hashes of the inline scripts, computed once. Unset for a template whose
   * scripts contain a placeholder (hashed per request then).
   */
  scriptHashes?: string[];
}

function cachedScriptHashes(html: string, template: boolean): string[] | undefined {
  if (template && inlineScriptBodies(html).some(hasFormPlaceholders)) return undefined;
  return inlineScriptHashes(html);
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

const ENCODING_SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

function cacheControlFor(urlPath: string, extension: string): string {
  if (urlPath.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (extension === ".html" || extension === ".data") return "no-cache";
  return "public, max-age=3600";
}

/**
 * Every file of the client build by URL path, read once at start (the build does not change
 * while the server runs). Prerendered pages are found under `/x` for `x/index.html` and `x.html`.
 * Only files in this map are ever served, so no request path reaches the file system.
 */
export function loadStaticFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(clientDir)) return files;
  const all = new Set(listFiles(clientDir));
  for (const path of all) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join("/")}`;
    const extension = extname(path).toLowerCase();
    const stat = statSync(path);
    const encoded: StaticFile["encoded"] = {};
    for (const encoding of Object.keys(ENCODING_SUFFIX) as Encoding[]) {
      const sibling = path + ENCODING_SUFFIX[encoding];
      if (all.has(sibling)) encoded[encoding] = { path: sibling, size: statSync(sibling).size };
    }
    const html = extension === ".html" ? readFileSync(path, "utf8") : undefined;
    const template = html !== undefined && hasFormPlaceholders(html);
    const file: StaticFile = {
      path,
      size: stat.size,
      etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      contentType: CONTENT_TYPES[extension] ?? "application/octet-stream",
      cacheControl: cacheControlFor(urlPath, extension),
      encoded,
      template: template ? html : undefined,
      scriptHashes: html === undefined ? undefined : cachedScriptHashes(html, template),
    };
    files.set(urlPath, file);
    if (urlPath.endsWith("/index.html"))
      files.set(urlPath.slice(0, -"/index.html".length) || "/", file);
    else if (extension === ".html" && !files.has(urlPath.slice(0, -5)))
      files.set(urlPath.slice(0, -5), file);
  }
  return files;
}

export function isPage(file: StaticFile): boolean {
  return file.contentType.startsWith("text/html");
}

/** Sends a file from the map, precompressed when the client accepts it, with a 304 for a matching ETag. */
export function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  const encoding = negotiateEncoding(
    request.headers["accept-encoding"],
    Object.keys(file.encoded) as Encoding[],
  );
  const variant = encoding ? file.encoded[encoding] : undefined;
  const etag = variant ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  if (file.scriptHashes) reply.pageSecurityPolicy(file.scriptHashes);
  reply
    .header("content-type", file.contentType)
    .header("cache-control", isPage(file) ? pageCacheControl(request, false) : file.cacheControl)
    .header("etag", etag)
    .header("vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  if (variant) reply.header("content-encoding", encoding);
  // For HEAD, Fastify drops the stream but keeps this length.
  reply.header("content-length", String(variant?.size ?? file.size));
  return reply.send(createReadStream(variant?.path ?? file.path));
}
