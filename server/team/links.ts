import type { Locale } from "../../app/i18n/locale";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Role } from "../../app/team/permissions";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { notificationOutbox, teamTokens, type TeamTokenRow } from "../db/schema";
import { normalizeEmail } from "./members";
import { hashSecret, isSecretShaped, newSecret } from "./secrets";

/** How long a one-time link works. */
export const LINK_LIFETIME_MS = {
  invitation: 72 * 60 * 60 * 1000,
  "sign-in": 15 * 60 * 1000,
} as const;

export type LinkKind = keyof typeof LINK_LIFETIME_MS;

/** The page each link leads to (it shows a button: mail scanners follow links, not forms). */
export const LINK_PAGES: Record<LinkKind, string> = {
  invitation: "/intern/einladung",
  "sign-in": "/intern/anmelden/link",
};

export const linkUrl = (siteOrigin: string, kind: LinkKind, token: string) =>
  `${new URL(LINK_PAGES[kind], siteOrigin).href}?token=${encodeURIComponent(token)}`;

export interface NewLink {
  token: string;
  row: TeamTokenRow;
  outboxId: number;
  /** An invitation: whether it replaced an open one for the same address. */
  replaced: boolean;
}

/**
 * Makes a one-time link and queues its e-mail in the outbox (one transaction). The raw token
 * is returned (the command line prints an invitation) and kept in the outbox row only until
 * the e-mail is sent. A new invitation replaces the address's invitations not yet accepted
 * (with their unsent e-mails): an address has one open invitation, with its roles.
 */
export async function createLink(
  db: Db,
  values: {
    kind: LinkKind;
    email: string;
    roles?: readonly Role[];
    createdBy?: string;
    /** The language of the e-mail (a sign-in link: the member's). */
    language?: Locale;
  },
): Promise<NewLink> {
  const token = newSecret();
  const email = normalizeEmail(values.email);
  return db.transaction(async (tx) => {
    let replaced = false;
    if (values.kind === "invitation") {
      // Two invitations for one address at once: the second waits and replaces the first.
      await tx.execute(sql`lock table ${teamTokens} in share row exclusive mode`);
      const old = await tx
        .delete(teamTokens)
        .where(
          and(
            eq(teamTokens.kind, "invitation"),
            eq(teamTokens.email, email),
            isNull(teamTokens.usedAt),
          ),
        )
        .returning({ expiresAt: teamTokens.expiresAt });
      replaced = old.some((row) => row.expiresAt.getTime() > Date.now());
    }
    const [row] = await tx
      .insert(teamTokens)
      .values({
        kind: values.kind,
        email,
        roles: values.roles ? [...values.roles] : null,
        createdBy: values.createdBy ?? null,
        language: values.language ?? "de",
        tokenHash: hashSecret(token),
        expiresAt: sql`now() + ${LINK_LIFETIME_MS[values.kind]} * interval '1 millisecond'`,
      })
      .returning();
    const [queued] = await tx
      .insert(notificationOutbox)
      .values({ teamTokenId: row!.id, confirmToken: token })
      .returning({ id: notificationOutbox.id });
    return { token, row: row!, outboxId: queued!.id, replaced };
  });
}

const usable = (kind: LinkKind, token: string) =>
  and(
    eq(teamTokens.kind, kind),
    eq(teamTokens.tokenHash, hashSecret(token)),
    isNull(teamTokens.usedAt),
    gt(teamTokens.expiresAt, sql`now()`),
  );

/** The link of a token, if it can still be used (without using it). */
export async function peekLink(
  db: Db,
  kind: LinkKind,
  token: unknown,
): Promise<TeamTokenRow | undefined> {
  if (!isSecretShaped(token)) return undefined;
  const [row] = await db.select().from(teamTokens).where(usable(kind, token));
  return row;
}

/** Uses a link once: of two requests with the same token, only one gets the row. */
export async function redeemLink(
  db: Db,
  kind: LinkKind,
  token: unknown,
): Promise<TeamTokenRow | undefined> {
  if (!isSecretShaped(token)) return undefined;
  const [row] = await db
    .update(teamTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(kind, token))
    .returning();
  return row;
}

/** Invitations not yet accepted and not expired, newest first. */
export async function openInvitations(db: Db): Promise<TeamTokenRow[]> {
  return db
    .select()
    .from(teamTokens)
    .where(
      and(
        eq(teamTokens.kind, "invitation"),
        isNull(teamTokens.usedAt),
        gt(teamTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(teamTokens.createdAt));
}

/** Deletes an open invitation; undefined when there is none with that id. */
export async function deleteInvitation(db: Db, id: string): Promise<TeamTokenRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .delete(teamTokens)
    .where(and(eq(teamTokens.id, id), eq(teamTokens.kind, "invitation")))
    .returning();
  return row;
}

/**
 * Deletes sign-in links and invitations used or expired for more than a day (their outbox rows
 * go too); returns how many.
 */
export async function deleteOldLinks(db: Db): Promise<number> {
  const deleted = await db
    .delete(teamTokens)
    .where(sql`coalesce(${teamTokens.usedAt}, ${teamTokens.expiresAt}) < now() - interval '1 day'`)
    .returning({ id: teamTokens.id });
  return deleted.length;
}
