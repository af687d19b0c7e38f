import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { acceptedLocale, type Locale } from "../../app/i18n/locale";
import { teamMessages } from "../../app/i18n/team-catalogue";
import type { Db } from "../db/client";
import type { RateLimits } from "../security/rate-limit";
import {
  LINE_BREAK,
  sendPage,
  withoutLineBreaks,
  type FetchHandler,
  type WebOptions,
} from "../web";
import { decodedPath } from "../web/canonical-url";
import type { TeamContext } from "./context";
import type { SitePublisher } from "../releases/publishing";
import type { ContentWorkspace } from "../content/saving";
import { PHOTO_LIMIT_BYTES } from "../content/photos";
import { IMPORT_LIMITS } from "../newsletter/subscriber-csv";
import { teamCookies } from "./cookies";
import { relyingParty } from "./passkeys";
import { describeDevice, findSession } from "./sessions";

/** The area's bodies: forms and the passkey ceremony's JSON (uploads get their own limit). */
const BODY_LIMIT_BYTES = 64 * 1024;
/** Pages that take an upload, with its limit: the bank statement (camt.053 XML or ZIP). */
const STATEMENT_LIMIT_BYTES = 10 * 1024 * 1024;
/** With its data request (`.data`), which React Router's forms post to with JavaScript. */
const UPLOAD_LIMITS_BYTES: Record<string, number> = {
  "/intern/kasse": STATEMENT_LIMIT_BYTES,
  "/intern/kasse.data": STATEMENT_LIMIT_BYTES,
  // A list of subscribers to import (CSV, IMPORT_LIMITS.bytes), with the form around it.
  "/intern/abonnenten": IMPORT_LIMITS.bytes + 64 * 1024,
  "/intern/abonnenten.data": IMPORT_LIMITS.bytes + 64 * 1024,
  // A news post with its photo (PHOTO_LIMIT_BYTES) and its texts; `:id` also takes `<id>.data`.
  "/intern/inhalte/news/:id": PHOTO_LIMIT_BYTES + 1024 * 1024,
  // A team, a season's supporters, a car…: their photos and logos together (server/content/items.ts).
  "/intern/inhalte/:kind/:id": PHOTO_LIMIT_BYTES + 1024 * 1024,
};
/**
 * The forms one posts to without a session (signing in, the e-mail link, joining, the passkey
 * ceremony), with their data requests: the only posts whose body is read before a session is
 * found, so they take small bodies only.
 */
const SIGN_IN_FORMS = new Set(
  ["/intern/anmelden", "/intern/anmelden/link", "/intern/einladung", "/intern/passkey"].flatMap(
    (path) => [path, `${path}.data`],
  ),
);
const SIGN_IN_LIMIT_BYTES = 16 * 1024;
const BODY_LIMITS_BYTES: Record<string, number> = {
  ...UPLOAD_LIMITS_BYTES,
  ...Object.fromEntries([...SIGN_IN_FORMS].map((url) => [url, SIGN_IN_LIMIT_BYTES])),
};
const BODY_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"];

/**
 * Area pages may use passkeys (denied everywhere else, server/security/headers.ts) and nothing
 * else the public pages deny.
 */
export const AREA_PERMISSIONS_POLICY_CHANGES = {
  "publickey-credentials-get": "(self)",
  "publickey-credentials-create": "(self)",
};

export const AREA_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
} as const;

function permissionsPolicy(current: string): string {
  return current
    .split(/,\s*/)
    .map((entry) => {
      const feature = entry.split("=")[0] as keyof typeof AREA_PERMISSIONS_POLICY_CHANGES;
      const allowed = AREA_PERMISSIONS_POLICY_CHANGES[feature];
      return allowed ? `${feature}=${allowed}` : entry;
    })
    .join(", ");
}

/**
 * The address React Router is asked for: a path with a line break (which no route pattern can
 * match, so React Router could not even render its 404 page) as one that matches no page.
 */
function routerUrl(url: string): string {
  const path = decodedPath(url);
  if (path === undefined || !LINE_BREAK.test(path)) return url;
  const query = url.indexOf("?");
  return withoutLineBreaks(path) + (query === -1 ? "" : url.slice(query));
}

function webRequest(request: FastifyRequest, siteOrigin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const method = request.method === "HEAD" ? "GET" : request.method;
  const body =
    method === "POST" && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined;
  return new Request(new URL(routerUrl(request.url), siteOrigin), { method, headers, body });
}

function setAreaHeaders(reply: FastifyReply) {
  reply.headers(AREA_HEADERS);
  const policy = reply.getHeader("permissions-policy");
  if (typeof policy === "string") reply.header("permissions-policy", permissionsPolicy(policy));
}

