import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

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
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * The fixed headers of every answer, by helmet. Its CSP is the strict one for everything that
 * is not a page (nothing may load or frame it); pages replace it by their own. Helmet's other
 * defaults are for old browsers (X-XSS-Protection, X-Download-Options, Flash policies) or cost
 * bytes on every file for nothing this site needs, so they are off. HSTS is added per request,
 * only over HTTPS.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: { policy: "same-origin" },
  crossOriginResourcePolicy: { policy: "same-origin" },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
  strictTransportSecurity: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The site's images (the build's `/assets/images/…`), which newsletter issues show: loaded by
 * webmail and by the area's sandboxed preview from other origins, so they are sent with
 * `Cross-Origin-Resource-Policy: cross-origin`; every other answer keeps `same-origin` (ADR 0172).
 * deploy/nginx/site.conf.template has the same pattern.
 */
export const MAIL_IMAGE_PATH = /^\/assets\/images\/.+\.(?:avif|webp|jpe?g|png|gif|svg)$/;

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

/**
 * Scripts, style sheets and fonts keep only what matters for a subresource (the rest would
 * count towards the bytes of every page that loads them).
 */
export function dropDocumentHeaders(reply: FastifyReply): void {
  removeHeaders(reply, DOCUMENT_ONLY_HEADERS);
}

/**
 * A prerendered page is the same file for every visitor and holds nothing of anyone, so a
 * window that opened it learns nothing through it: it goes without Cross-Origin-Opener-Policy,
 * which would make the browser move it into a new browsing context group, and often a new
 * process, on every arrival from another site (ADR 0153). Answers rendered per request (the
 * team area, a form sent back with its errors) keep it.
 */
export function dropOpenerPolicy(reply: FastifyReply): void {
  removeHeaders(reply, ["cross-origin-opener-policy"]);
}

/** Helmet sets its headers on the raw answer, so they are removed there too. */
function removeHeaders(reply: FastifyReply, names: readonly string[]): void {
  for (const name of names) {
    reply.removeHeader(name);
    reply.raw.removeHeader(name);
  }
}

const setHelmetHeaders = helmet(HELMET_OPTIONS);

/** The headers every answer carries, with the strict CSP (pages replace it by their own). */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  setHelmetHeaders(request.raw, reply.raw, () => {});
  reply.header("permissions-policy", PERMISSIONS_POLICY);
  if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
}

/**
 * Security headers on every answer, set when the request arrives (so that errors and 404s carry
 * them too; Fastify's answer to a broken URL calls {@link setSecurityHeaders} itself). Answers
 * whose final type is a script, style sheet or font drop the document-only ones.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => setSecurityHeaders(request, reply));
  app.addHook("onSend", async (_request, reply) => {
    if (isSubresourceType(reply.getHeader("content-type"))) dropDocumentHeaders(reply);
  });
}
