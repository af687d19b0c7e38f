/**
 * Invitations to the team area: joining with a passkey (the ceremony's options belong to one
 * invitation, a passkey that is already someone's is refused, and nothing is spent by a refusal),
 * one open invitation per address, and invitations that end with the admin who sent them.
 */
import type { LightMyRequestResponse } from "fastify";
import { and, eq, or } from "drizzle-orm";
import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { format } from "../../app/i18n/format";
import { teamDe } from "../../app/i18n/messages/team.de";
import type { Role } from "../../app/team/permissions";
import { teamAuditLog, teamMembers, teamPasskeys } from "../../server/db/schema";
import { createLink, openInvitations, peekLink } from "../../server/team/links";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN, useHarness } from "./helpers/harness";
import { registrationResponse } from "./helpers/passkey";
import {
  areaPost,
  BUILD_DIR,
  built,
  sessionCookieOf,
  signedIn,
  useEmptyTeam,
} from "./helpers/team";

const CHALLENGE_COOKIE = "__Host-egn-passkey";

describe.skipIf(!built).each(databases)("team invitations on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  /** Each test from its own client address, so that the sign-in limit never counts across tests. */
  let client = 0;
  const nextClient = () => `192.0.2.${(client += 1)}`;

  function passkeyPost(body: Record<string, unknown>, from: string, cookie?: string) {
    return h.app.inject({
      method: "POST",
      url: "/intern/passkey",
      remoteAddress: from,
      headers: {
        origin: SITE_ORIGIN,
        "content-type": "application/json",
        ...(cookie && { cookie }),
      },
      payload: JSON.stringify(body),
    });
  }

  const challengeCookieOf = (response: LightMyRequestResponse) => {
    const header = response.headers["set-cookie"];
    const cookies = Array.isArray(header) ? header : [String(header)];
    return cookies.find((cookie) => cookie.startsWith(`${CHALLENGE_COOKIE}=`))?.split(";")[0];
  };

  /** The options step of joining with a passkey: the challenge and its cookie. */
  async function passkeyOptions(token: string, from: string, cookie?: string) {
    const answer = await passkeyPost(
      { purpose: "invitation", step: "options", token, name: "Nele Neu" },
      from,
      cookie,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { options } = answer.json<{ options: { challenge: string } }>();
    return { challenge: options.challenge, cookie: challengeCookieOf(answer)! };
  }

  /** Joins with a passkey: the options for `optionsToken`, the answer sent with `token`. */
  async function joinWithPasskey(
    token: string,
    { optionsToken = token, credentialId }: { optionsToken?: string; credentialId?: string } = {},
  ) {
    const from = nextClient();
    const { challenge, cookie } = await passkeyOptions(optionsToken, from);
    return passkeyPost(
      {
        purpose: "invitation",
        step: "verify",
        token,
        name: "Nele Neu",
        response: registrationResponse(challenge, credentialId),
      },
      from,
      cookie,
    );
  }

  const invite = (email: string, role: Role = "lesen", createdBy?: string) =>
    createLink(h.database.db, {
      kind: "invitation",
      email,
      roles: [role],
      ...(createdBy && { createdBy }),
    });

  const memberOf = async (email: string) =>
    (await h.database.db.select().from(teamMembers).where(eq(teamMembers.email, email)))[0];

  const noServerError = () =>
    expect(h.logs.filter((line) => line.includes('"level":50'))).toEqual([]);

  it("joins with a passkey: a member with the invitation's role, the passkey and a session", async () => {
    const { token } = await invite("nele@e-gnition.example", "admin");
    const answer = await joinWithPasskey(token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ redirect: "/intern" });
    expect(sessionCookieOf(answer)).toBeDefined();
    const member = await memberOf("nele@e-gnition.example");
    expect(member).toMatchObject({ name: "Nele Neu", roles: ["admin"] });
    const passkeys = await h.database.db
      .select()
      .from(teamPasskeys)
      .where(eq(teamPasskeys.memberId, member!.id));
    expect(passkeys).toHaveLength(1);
    expect(await peekLink(h.database.db, "invitation", token)).toBeUndefined();
  });

  it("refuses the options of one invitation answered with another's token, spending neither", async () => {
    const first = await invite("erste@e-gnition.example");
    const second = await invite("zweite@e-gnition.example", "admin");

    const answer = await joinWithPasskey(second.token, { optionsToken: first.token });

    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: teamDe.passkey.tryAgain });
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(await peekLink(h.database.db, "invitation", first.token)).toBeDefined();
    expect(await peekLink(h.database.db, "invitation", second.token)).toBeDefined();
    expect(await memberOf("erste@e-gnition.example")).toBeUndefined();
    expect(await memberOf("zweite@e-gnition.example")).toBeUndefined();
    // The second invitation still works, with its own options.
    expect((await joinWithPasskey(second.token)).statusCode).toBe(200);
    expect(await memberOf("zweite@e-gnition.example")).toMatchObject({ roles: ["admin"] });
  });

  it("refuses a passkey that another member has, in German, and spends nothing", async () => {
    const credentialId = "c2FtZS1wYXNza2V5LWlk";
    const { token: firstToken } = await invite("hat@e-gnition.example");
    expect((await joinWithPasskey(firstToken, { credentialId })).statusCode).toBe(200);

    const { token } = await invite("neu@e-gnition.example");
    const answer = await joinWithPasskey(token, { credentialId });

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: teamDe.passkey.taken });
    expect(sessionCookieOf(answer)).toBeUndefined();
    expect(await memberOf("neu@e-gnition.example")).toBeUndefined();
    expect(await peekLink(h.database.db, "invitation", token)).toBeDefined();
    const owner = await h.database.db
      .select({ email: teamMembers.email })
      .from(teamPasskeys)
      .innerJoin(teamMembers, eq(teamMembers.id, teamPasskeys.memberId))
      .where(eq(teamPasskeys.id, credentialId));
    expect(owner).toEqual([{ email: "hat@e-gnition.example" }]);
    noServerError();
    // With a passkey of its own, the invitation still works.
    expect((await joinWithPasskey(token)).statusCode).toBe(200);
  });

  it("refuses another member's passkey as a member's new passkey", async () => {
    const credentialId = "YW5kZXJlci1wYXNza2V5";
    const { token } = await invite("erste@e-gnition.example");
    expect((await joinWithPasskey(token, { credentialId })).statusCode).toBe(200);
    const { cookie, member } = await signedIn(h, "lesen");
    const from = nextClient();

    const options = await passkeyPost({ purpose: "add-passkey", step: "options" }, from, cookie);
    const { challenge } = options.json<{ options: { challenge: string } }>().options;
    const answer = await passkeyPost(
      {
        purpose: "add-passkey",
        step: "verify",
        response: registrationResponse(challenge, credentialId),
      },
      from,
      `${cookie}; ${challengeCookieOf(options)}`,
    );

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: teamDe.passkey.taken });
    const own = await h.database.db
      .select()
      .from(teamPasskeys)
      .where(eq(teamPasskeys.memberId, member.id));
    expect(own).toEqual([]);
    noServerError();
  });

  it("joins by e-mail link and refuses an address that is a member already, spending nothing", async () => {
    const { token } = await invite("ohne@e-gnition.example");
    const joined = await areaPost(h, "/intern/einladung", { token, name: "Otto Ohne" });
    expect(joined.statusCode).toBe(302);
    expect(joined.headers.location).toBe("/intern/konto");
    expect(sessionCookieOf(joined)).toBeDefined();
    expect(await memberOf("ohne@e-gnition.example")).toMatchObject({ roles: ["lesen"] });

    const { member } = await signedIn(h, "kasse");
    const again = await invite(member.email, "admin");
    const refused = await areaPost(h, "/intern/einladung", { token: again.token, name: "Kai" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(teamDe.invitation.alreadyMember);
    expect(await peekLink(h.database.db, "invitation", again.token)).toBeDefined();
    expect(await memberOf(member.email)).toMatchObject({ roles: ["kasse"] });
  });

  /** Accepting an invitation without a passkey: the form of the invitation page. */
  const joinByForm = (token: string) =>
    areaPost(h, "/intern/einladung", { token, name: "Nele Neu" });

  const revocations = () =>
    h.database.db
      .select({
        target: teamAuditLog.target,
        actor: teamAuditLog.actor,
        detail: teamAuditLog.detail,
      })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "invitation-revoked"));

  it("revokes the open invitations of an admin who is removed, and no others", async () => {
    const boss = await signedIn(h, "admin", "chefin@e-gnition.example");
    const leaving = await signedIn(h, "admin", "geht@e-gnition.example");
    const fromLeaving = await invite("von-geht@e-gnition.example", "admin", leaving.member.id);
    const fromBoss = await invite("von-chefin@e-gnition.example", "kasse", boss.member.id);
    const fromCli = await invite("von-cli@e-gnition.example", "admin");

    const removed = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "remove", memberId: leaving.member.id, confirm: "ja" },
      boss.cookie,
    );
    expect(removed.statusCode).toBe(200);

    expect(await peekLink(h.database.db, "invitation", fromLeaving.token)).toBeUndefined();
    const refused = await joinByForm(fromLeaving.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(teamDe.invitation.gone);
    expect(await memberOf("von-geht@e-gnition.example")).toBeUndefined();
    expect(await revocations()).toEqual([
      {
        target: "von-geht@e-gnition.example",
        actor: "chefin@e-gnition.example",
        detail: { sender: "geht@e-gnition.example" },
      },
    ]);
    // The others' invitations stay, and work.
    expect((await joinByForm(fromBoss.token)).statusCode).toBe(302);
    expect((await joinWithPasskey(fromCli.token)).statusCode).toBe(200);
  });

  it("revokes the open invitations of an admin who gets a role that cannot invite", async () => {
    const boss = await signedIn(h, "admin", "chefin@e-gnition.example");
    const demoted = await signedIn(h, "admin", "bald-lesen@e-gnition.example");
    const sent = await invite("eingeladen@e-gnition.example", "admin", demoted.member.id);

    const changed = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "change-role", memberId: demoted.member.id, roles: "lesen" },
      boss.cookie,
    );
    expect(changed.statusCode).toBe(200);

    expect(await peekLink(h.database.db, "invitation", sent.token)).toBeUndefined();
    expect((await joinByForm(sent.token)).statusCode).toBe(409);
    expect(await revocations()).toHaveLength(1);
  });

  it("invites with several roles and changes them, each checkbox a field of its own", async () => {
    const boss = await signedIn(h, "admin", "chefin@e-gnition.example");
    const email = "pr@e-gnition.example";
    // As a browser without JavaScript posts two checked boxes: the field twice.
    const invited = await areaPost(
      h,
      "/intern/mitglieder",
      [
        ["intent", "invite"],
        ["email", email],
        ["roles", "redaktion"],
        ["roles", "newsletter"],
      ],
      boss.cookie,
    );
    expect(invited.statusCode).toBe(200);
    const [open] = await openInvitations(h.database.db);
    expect(open!.roles).toEqual(["newsletter", "redaktion"]);
    // The area's invitation waits in the outbox with its token; one made here gives it.
    const again = await createLink(h.database.db, {
      kind: "invitation",
      email,
      roles: ["redaktion", "newsletter"],
    });
    expect((await joinByForm(again.token)).statusCode).toBe(302);
    const pr = (await memberOf(email))!;
    expect(pr.roles).toEqual(["newsletter", "redaktion"]);

    const post = (roles: string[]) =>
      areaPost(
        h,
        "/intern/mitglieder",
        [
          ["intent", "change-role"],
          ["memberId", pr.id],
          ...roles.map((role): [string, string] => ["roles", role]),
        ],
        boss.cookie,
      );
    expect((await post([])).statusCode).toBe(400);
    expect((await post(["lesen", "chef"])).statusCode).toBe(400);
    const changed = await post(["lesen", "newsletter", "lesen"]);
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain(
      format(teamDe.members.rolesChanged, { email, roles: "Rollen newsletter, lesen" }),
    );
    expect((await memberOf(email))!.roles).toEqual(["newsletter", "lesen"]);
    const log = await h.database.db
      .select({ action: teamAuditLog.action, detail: teamAuditLog.detail })
      .from(teamAuditLog)
      .where(or(eq(teamAuditLog.target, email), eq(teamAuditLog.actor, email)))
      .orderBy(teamAuditLog.id);
    expect(log).toEqual([
      { action: "member-invited", detail: { roles: "newsletter, redaktion" } },
      { action: "invitation-accepted", detail: { roles: "newsletter, redaktion" } },
      {
        action: "role-changed",
        detail: { from: "newsletter, redaktion", to: "newsletter, lesen" },
      },
    ]);
  });

  it("replaces an address's open invitation with a new one", async () => {
    const boss = await signedIn(h, "admin");
    const email = "zweimal@e-gnition.example";
    const first = await invite(email, "admin", boss.member.id);

    const again = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "invite", email, roles: "lesen" },
      boss.cookie,
    );

    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(format(teamDe.members.invitedAgain, { email }));
    const open = await openInvitations(h.database.db);
    expect(open.map(({ email, roles }) => ({ email, roles }))).toEqual([
      { email, roles: ["lesen"] },
    ]);
    expect(await peekLink(h.database.db, "invitation", first.token)).toBeUndefined();
    expect((await joinByForm(first.token)).statusCode).toBe(409);
    const invited = await h.database.db
      .select({ detail: teamAuditLog.detail })
      .from(teamAuditLog)
      .where(and(eq(teamAuditLog.action, "member-invited"), eq(teamAuditLog.target, email)));
    expect(invited).toEqual([{ detail: { roles: "lesen", replaced: true } }]);
  });

  /**
   * Sends a request's head and the first KB of a body of `length` bytes, and waits `waitMs` for
   * the answer (the rest of the body never follows); resolves with its status line, if one came.
   */
  function postWithoutBody(
    port: number,
    path: string,
    headers: Record<string, string>,
    length: number,
    waitMs = 3000,
  ) {
    return new Promise<string | undefined>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      const finish = () => {
        clearTimeout(limit);
        socket.destroy();
        resolve(answer ? answer.split("\r\n")[0] : undefined);
      };
      const limit = setTimeout(finish, waitMs);
      socket.on("data", (chunk: Buffer) => {
        answer += chunk.toString("latin1");
        if (answer.includes("\r\n\r\n")) finish();
      });
      socket.on("error", () => {});
      const head = Object.entries({
        host: "localhost:3000",
        "content-length": String(length),
        ...headers,
      })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("");
      socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
      socket.write("x".repeat(1024));
    });
  }

  it("answers a post without a session, or from another origin, before reading its body", async () => {
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = h.app.server.address() as { port: number };
    const upload = { "content-type": "multipart/form-data; boundary=grenze" };
    const tenMegabytes = 10 * 1024 * 1024;

    const anonymous = await postWithoutBody(
      port,
      "/intern/kasse",
      { ...upload, origin: SITE_ORIGIN },
      tenMegabytes,
    );
    expect(anonymous).toBe("HTTP/1.1 302 Found");
    const foreign = await postWithoutBody(
      port,
      "/intern/kasse",
      { ...upload, origin: "https://evil.example" },
      tenMegabytes,
    );
    expect(foreign).toBe("HTTP/1.1 403 Forbidden");
    const expired = await postWithoutBody(
      port,
      "/intern/mitglieder.data",
      { ...upload, origin: SITE_ORIGIN, cookie: `__Host-egn-sitzung=${"x".repeat(43)}` },
      60 * 1024,
    );
    expect(expired).toMatch(/^HTTP\/1\.1 [23]\d\d /);
    // With a session, the upload is read (and would be answered once it is all there).
    const { cookie } = await signedIn(h, "kasse");
    const member = await postWithoutBody(
      port,
      "/intern/kasse",
      { ...upload, origin: SITE_ORIGIN, cookie },
      tenMegabytes,
      1000,
    );
    expect(member).toBeUndefined();
  });

  it("reads only small bodies for the forms one posts to without a session", async () => {
    const { token } = await invite("neu@e-gnition.example");
    for (const [path, fields] of [
      ["/intern/anmelden", { email: "a@e-gnition.example" }],
      ["/intern/anmelden/link", { token }],
      ["/intern/einladung", { token, name: "Nele Neu" }],
    ] as const) {
      const padded = { ...fields, padding: "x".repeat(20 * 1024) };
      const big = await areaPost(h, path, padded);
      expect(big.statusCode, path).toBe(413);
    }
    const passkey = await passkeyPost(
      { purpose: "sign-in", step: "options", padding: "x".repeat(20 * 1024) },
      nextClient(),
    );
    expect(passkey.statusCode).toBe(413);
    expect(await peekLink(h.database.db, "invitation", token)).toBeDefined();
    // A member's forms take more.
    const { cookie } = await signedIn(h, "admin");
    const members = await areaPost(
      h,
      "/intern/mitglieder",
      {
        intent: "invite",
        email: "x@e-gnition.example",
        roles: "lesen",
        note: "x".repeat(20 * 1024),
      },
      cookie,
    );
    expect(members.statusCode).toBe(200);
  });
});
