import type { LightMyRequestResponse } from "fastify";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { beforeEach } from "vitest";
import type { Role } from "../../../app/team/permissions";
import {
  teamAuditLog,
  teamMembers,
  teamTokens,
  webauthnChallenges,
} from "../../../server/db/schema";
import { projectRoot } from "../../../server/site";
import { createMember } from "../../../server/team/members";
import { createSession } from "../../../server/team/sessions";
import { SITE_ORIGIN, type Harness } from "./harness";

/** The React Router build the area's loaders and actions run from (`npm test` builds first). */
export const BUILD_DIR = join(projectRoot, "build");
export const built = existsSync(join(BUILD_DIR, "server", "index.js"));

export const SESSION_COOKIE = "__Host-egn-sitzung";

/** Empties the area's tables before each test (the harness empties the submissions). */
export function useEmptyTeam(h: Harness): void {
  beforeEach(async () => {
    await h.database.db.delete(webauthnChallenges);
    await h.database.db.delete(teamTokens);
    await h.database.db.delete(teamMembers);
    await h.database.db.delete(teamAuditLog);
  });
}

/** A new session of a member; returns its secret and cookie header. */
export async function newSession(h: Harness, memberId: string) {
  const token = await createSession(h.database.db, memberId, "email", "Test auf Linux");
  return { token, cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * A member with one role or several and a live session, made directly in the database; returns
 * its cookie header.
 */
export async function signedIn(
  h: Harness,
  role: Role | readonly Role[],
  email = `${[role].flat().join("-")}@e-gnition.example`,
) {
  const roles = [role].flat();
  const member = await createMember(h.database.db, {
    email,
    name: `Test ${roles.join(" ")}`,
    roles,
  });
  return { member, ...(await newSession(h, member.id)) };
}

export function areaGet(
  h: Harness,
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return h.app.inject({ method: "GET", url, headers: { ...(cookie && { cookie }), ...headers } });
}

/** A form post as the area's pages send it: form-encoded, from the site's own origin. */
export function areaPost(
  h: Harness,
  url: string,
  /** The form's fields; as pairs for a field posted more than once (checkboxes). */
  fields: Record<string, string> | [string, string][],
  cookie?: string,
  headers: Record<string, string | undefined> = {},
): Promise<LightMyRequestResponse> {
  const all: Record<string, string | undefined> = {
    origin: SITE_ORIGIN,
    "content-type": "application/x-www-form-urlencoded",
    ...(cookie && { cookie }),
    ...headers,
  };
  return h.app.inject({
    method: "POST",
    url,
    headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<
      string,
      string
    >,
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The session cookie a response sets, if any. */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers["set-cookie"];
  const cookies = Array.isArray(header) ? header : header ? [String(header)] : [];
  return cookies.find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
}

/** The one-time link in an e-mail of the sink. */
export function linkIn(text: string): string {
  const match = /(https?:\/\/\S+\?token=[\w%-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[1]!).pathname + new URL(match[1]!).search;
}
