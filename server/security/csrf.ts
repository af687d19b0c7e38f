import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER } from "../../app/forms/transport";
import { MESSAGES } from "../messages";

declare module "fastify" {
  interface FastifyRequest {
    /** The visitor's CSRF token (set for GET and HEAD requests). */
    csrfToken: string;
    /**
     * The token was made for this request (the visitor had none). It goes out as a cookie with
     * an answer no shared cache may keep (`private` or `no-store`): pages then say `private`.
     */
    csrfTokenIsNew: boolean;
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

/** The page the request came from, by `Origin` or else `Referer`, must be this site. */
function isSameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin ?? originOf(request.headers.referer);
  return origin === siteOrigin || origin === `${request.protocol}://${request.host}`;
}

function submittedToken(request: FastifyRequest): unknown {
  const header = request.headers[CSRF_HEADER.toLowerCase()];
  if (header !== undefined) return header;
  const body = request.body as Record<string, unknown> | undefined;
  return body && typeof body === "object" && Object.hasOwn(body, CSRF_FIELD)
    ? body[CSRF_FIELD]
    : undefined;
}

/** Whether the answer's Cache-Control keeps it out of shared caches (a cookie in it stays personal). */
export function isPrivateAnswer(cacheControl: unknown): boolean {
  return (
    typeof cacheControl === "string" &&
    cacheControl
      .toLowerCase()
      .split(",")
      .some((directive) => ["private", "no-store"].includes(directive.split("=")[0]!.trim()))
  );
}

/**
 * Double-submit cookie: GET answers that no shared cache keeps (pages, `/api/csrf`) hand out a
 * random token in the `XSRF-TOKEN` cookie; every other request must come from this site and send
 * the same token back in the `X-XSRF-TOKEN` header or the `_csrf` form field.
 */
export function registerCsrf(app: FastifyInstance, siteOrigin: string): void {
  app.decorateRequest("csrfToken", "");
  app.decorateRequest("csrfTokenIsNew", false);

  app.addHook("onRequest", async (request) => {
    if (!SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    if (cookie && TOKEN_PATTERN.test(cookie)) {
      request.csrfToken = cookie;
    } else if (!request.url.startsWith("/assets/")) {
      request.csrfToken = randomBytes(32).toString("base64url");
      request.csrfTokenIsNew = true;
    }
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.csrfTokenIsNew && isPrivateAnswer(reply.getHeader("cache-control")))
      setCsrfCookie(app, request, reply);
  });

  // After body parsing, so that forms without JavaScript can send the token as a field.
  app.addHook("preHandler", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const token = submittedToken(request);
    const valid =
      isSameOrigin(request, siteOrigin) &&
      typeof cookie === "string" &&
      TOKEN_PATTERN.test(cookie) &&
      typeof token === "string" &&
      sameToken(cookie, token);
    if (!valid) {
      request.log.info({ reason: "csrf" }, "request rejected");
      return reply.code(403).send({ message: MESSAGES.forbidden });
    }
  });
}

function setCsrfCookie(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  // A raw header: reply.setCookie would be too late here (the cookie plugin's onSend hook ran).
  reply.header(
    "set-cookie",
    app.serializeCookie(CSRF_COOKIE, request.csrfToken, {
      path: "/",
      sameSite: "lax",
      secure: request.protocol === "https",
      httpOnly: false,
      maxAge: 60 * 60 * 24 * 365,
    }),
  );
}
