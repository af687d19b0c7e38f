import type { CookieSerializeOptions } from "@fastify/cookie";
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

export interface TeamCookies {
  names: Record<TeamCookie, string>;
  options(cookie: TeamCookie): CookieSerializeOptions;
}

/**
 * The session cookie (HttpOnly, SameSite=Strict, host-only, path /) and the WebAuthn ceremony
 * cookie (the same, five minutes). On a plain-HTTP address other than loopback they lose the
 * prefix and `Secure` (the server warns at start).
 */
export function teamCookies(siteOrigin: string): TeamCookies {
  const secure = secureCookies(siteOrigin);
  const prefix = secure ? "__Host-" : "";
  return {
    names: { session: `${prefix}egn-sitzung`, challenge: `${prefix}egn-passkey` },
    options: (cookie) => ({
      path: "/",
      httpOnly: true,
      secure,
      sameSite: "strict",
      maxAge: (cookie === "session" ? SESSION_ABSOLUTE_MS : CHALLENGE_LIFETIME_MS) / 1000,
    }),
  };
}
