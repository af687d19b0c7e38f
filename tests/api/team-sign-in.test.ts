/**
 * Signing in to the team area and its sessions: cookie flags, one-time e-mail links, the same
 * answer for unknown addresses, idle and absolute expiry, revocation, the Origin check, the
 * sign-in limit, and no area answer ever cached.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AREA, AREA_PUBLIC_PATHS } from "../../app/team/access";
import { teamAuditLog, teamSessions } from "../../server/db/schema";
import { SIGN_IN_LIMITS } from "../../server/security/rate-limit";
import { hashSecret } from "../../server/team/secrets";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import {
  areaGet,
  areaPost,
  BUILD_DIR,
  built,
  linkIn,
  sessionCookieOf,
  signedIn,
  useEmptyTeam,
} from "./helpers/team";

describe.skipIf(!built).each(databases)("team area sign-in on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  /** Requests a sign-in link and takes it from its e-mail (other tests' mails may still arrive). */
  async function signInByLink(email: string) {
    const request = await areaPost(h, "/intern/anmelden", { email });
    expect(request.statusCode).toBe(200);
    const isLink = (m: (typeof h.sink.messages)[number]) =>
      m.envelopeTo[0] === email && m.subject.includes("Anmeldelink");
    for (let waited = 0; !h.sink.messages.some(isLink) && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = h.sink.messages.find(isLink);
    if (!mail) throw new Error(`no sign-in link for ${email}`);
    return { mail, link: linkIn(mail.text) };
  }

  it("signs in by e-mail link once, with a strict host-only session cookie", async () => {
    const { member } = await signedIn(h, "kasse");
    const { mail, link } = await signInByLink(member.email);
    expect(mail.envelopeTo).toEqual([member.email]);
    expect(mail.subject).toBe("Dein Anmeldelink für den Teambereich");

    // Opening the link only shows a button (mail scanners open links).
    const page = await areaGet(h, link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(member.email);
    expect(sessionCookieOf(page)).toBeUndefined();

    const token = new URL(link, "http://x").searchParams.get("token")!;
    const used = await areaPost(h, "/intern/anmelden/link", { token });
    expect(used.statusCode).toBe(302);
    expect(used.headers.location).toBe("/intern");
    const cookie = sessionCookieOf(used)!;
    expect(cookie).toMatch(/^__Host-egn-sitzung=[\w-]{43};/);
    expect(cookie).toContain("Max-Age=604800");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("Domain");

    // The table keeps only the hash of the cookie's secret.
    const secret = /=([\w-]{43});/.exec(cookie)![1]!;
    const rows = await h.database.db.select().from(teamSessions);
    expect(rows.map((row) => row.tokenHash)).toContain(hashSecret(secret));
    expect(JSON.stringify(rows)).not.toContain(secret);

    const overview = await areaGet(h, "/intern", cookie.split(";")[0]);
    expect(overview.statusCode).toBe(200);

    // Used once: the second time it is refused.
    const again = await areaPost(h, "/intern/anmelden/link", { token });
    expect(again.statusCode).toBe(200);
    expect(sessionCookieOf(again)).toBeUndefined();
    expect(again.body).toContain("abgelaufen oder wurde schon benutzt");
  });

  it("refuses an expired link", async () => {
    const { member } = await signedIn(h, "lesen");
    const { link } = await signInByLink(member.email);
    await h.database.db.execute(
      sql`update team_tokens set expires_at = now() - interval '1 second'`,
    );
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const response = await areaPost(h, "/intern/anmelden/link", { token });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it("answers the same for known and unknown addresses", async () => {
    await signedIn(h, "admin", "known@e-gnition.example");
    const known = await areaPost(h, "/intern/anmelden", { email: "known@e-gnition.example" });
    const unknown = await areaPost(h, "/intern/anmelden", { email: "nobody@e-gnition.example" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers["set-cookie"]).toEqual(known.headers["set-cookie"]);
    await h.sink.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.sink.messages.map((mail) => mail.envelopeTo[0])).toEqual(["known@e-gnition.example"]);
  });

  it("ends a session after the idle time and after the absolute time", async () => {
    const idle = await signedIn(h, "lesen");
    expect((await areaGet(h, "/intern", idle.cookie)).statusCode).toBe(200);
    await h.database.db
      .update(teamSessions)
      .set({ lastSeenAt: sql`now() - interval '12 hours 1 minute'` })
      .where(eq(teamSessions.tokenHash, hashSecret(idle.token)));
    expect((await areaGet(h, "/intern", idle.cookie)).statusCode).toBe(302);

    const old = await signedIn(h, "kasse");
    await h.database.db
      .update(teamSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(teamSessions.tokenHash, hashSecret(old.token)));
    expect((await areaGet(h, "/intern", old.cookie)).statusCode).toBe(302);
  });

  it("signs out everywhere, and removing a member ends their sessions at once", async () => {
    const admin = await signedIn(h, "admin");
    const phone = await signedIn(h, "kasse");
    const laptop = await areaPost(h, "/intern/konto", { intent: "end-all-sessions" }, phone.cookie);
    expect(laptop.statusCode).toBe(302);
    expect((await areaGet(h, "/intern", phone.cookie)).statusCode).toBe(302);

    const other = await signedIn(h, "lesen");
    expect((await areaGet(h, "/intern", other.cookie)).statusCode).toBe(200);
    const removed = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "remove", memberId: other.member.id, confirm: "ja" },
      admin.cookie,
    );
    expect(removed.statusCode).toBe(200);
    expect((await areaGet(h, "/intern", other.cookie)).statusCode).toBe(302);
  });

  it("keeps at least one admin", async () => {
    const admin = await signedIn(h, "admin");
    const demote = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "change-role", memberId: admin.member.id, roles: "lesen" },
      admin.cookie,
    );
    expect(demote.statusCode).toBe(409);
    expect(demote.body).toContain("mindestens eine Person mit der Rolle admin");
    const remove = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "remove", memberId: admin.member.id, confirm: "ja" },
      admin.cookie,
    );
    expect(remove.statusCode).toBe(409);
    expect(remove.body).toContain("nicht selbst entfernen");
  });

  it("accepts state-changing requests only from the site's own origin", async () => {
    const { cookie, member } = await signedIn(h, "admin");
    const invite = { intent: "invite", email: "neu@e-gnition.example", roles: "lesen" };
    for (const headers of [
      { origin: undefined },
      { origin: "https://evil.example" },
      { origin: "http://127.0.0.1:3000" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
    ]) {
      const response = await areaPost(h, "/intern/mitglieder", invite, cookie, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.headers["cache-control"]).toBe("no-store");
    }
    for (const path of ["/intern/anmelden", "/intern/abmelden", "/intern/passkey"]) {
      const response = await areaPost(h, path, { email: member.email }, cookie, {
        origin: "https://evil.example",
      });
      expect(response.statusCode, path).toBe(403);
    }
    const ok = await areaPost(h, "/intern/mitglieder", invite, cookie, {
      "sec-fetch-site": "same-origin",
    });
    expect(ok.statusCode).toBe(200);
  });

  it("records sign-ins and failures in the audit log without visitors' data", async () => {
    const { member } = await signedIn(h, "kasse");
    const { link } = await signInByLink(member.email);
    const token = new URL(link, "http://x").searchParams.get("token")!;
    await areaPost(h, "/intern/anmelden/link", { token });
    await areaPost(h, "/intern/anmelden/link", { token: "x".repeat(43) });
    await areaPost(h, "/intern/anmelden", { email: "stranger@example.org" });
    const log = await h.database.db.select().from(teamAuditLog);
    expect(log.map((row) => row.action).sort()).toEqual(
      ["sign-in", "sign-in-failed", "sign-in-link-requested", "sign-in-link-requested"].sort(),
    );
    expect(JSON.stringify(log)).not.toContain("stranger");
  });

  it("never lets an area answer be cached or indexed", async () => {
    const { cookie } = await signedIn(h, "admin");
    const paths = [
      ...Object.values(AREA)
        .map((page) => page.path)
        .filter((path) => !path.includes(":")),
      ...AREA_PUBLIC_PATHS,
      "/intern/gibt-es-nicht",
      "/intern/eingaenge/00000000-0000-0000-0000-000000000000",
    ];
    for (const path of paths)
      for (const who of [cookie, undefined]) {
        const response = await areaGet(h, path, who);
        expect(response.headers["cache-control"], path).toBe("no-store");
        expect(response.headers["x-robots-tag"], path).toBe("noindex, nofollow");
        expect(response.headers.etag, path).toBeUndefined();
      }
    const page = await areaGet(h, "/intern/anmelden");
    expect(page.headers["permissions-policy"]).toContain("publickey-credentials-get=(self)");
    expect(page.headers["permissions-policy"]).toContain("publickey-credentials-create=(self)");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["content-security-policy"]).not.toContain("unsafe-inline");
    const publicPage = await areaGet(h, "/home");
    expect(publicPage.headers["permissions-policy"]).toContain("publickey-credentials-get=()");
    expect(publicPage.headers["permissions-policy"]).toContain("publickey-credentials-create=()");
    const robots = await areaGet(h, "/robots.txt");
    expect(robots.body).toContain("Disallow: /intern");
  });

  it("refuses oversized and unexpected bodies", async () => {
    const { cookie } = await signedIn(h, "admin");
    const big = await areaPost(h, "/intern/anmelden", { email: "a".repeat(70_000) }, cookie);
    expect(big.statusCode).toBe(413);
    const text = await h.app.inject({
      method: "POST",
      url: "/intern/anmelden",
      headers: { origin: "http://localhost:3000", "content-type": "text/plain", cookie },
      payload: "email=x",
    });
    expect(text.statusCode).toBe(415);
    const badJson = await h.app.inject({
      method: "POST",
      url: "/intern/passkey",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(badJson.statusCode).toBe(400);
  });

  // Last: the limit counts in this server's memory for the rest of the file.
  it("limits sign-in attempts per e-mail address and per client", async () => {
    const email = "target@e-gnition.example";
    const answers: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perEmail; i += 1)
      answers.push((await areaPost(h, "/intern/anmelden", { email })).statusCode);
    expect(answers.slice(0, SIGN_IN_LIMITS.perEmail)).toEqual(
      Array(SIGN_IN_LIMITS.perEmail).fill(200),
    );
    const limited = await areaPost(h, "/intern/anmelden", { email });
    expect(limited.statusCode).toBe(409);
    expect(limited.body).toContain("Zu viele Versuche");

    // Other addresses from the same client, until the client's own limit.
    let status = 200;
    for (let i = 0; i < SIGN_IN_LIMITS.perClient && status === 200; i += 1)
      status = (await areaPost(h, "/intern/anmelden", { email: `x${i}@e-gnition.example` }))
        .statusCode;
    expect(status).toBe(409);
    const otherClient = await h.app.inject({
      method: "POST",
      url: "/intern/anmelden",
      remoteAddress: "192.0.2.77",
      headers: {
        origin: "http://localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "email=another%40e-gnition.example",
    });
    expect(otherClient.statusCode).toBe(200);
  });
});
