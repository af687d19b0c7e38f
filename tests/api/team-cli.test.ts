/** `npm run team`: the first admin without mail, the member list, roles, removal, recovery. */
import { describe, expect, it } from "vitest";
import { run } from "../../server/cli/team";
import { eq } from "drizzle-orm";
import { teamAuditLog, teamMembers, teamSessions, teamTokens } from "../../server/db/schema";
import { useCli } from "./helpers/cli";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import {
  BUILD_DIR,
  built,
  areaGet,
  areaPost,
  sessionCookieOf,
  signedIn,
  useEmptyTeam,
} from "./helpers/team";

describe.each(databases)("npm run team on $name", (database) => {
  const h = useHarness(database);
  useEmptyTeam(h);
  const team = useCli(h, (args, db) => run(args, db, h.config));

  it("invites the first admin and prints the link as the last line", async () => {
    const output = await team("invite", "--email", "Chefin@E-gnition.example", "--role", "admin");
    const last = output.split("\n").at(-1)!;
    expect(last).toMatch(/^http:\/\/localhost:3000\/intern\/einladung\?token=[\w-]{43}$/);
    expect(output).toContain("E-Mail an chefin@e-gnition.example gesendet");
    const [mail] = await h.sink.waitFor(1);
    expect(mail!.text).toContain(last);
    const [token] = await h.database.db.select().from(teamTokens);
    expect(token).toMatchObject({
      kind: "invitation",
      roles: ["admin"],
      email: "chefin@e-gnition.example",
    });
    expect(token!.tokenHash).not.toContain(last.split("=")[1]);
  });

  it("invites with several roles, named again or in a comma list", async () => {
    await team(
      "invite",
      "--email",
      "pr@e-gnition.example",
      "--role",
      "redaktion",
      "--role",
      "newsletter",
    );
    await team("invite", "--email", "kasse@e-gnition.example", "--role", "lesen,kasse");
    const tokens = await h.database.db.select().from(teamTokens).orderBy(teamTokens.email);
    expect(tokens.map(({ email, roles }) => [email, roles])).toEqual([
      ["kasse@e-gnition.example", ["kasse", "lesen"]],
      ["pr@e-gnition.example", ["newsletter", "redaktion"]],
    ]);
    const mails = await h.sink.waitFor(2);
    expect(mails.map((mail) => mail.text)).toContainEqual(
      expect.stringContaining(
        "mit den Rollen newsletter (Abonnentinnen und Abonnenten) und redaktion (",
      ),
    );
  });

  it("refuses a bad role, a bad address, an unknown command", async () => {
    await expect(team("invite", "--email", "a@b.example", "--role", "chef")).rejects.toThrow(
      /--role muss eine oder mehrere von admin, kasse, newsletter, redaktion, lesen nennen \(nicht "chef"\)/,
    );
    await expect(team("invite", "--email", "a@b.example")).rejects.toThrow(/--role muss/);
    await expect(team("invite", "--email", "kein-at", "--role", "admin")).rejects.toThrow(/E-Mail/);
    await expect(team("zaubern")).rejects.toThrow(/Unbekannter Befehl/);
  });

  it("lists members, changes their roles, removes a member with their sessions", async () => {
    await signedIn(h, "admin");
    const { member } = await signedIn(h, "lesen");
    expect(await team("list")).toMatch(/lesen@e-gnition\.example\s+lesen\s+0 Passkeys/);
    expect(
      await team("role", "--email", member.email, "--role", "redaktion", "--role", "newsletter"),
    ).toContain("Rollen lesen → newsletter, redaktion");
    expect(await team("list")).toMatch(
      /lesen@e-gnition\.example\s+newsletter, redaktion\s+0 Passkeys/,
    );
    const [changed] = await h.database.db
      .select({ detail: teamAuditLog.detail, actor: teamAuditLog.actor })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "role-changed"));
    expect(changed).toEqual({
      actor: "Kommandozeile",
      detail: { from: "lesen", to: "newsletter, redaktion" },
    });
    expect(await team("remove", "--email", member.email)).toContain("Entfernt");
    // The command line removes as the members page does: the same use case, the same log entry.
    const removed = await h.database.db
      .select({ actor: teamAuditLog.actor, target: teamAuditLog.target })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "member-removed"));
    expect(removed).toEqual([{ actor: "Kommandozeile", target: member.email }]);
    const members = await h.database.db.select().from(teamMembers);
    expect(members.map((m) => m.roles)).toEqual([["admin"]]);
    const sessions = await h.database.db.select().from(teamSessions);
    expect(sessions).toHaveLength(1);
  });

  it("will not remove or demote the last admin", async () => {
    const { member } = await signedIn(h, "admin");
    await expect(team("remove", "--email", member.email)).rejects.toThrow(/mindestens eine Person/);
    await expect(team("role", "--email", member.email, "--role", "lesen")).rejects.toThrow(
      /mindestens eine Person/,
    );
    // Another role beside admin is no loss of it.
    expect(await team("role", "--email", member.email, "--role", "admin,kasse")).toContain(
      "Rollen admin → admin, kasse",
    );
    await expect(team("role", "--email", member.email, "--role", "kasse")).rejects.toThrow(
      /mindestens eine Person/,
    );
  });
});

describe.skipIf(!built).each(databases)("recovering a lost passkey on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);
  const team = useCli(h, (args, db) => run(args, db, h.config));

  it("prints a sign-in link for the last admin that works once", async () => {
    const { member } = await signedIn(h, "admin");
    const output = await team("recover", "--email", member.email);
    const link = new URL(output.split("\n").at(-1)!);
    expect(link.pathname).toBe("/intern/anmelden/link");
    const token = link.searchParams.get("token")!;
    const page = await areaGet(h, link.pathname + link.search);
    expect(page.body).toContain(member.email);
    const signedInAgain = await areaPost(h, "/intern/anmelden/link", { token });
    expect(sessionCookieOf(signedInAgain)).toBeDefined();
  });
});