/** Refused before the session is read: in the browser's language, as before sign-in. */
function refusedPage(siteOrigin: string, locale: Locale) {
  const texts = teamMessages(locale).errors.otherOrigin;
  return (
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${texts.title}</title>` +
    `<h1>${texts.title}</h1><p>${texts.textBefore} ` +
    `<a href="${siteOrigin}/intern">${siteOrigin}/intern</a> ${texts.textAfter}</p>`
  );
}

export interface TeamAreaOptions {
  db: Db;
  siteOrigin: string;
  siteName: string;
  handler: FetchHandler | undefined;
  rateLimits: RateLimits;
  mailConfigured: boolean;
  /** DATA_DIR. */
  dataDir: string;
  nudgeOutbox: () => void;
  page: Pick<WebOptions, "frameOrigin" | "inlineStyles">;
  /** Releases of the site (none in development, where Vite renders the pages). */
  site: SitePublisher | undefined;
  content: ContentWorkspace;
}

/**
 * The team area `/intern` (docs/team-area.md): React Router's pages rendered per request with the
 * signed-in member in `context.team`, never cached or indexed; every POST must come from the
 * site's own origin (`siteOriginOnly`, checked with every other post in server/security/csrf.ts).
 */
export async function registerTeamArea(app: FastifyInstance, options: TeamAreaOptions) {
  const { db, siteOrigin, handler } = options;
  const cookies = teamCookies(siteOrigin, (...cookie) => app.serializeCookie(...cookie));
  const refuseOtherOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    setAreaHeaders(reply);
    const locale = acceptedLocale(request.headers["accept-language"]);
    return reply.code(403).type("text/html; charset=utf-8").send(refusedPage(siteOrigin, locale));
  };
  const rp = relyingParty(siteOrigin, options.siteName);
  // The newsletter page frames its mail preview, an answer of the area's own.
  const areaPolicy = { ...options.page, ownFrames: true };

  function contextFor(request: FastifyRequest, current: TeamContext["current"]) {
    const team: TeamContext = {
      db,
      siteOrigin,
      rp,
      current,
      device: describeDevice(request.headers["user-agent"]),
      mailConfigured: options.mailConfigured,
      dataDir: options.dataDir,
      cookie: (name) => request.cookies[cookies.names[name]],
      cookieHeader: cookies.header,
      takeSignInAttempt: (email) => options.rateLimits.takeSignIn(request, email),
      nudgeOutbox: options.nudgeOutbox,
      site: options.site,
      content: options.content,
    };
    return { team, log: request.log };
  }

  /** React Router's answer, with the signed-in member (if any) in its context. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    current: TeamContext["current"],
  ) {
    if (!handler) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    const response = await handler(webRequest(request, siteOrigin), contextFor(request, current));
    return sendPage(request, reply, response, areaPolicy, {
      status: response.status,
      cacheControl: AREA_HEADERS["cache-control"],
    });
  }

  /** The session the checks before a post's body found. */
  const sessions = new WeakMap<FastifyRequest, TeamContext["current"]>();

  /**
   * Before a body is read (onRequest, after the origin check of server/security/csrf.ts): the
   * area's headers; without a session only the sign-in forms' small bodies are read. Any other post
   * without a session gets its answer without its body (React Router's redirect to the sign-in
   * page: every action of a page behind the sign-in asks for the member first).
   */
  async function checkFirst(request: FastifyRequest, reply: FastifyReply) {
    setAreaHeaders(reply);
    if (request.method !== "POST") return;
    const current = await findSession(db, request.cookies[cookies.names.session]);
    sessions.set(request, current);
    if (!current && !SIGN_IN_FORMS.has(request.routeOptions.url ?? ""))
      return answer(request, reply, undefined);
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const current = sessions.has(request)
      ? sessions.get(request)
      : await findSession(db, request.cookies[cookies.names.session]);
    return answer(request, reply, current);
  }

  await app.register(async (area) => {
    area.removeAllContentTypeParsers();
    area.addContentTypeParser(
      BODY_TYPES,
      { parseAs: "buffer", bodyLimit: BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, body),
    );
    area.addHook("onRequest", checkFirst);
    // `/intern.data` is React Router's data request for the overview (client navigation).
    for (const url of ["/intern", "/intern.data", "/intern/*", ...Object.keys(BODY_LIMITS_BYTES)])
      area.route({
        method: ["GET", "HEAD", "POST"],
        url,
        config: { siteOriginOnly: { refuse: refuseOtherOrigin } },
        ...(BODY_LIMITS_BYTES[url] && { bodyLimit: BODY_LIMITS_BYTES[url] }),
        handler: serve,
      });
  });
}
