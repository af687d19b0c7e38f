import { and, arrayContains, asc, eq, isNull, sql } from "drizzle-orm";
import { isLocale, type Locale } from "../../app/i18n/locale";
import { can, type Role } from "../../app/team/permissions";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { teamMembers, teamPasskeys, teamTokens, type MemberRow } from "../db/schema";
import { recordAudit, recordRevoked, type Actor } from "./audit";
import { newSecret } from "./secrets";
import { AreaRefusal } from "./refusal";

/** The language of a member's area pages and mails. */
export const memberLocale = (member: { language: string }): Locale =>
  isLocale(member.language) ? member.language : "de";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | undefined> {
  const [member] = await db
    .select()
    .from(teamMembers)
    .where(eq(teamMembers.email, normalizeEmail(email)));
  return member;
}

export async function findMember(db: Db, id: string): Promise<MemberRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.id, id));
  return member;
}

export interface MemberListItem extends MemberRow {
  passkeys: number;
}

export async function listMembers(db: Db): Promise<MemberListItem[]> {
  return db
    .select({
      id: teamMembers.id,
      createdAt: teamMembers.createdAt,
      email: teamMembers.email,
      name: teamMembers.name,
      roles: teamMembers.roles,
      webauthnUserId: teamMembers.webauthnUserId,
      lastSignInAt: teamMembers.lastSignInAt,
      previousSignInAt: teamMembers.previousSignInAt,
      language: teamMembers.language,
      passkeys: sql<number>`(select count(*)::int from ${teamPasskeys} where ${teamPasskeys}.member_id = ${teamMembers}.id)`,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.name), asc(teamMembers.email));
}

export interface NewMember {
  email: string;
  name: string;
  roles: readonly Role[];
  webauthnUserId?: string;
}

/** Adds a member; undefined when the address is a member already (then nothing changes). */
export async function insertMember(db: Db, values: NewMember): Promise<MemberRow | undefined> {
  const [created] = await db
    .insert(teamMembers)
    .values({
      ...values,
      roles: [...values.roles],
      email: normalizeEmail(values.email),
      webauthnUserId: values.webauthnUserId ?? newSecret(),
    })
    .onConflictDoNothing({ target: teamMembers.email })
    .returning();
  return created;
}

/** Creates a member (the command line, tests); an existing address keeps its member. */
export async function createMember(db: Db, values: NewMember): Promise<MemberRow> {
  return (await insertMember(db, values)) ?? (await findMemberByEmail(db, values.email))!;
}

export class LastAdminError extends AreaRefusal {
  constructor() {
    super("lastAdmin");
  }
}

/**
 * Runs `change` and undoes it when it left the team without an admin (serialised by a lock on
 * the members table, so two admins demoting each other at once cannot both succeed).
 */
async function keepingAnAdmin(db: Db, change: (tx: Db) => Promise<void>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${teamMembers} in share row exclusive mode`);
    await change(tx as unknown as Db);
    if ((await countAdmins(tx as unknown as Db)) === 0) throw new LastAdminError();
  });
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ admins: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(arrayContains(teamMembers.roles, ["admin"]));
  return row?.admins ?? 0;
}

/**
 * Revokes the invitations a member sent that are not accepted yet (their unsent e-mails go with
 * them); returns the addresses of those still open. An invitation carries the authority of the
 * admin who sent it, so it ends when they can no longer invite. (Checking the sender when an
 * invitation is accepted could not tell a removed admin's invitation from one of the command
 * line: both have no sender then.)
 */
async function revokeInvitationsFrom(db: Db, memberId: string): Promise<string[]> {
  const revoked = await db
    .delete(teamTokens)
    .where(
      and(
        eq(teamTokens.kind, "invitation"),
        eq(teamTokens.createdBy, memberId),
        isNull(teamTokens.usedAt),
      ),
    )
    .returning({ email: teamTokens.email, expiresAt: teamTokens.expiresAt });
  const now = Date.now();
  return revoked.filter((row) => row.expiresAt.getTime() > now).map((row) => row.email);
}

/** The roles as the audit log records them: "newsletter, redaktion". */
export const rolesText = (roles: readonly string[]) => roles.join(", ");

/**
 * Gives a member other roles and records it (the roles before and after) with who did it; a
 * member who can no longer invite loses the open invitations they sent. Returns those
 * invitations' addresses. Refused with LastAdminError when it would leave the team without an
 * admin.
 */
export async function changeRoles(
  db: Db,
  who: Actor,
  target: Pick<MemberRow, "id" | "email" | "roles">,
  roles: readonly Role[],
): Promise<string[]> {
  let revoked: string[] = [];
  await keepingAnAdmin(db, async (tx) => {
    await tx
      .update(teamMembers)
      .set({ roles: [...roles] })
      .where(eq(teamMembers.id, target.id));
    if (!can(roles, "members:manage")) revoked = await revokeInvitationsFrom(tx, target.id);
  });
  await recordAudit(db, {
    ...who,
    action: "role-changed",
    target: target.email,
    detail: { from: rolesText(target.roles), to: rolesText(roles) },
  });
  await recordRevoked(db, who, target.email, revoked);
  return revoked;
}

/**
 * Removes a member: their passkeys and sessions go with them (foreign keys), at once, and the
 * open invitations they sent are revoked; the log records both. Returns those invitations'
 * addresses. Refused with {@link LastAdminError} for the last admin.
 */
export async function removeMember(
  db: Db,
  who: Actor,
  target: Pick<MemberRow, "id" | "email">,
): Promise<string[]> {
  let revoked: string[] = [];
  await keepingAnAdmin(db, async (tx) => {
    revoked = await revokeInvitationsFrom(tx, target.id);
    await tx.delete(teamMembers).where(eq(teamMembers.id, target.id));
  });
  await recordAudit(db, { ...who, action: "member-removed", target: target.email });
  await recordRevoked(db, who, target.email, revoked);
  return revoked;
}

/** A member chooses the language of their area pages and mails; the log records the change. */
export async function setMemberLanguage(
  db: Db,
  member: Pick<MemberRow, "id" | "email" | "language">,
  language: Locale,
): Promise<void> {
  if (member.language === language) return;
  await db.update(teamMembers).set({ language }).where(eq(teamMembers.id, member.id));
  await recordAudit(db, {
    action: "language-changed",
    member,
    detail: { locale: language },
  });
}
