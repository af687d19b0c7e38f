/** `npm run team`: the first admin without mail, the member list, roles, removal, recovery. */
import { describe, expect, it } from "vitest";
import { run } from "../../server/cli/team";
import { teamMembers, teamSessions, teamTokens } from "../../server/db/schema";
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
      role: "admin",
      email: "chefin@e-gnition.example",
    });
    expect(token!.tokenHash).not.toContain(last.split("=")[1]);
  });

  it("refuses a bad role, a bad address, an unknown command", async () => {
    await expect(team("invite", "--email", "a@b.example", "--role", "chef")).rejects.toThrow(
      /--role muss eine von admin, kasse, newsletter, redaktion, lesen sein/,
    );
    await expect(team("invite", "--email", "kein-at", "--role", "admin")).rejects.toThrow(/E-Mail/);
    await expect(team("zaubern")).rejects.toThrow(/Unbekannter Befehl/);
  });

  it("lists members, changes a role, removes a member with their sessions", async () => {
    await signedIn(h, "admin");
    const { member } = await signedIn(h, "lesen");
    expect(await team("list")).toMatch(/lesen@e-gnition\.example\s+lesen\s+0 Passkeys/);
    expect(await team("role", "--email", member.email, "--role", "kasse")).toContain(
      "lesen → kasse",
    );
    expect(await team("remove", "--email", member.email)).toContain("Entfernt");
    const members = await h.database.db.select().from(teamMembers);
    expect(members.map((m) => m.role)).toEqual(["admin"]);
    const sessions = await h.database.db.select().from(teamSessions);
    expect(sessions).toHaveLength(1);
  });

  it("will not remove or demote the last admin", async () => {
    const { member } = await signedIn(h, "admin");
    await expect(team("remove", "--email", member.email)).rejects.toThrow(/mindestens eine Person/);
    await expect(team("role", "--email", member.email, "--role", "lesen")).rejects.toThrow(
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
