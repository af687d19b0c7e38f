import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, bytes, createdAt } from "./columns";

/**
 * The team area's tables (docs/decisions/0130-team-area-sign-in-and-sessions.md). Secrets that
 * a browser or an e-mail holds (session cookies, invitation and sign-in links, WebAuthn
 * challenge cookies) are kept only as SHA-256 hashes.
 */

/** The roles of app/team/permissions.ts, as the database checks them. */
const KNOWN_ROLES = sql.raw(`array['admin', 'kasse', 'newsletter', 'redaktion', 'lesen']::text[]`);

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** Lower-cased. */
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    /** At least one role; the member may do what any of them allows (ADR 0169). */
    roles: text("roles").array().notNull(),
    /** The user handle passkeys of this member carry (WebAuthn `user.id`), random. */
    webauthnUserId: text("webauthn_user_id").notNull().unique(),
    lastSignInAt: at("last_sign_in_at"),
    /** The sign-in before the last one: the overview's "new since your last visit". */
    previousSignInAt: at("previous_sign_in_at"),
    /** The language of the area's pages and mails for this member (ADR 0176). */
    language: text("language").notNull().default("de"),
  },
  (table) => [
    check("team_members_language", sql`${table.language} in ('de', 'en')`),
    check(
      "team_members_roles",
      sql`cardinality(${table.roles}) > 0 and ${table.roles} <@ ${KNOWN_ROLES}`,
    ),
  ],
);

export const teamPasskeys = pgTable(
  "team_passkeys",
  {
    /** The credential id (base64url) as the authenticator reports it. */
    id: text("id").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    publicKey: bytes("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    /** What the member sees, e.g. "Chrome auf Android, 26.11.2026". */
    label: text("label").notNull(),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [index("team_passkeys_member").on(table.memberId)],
);

export const teamSessions = pgTable(
  "team_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    /** The absolute end; the idle end is `lastSeenAt` plus the idle time. */
    expiresAt: at("expires_at").notNull(),
    /** "passkey" or "email". */
    method: text("method").notNull(),
    /** Browser and system, from the User-Agent at sign-in (shown in the member's session list). */
    device: text("device").notNull(),
  },
  (table) => [
    index("team_sessions_member").on(table.memberId),
    index("team_sessions_expires_at").on(table.expiresAt),
  ],
);

/** One-time links: an invitation (72 h) or an e-mail sign-in (15 min). */
export const teamTokens = pgTable(
  "team_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** Lower-cased. */
    email: text("email").notNull(),
    /** The roles an invitation gives (none for a sign-in link). */
    roles: text("roles").array(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    createdBy: uuid("created_by").references(() => teamMembers.id, { onDelete: "set null" }),
    /** The language of the link's e-mail: a sign-in link's member's (ADR 0176). */
    language: text("language").notNull().default("de"),
  },
  (table) => [
    check("team_tokens_language", sql`${table.language} in ('de', 'en')`),
    check("team_tokens_kind", sql`${table.kind} in ('invitation', 'sign-in')`),
    check("team_tokens_roles", sql`${table.roles} <@ ${KNOWN_ROLES}`),
    index("team_tokens_email").on(table.email),
  ],
);

/** A WebAuthn ceremony in progress, found again by the hash of a short-lived cookie. */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  idHash: text("id_hash").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose").notNull(),
  memberId: uuid("member_id").references(() => teamMembers.id, { onDelete: "cascade" }),
  tokenId: uuid("token_id").references(() => teamTokens.id, { onDelete: "cascade" }),
  /** The name an invited member gave before registering the passkey. */
  name: text("name"),
  /** The WebAuthn user handle offered for a new member's passkey. */
  userHandle: text("user_handle"),
  expiresAt: at("expires_at").notNull(),
});

/**
 * Who did what when. It names members and the ids of what they acted on, never a visitor's
 * personal data (no names, addresses or e-mail addresses of donors, writers or subscribers).
 */
export const teamAuditLog = pgTable(
  "team_audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: at("at").notNull().defaultNow(),
    memberId: uuid("member_id").references(() => teamMembers.id, { onDelete: "set null" }),
    /** The member's e-mail address at the time (kept when the member is removed). */
    actor: text("actor"),
    action: text("action").notNull(),
    /** What it concerned: a submission's id, a member's address, a count. */
    target: text("target"),
    detail: jsonb("detail").$type<Record<string, string | number | boolean | null>>(),
  },
  (table) => [index("team_audit_log_at").on(table.at)],
);

export type MemberRow = typeof teamMembers.$inferSelect;
export type PasskeyRow = typeof teamPasskeys.$inferSelect;
export type SessionRow = typeof teamSessions.$inferSelect;
export type TeamTokenRow = typeof teamTokens.$inferSelect;
export type AuditRow = typeof teamAuditLog.$inferSelect;
