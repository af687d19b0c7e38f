import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyReply {
    /**
     * Replaces the strict default Content-Security-Policy with the one for an HTML page whose
     * inline scripts have these hashes (see {@link inlineScriptHashes}).
     */
    pageSecurityPolicy(scriptHashes: readonly string[]): FastifyReply;
  }
}

export interface SecurityHeaderOptions {
  /** The newsletter form's address (`links.newsletterForm`); its origin may be framed. */
  newsletterFormUrl?: string;
}

/** Powerful browser features this site never uses, denied for it and every frame in it. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "interest-cohort",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** For everything that is not a page (JSON, files, errors): nothing may load or frame it. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

export const HSTS = "max-age=31536000; includeSubDomains";

/** The origin of an http(s) address, or undefined for an empty or unusable one. */
export function frameOrigin(url: string | undefined): string | undefined {
  if (!url?.trim()) return undefined;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*["']?([^"'\s>]+)/i;

/** Inline scripts the browser runs (not `src=` scripts, not data blocks such as JSON-LD). */
function isRunnableInline(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false;
  const type = TYPE_ATTRIBUTE.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === "module" || type.includes("javascript") || type.includes("ecmascript");
}

/**
 * The CSP source expressions (`'sha256-…'`) of every inline script of an HTML page, in order
 * and without duplicates. The hash covers the script text as the browser sees it: raw text
 * (no entity decoding) with line breaks normalised to `\n` by the HTML parser.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (!isRunnableInline(attributes)) continue;
    const text = body.replace(/\r\n?/g, "\n");
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The bodies of a page's inline scripts (to check that no per-visitor value ends up in one). */
export function inlineScriptBodies(html: string): string[] {
  return [...html.matchAll(SCRIPT)].map(([, , body = ""]) => body);
}

export interface PageCspOptions {
  scriptHashes: readonly string[];
  /** Origin allowed in frames (the newsletter form), or undefined for none. */
  frameOrigin?: string;
  https: boolean;
}

/** The Content-Security-Policy of an HTML page. */
export function pageCsp({ scriptHashes, frameOrigin, https }: PageCspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join("")}`,
    // Stylesheets only: no `style` attribute or <style> element in the markup (React setting
    // styles from a script goes through the CSSOM, which this does not restrict).
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameOrigin ?? "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** Headers that only mean something for a document (a page or anything a browser may render as one). */
export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "referrer-policy",
] as const;

const SUBRESOURCE_TYPE =
  /^\s*(?:text\/javascript|application\/(?:x-)?javascript|text\/css|font\/|application\/font-)/i;

/** Scripts, style sheets and fonts: a browser never renders them as a document. */
export function isSubresourceType(contentType: unknown): boolean {
  return typeof contentType === "string" && SUBRESOURCE_TYPE.test(contentType);
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/** The headers every answer carries, with the strict CSP (pages replace it by their own). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply
    .header("content-security-policy", STRICT_CSP)
    .header("x-content-type-options", "nosniff")
    .header("referrer-policy", "strict-origin-when-cross-origin")
    .header("permissions-policy", PERMISSIONS_POLICY)
    .header("cross-origin-opener-policy", "same-origin")
    .header("cross-origin-resource-policy", "same-origin")
    .header("x-frame-options", "DENY");
  if (isHttps(request)) reply.header("strict-transport-security", HSTS);
}

/**
 * Security headers on every answer, set when the request arrives (so that errors and 404s carry
 * them too). Pages replace the strict CSP by their own with `reply.pageSecurityPolicy(hashes)`.
 * Scripts, style sheets and fonts keep only those that matter for a subresource (they count
 * towards the bytes every page loads).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions = {},
): void {
  const frame = frameOrigin(options.newsletterFormUrl);
  if (options.newsletterFormUrl?.trim() && !frame)
    app.log.warn("links.newsletterForm is not an http(s) address: no frame is allowed");

  app.decorateReply("pageSecurityPolicy", function (this: FastifyReply, scriptHashes) {
    return this.header(
      "content-security-policy",
      pageCsp({ scriptHashes, frameOrigin: frame, https: isHttps(this.request) }),
    );
  });

  app.addHook("onRequest", async (request, reply) => setSecurityHeaders(request, reply));
  app.addHook("onSend", async (_request, reply) => {
    if (!isSubresourceType(reply.getHeader("content-type"))) return;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
}
