import type { FastifyInstance } from "fastify";
import { SESSION_ABSOLUTE_MS } from "./sessions";
import { CHALLENGE_LIFETIME_MS } from "./passkeys";
import type { TeamCookie } from "./context";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether the area's cookies can be `Secure` with the `__Host-` prefix: over HTTPS, and on a
 * loopback address, where browsers accept secure cookies over plain HTTP.
 */
export const secureCookies = (siteOrigin: string) => {
  const url = new URL(siteOrigin);
  return url.protocol === "https:" || LOOPBACK.has(url.hostname);
};

type CookieOptions = Parameters<FastifyInstance["serializeCookie"]>[2];

export interface TeamCookies {
  names: Record<TeamCookie, string>;
  options(cookie: TeamCookie): CookieOptions;
  /** A `Set-Cookie` value that sets the cookie to `value`, or clears it for `null`. */
  header(cookie: TeamCookie, value: string | null): string;
}

/**
 * The session cookie (HttpOnly, SameSite=Strict, host-only, path /) and the WebAuthn ceremony
 * cookie (the same, five minutes). On a plain-HTTP address other than loopback they lose the
 * prefix and `Secure` (the server warns at start). `serialize`: @fastify/cookie's.
 */
export function teamCookies(
  siteOrigin: string,
  serialize: FastifyInstance["serializeCookie"],
): TeamCookies {
  const secure = secureCookies(siteOrigin);
  const prefix = secure ? "__Host-" : "";
  const names = { session: `${prefix}egn-sitzung`, challenge: `${prefix}egn-passkey` };
  const options = (cookie: TeamCookie): CookieOptions => ({
    path: "/",
    httpOnly: true,
    secure,
    sameSite: "strict",
    maxAge: (cookie === "session" ? SESSION_ABSOLUTE_MS : CHALLENGE_LIFETIME_MS) / 1000,
  });
  return {
    names,
    options,
    header: (cookie, value) =>
      value === null
        ? serialize(names[cookie], "", { ...options(cookie), maxAge: 0, expires: new Date(0) })
        : serialize(names[cookie], value, options(cookie)),
  };
}
