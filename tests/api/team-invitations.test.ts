/**
 * Invitations to the team area: joining with a passkey (the ceremony's options belong to one
 * invitation, a passkey that is already someone's is refused, and nothing is spent by a refusal),
 * one open invitation per address, and invitations that end with the admin who sent them.
 */
import type { LightMyRequestResponse } from "fastify";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamMembers, teamPasskeys } from "../../server/db/schema";
import { createLink, peekLink } from "../../server/team/links";
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

  const invite = (email: string, role: "admin" | "lesen" = "lesen", createdBy?: string) =>
    createLink(h.database.db, { kind: "invitation", email, role, ...(createdBy && { createdBy }) });

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
    expect(member).toMatchObject({ name: "Nele Neu", role: "admin" });
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
    expect(await memberOf("zweite@e-gnition.example")).toMatchObject({ role: "admin" });
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
    expect(await memberOf("ohne@e-gnition.example")).toMatchObject({ role: "lesen" });

    const { member } = await signedIn(h, "kasse");
    const again = await invite(member.email, "admin");
    const refused = await areaPost(h, "/intern/einladung", { token: again.token, name: "Kai" });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(teamDe.invitation.alreadyMember);
    expect(await peekLink(h.database.db, "invitation", again.token)).toBeDefined();
    expect(await memberOf(member.email)).toMatchObject({ role: "kasse" });
  });
});
