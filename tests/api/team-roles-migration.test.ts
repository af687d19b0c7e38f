/**
 * Migration 0013 on a database with members and links of one role each: every member and every
 * invitation keeps its role as a set of one, a sign-in link has none, and the team's last admin
 * still cannot lose the role.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { teamMembers, teamTokens } from "../../server/db/schema";
import { changeRoles, LastAdminError, listMembers } from "../../server/team/members";
import { databases } from "./helpers/databases";
import { databaseBefore } from "./helpers/migrations";

const BEFORE = "0014_team_member_roles";

/** Two members and two links as the team area kept them before 0013. */
const OLD_ROWS = [
  sql`insert into team_members (email, name, role, webauthn_user_id)
      values ('ada@e-gnition.example', 'Ada Admin', 'admin', 'handle-ada'),
             ('kai@e-gnition.example', 'Kai Kasse', 'kasse', 'handle-kai')`,
  sql`insert into team_tokens (kind, token_hash, email, role, expires_at)
      values ('invitation', 'hash-1', 'neu@e-gnition.example', 'newsletter', now() + interval '1 day'),
             ('sign-in', 'hash-2', 'kai@e-gnition.example', null, now() + interval '1 hour')`,
];

describe.each(databases)("migration 0013 on $name", (database) => {
  it("gives every member and invitation its one role as a set; the last admin stays", async () => {
    const { env, dispose } = await databaseBefore(database, BEFORE, OLD_ROWS);
    try {
      const migrated = await openDatabase(env);
      try {
        const { db } = migrated;
        const members = await listMembers(db);
        expect(members.map(({ email, roles }) => [email, roles])).toEqual([
          ["ada@e-gnition.example", ["admin"]],
          ["kai@e-gnition.example", ["kasse"]],
        ]);
        const tokens = await db.select().from(teamTokens).orderBy(teamTokens.kind);
        expect(tokens.map(({ kind, roles }) => [kind, roles])).toEqual([
          ["invitation", ["newsletter"]],
          ["sign-in", null],
        ]);

        const ada = members[0]!;
        await expect(changeRoles(db, { actor: "Test" }, ada, ["kasse"])).rejects.toThrow(
          LastAdminError,
        );
        await changeRoles(db, { actor: "Test" }, ada, ["admin", "newsletter"]);
        // The database takes no member without a role, nor a role it does not know.
        for (const roles of [[], ["chef"]])
          await expect(
            db.insert(teamMembers).values({
              email: `x${roles.length}@e-gnition.example`,
              name: "X",
              roles,
              webauthnUserId: `handle-x${roles.length}`,
            }),
          ).rejects.toThrow();
        expect((await listMembers(db)).map(({ roles }) => roles)).toEqual([
          ["admin", "newsletter"],
          ["kasse"],
        ]);
      } finally {
        await migrated.close();
      }
    } finally {
      await dispose();
    }
  }, 60_000); // a PGlite database migrated from empty, then once more
});
