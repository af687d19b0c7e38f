import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_COOKIE, CSRF_HEADER } from "../../app/forms/transport";
import { formLocale } from "../web/request-locale";
import { apiMessages } from "../messages";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The route needs no CSRF check: its request carries its own secret (a token from an
     * e-mail) and can only undo something, e.g. the one-click unsubscribe of RFC 8058.
     */
    csrfExempt?: boolean;
    /**
     * Answers a plain form post refused for its Origin (e.g. sent from another address of the
     * same server): the route renders the form back with a hint instead of a bare 403.
     */
    refuseForeignPlainPost?: (request: FastifyRequest, reply: FastifyReply) => unknown;
    /**
     * The route's posts are trusted by the site's exact Origin alone, script or not, and refused
     * with this answer before their body is read: the team area, whose session cookie is
     * SameSite=Strict and whose forms post with and without JavaScript.
     */
    siteOriginOnly?: { refuse: (request: FastifyRequest, reply: FastifyReply) => unknown };
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** What an HTML form sends without JavaScript (it cannot set a header). */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"]?.toLowerCase();
  return type?.startsWith("application/x-www-form-urlencoded") ?? false;
}

function validCookie(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[CSRF_COOKIE];
  return cookie && TOKEN_PATTERN.test(cookie) ? cookie : undefined;
}

/**
 * Whether a request that changes something may be trusted. Browsers say where it came from in
 * `Sec-Fetch-Site` (when they send it, it must be `same-origin`) and `Origin`. A plain form post
 * must carry exactly the site's origin: that is what a browser sends for the site's own forms
 * and never for another site's. A script's request must come from the site (by `Origin`, else
 * `Referer`; the request's own scheme and host count too) and echo the cookie's token in the
 * `X-XSRF-TOKEN` header, compared in constant time.
 */
function isTrusted(request: FastifyRequest, siteOrigin: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  const { origin } = request.headers;
  if (request.routeOptions.config.siteOriginOnly || isPlainFormPost(request))
    return origin === siteOrigin;
  const from = origin ?? originOf(request.headers.referer);
  if (from !== siteOrigin && from !== `${request.protocol}://${request.host}`) return false;
  const cookie = validCookie(request);
  const token = request.headers[CSRF_HEADER.toLowerCase()];
  return cookie !== undefined && typeof token === "string" && sameToken(cookie, token);
}

/**
 * The origin and CSRF checks of every request but GET, HEAD and OPTIONS (see
 * docs/decisions/0012-csrf-double-submit.md and 0182-one-origin-check.md). `GET /api/csrf` is the only
 * answer that sets the `XSRF-TOKEN` cookie (a random 256-bit token, `SameSite=Lax`, readable by
 * the site's script), so pages stay the same for every visitor and any cache may keep them.
 */
export function registerCsrf(app: FastifyInstance, siteOrigin: string): void {
  app.get("/api/csrf", async (request, reply) => {
    const token = validCookie(request) ?? randomBytes(32).toString("base64url");
    if (token !== request.cookies[CSRF_COOKIE]) {
      reply.setCookie(CSRF_COOKIE, token, {
        path: "/",
        sameSite: "lax",
        secure: request.protocol === "https",
        httpOnly: false,
        maxAge: 60 * 60 * 24 * 365,
      });
    }
    return { token };
  });

  const refusedWithBody = new WeakSet<FastifyRequest>();

  // The one check of every request that may change something, before its body is read. The
  // public forms' refusals speak the language their body names and render its values back, so
  // they are answered once the body is parsed; nothing is done with it but that answer.
  app.addHook("onRequest", async (request, reply) => {
    const { config } = request.routeOptions;
    if (SAFE_METHODS.has(request.method) || config.csrfExempt) return;
    if (isTrusted(request, siteOrigin)) return;
    request.log.info({ reason: "origin" }, "request rejected");
    if (config.siteOriginOnly) return config.siteOriginOnly.refuse(request, reply);
    refusedWithBody.add(request);
  });
  app.addHook("preHandler", async (request, reply) => {
    if (!refusedWithBody.has(request)) return;
    const { refuseForeignPlainPost } = request.routeOptions.config;
    if (refuseForeignPlainPost && isPlainFormPost(request))
      return refuseForeignPlainPost(request, reply);
    return reply.code(403).send({ message: apiMessages(formLocale(request)).forbidden });
  });
}
