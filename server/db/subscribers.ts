import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { NewsletterSignUp } from "../../app/forms/newsletter";
import type { Locale } from "../../app/i18n/locale";
import type { Db } from "./client";
import { withdrawUnsentIssues } from "./outbox";
import { NEWSLETTER_CONFIRM_HOURS } from "./retention";
import { newsletterSubscribers as subscribers, notificationOutbox } from "./schema";

const newToken = () => randomBytes(32).toString("base64url");
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Deletes the subscribers `where` selects, and with them their e-mails not sent yet (the
 * issues they were for count them as withdrawn); how many were deleted.
 */
export async function deleteSubscribers(db: Db, where: SQL | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    await withdrawUnsentIssues(
      tx,
      tx.select({ id: subscribers.id }).from(subscribers).where(where),
    );
    const deleted = await tx.delete(subscribers).where(where).returning({ id: subscribers.id });
    return deleted.length;
  });
}

/** Deletes sign-ups whose confirmation link ran out (the privacy page promises it). */
export async function deleteExpiredSignUps(db: Db, now: Date = new Date()): Promise<number> {
  return deleteSubscribers(
    db,
    and(isNull(subscribers.confirmedAt), lt(subscribers.confirmExpiresAt, now)),
  );
}

/**
 * Signs an address up: a new (or expired) sign-up gets one confirmation e-mail through the
 * outbox. An address that is confirmed, or waiting with a valid link, is left as it is, so a
 * second sign-up neither sends another e-mail nor tells anyone whether the address is subscribed.
 */
export async function signUp(
  db: Db,
  signUp: NewsletterSignUp,
  locale: Locale = "de",
): Promise<"queued" | "unchanged"> {
  const email = signUp.email.toLowerCase();
  await deleteExpiredSignUps(db);
  return db.transaction(async (tx) => {
    const confirmToken = newToken();
    const [row] = await tx
      .insert(subscribers)
      .values({
        email,
        name: signUp.name,
        confirmTokenHash: hashOf(confirmToken),
        confirmExpiresAt: sql`now() + ${NEWSLETTER_CONFIRM_HOURS} * interval '1 hour'`,
        unsubscribeToken: newToken(),
        locale,
      })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    if (!row) return "unchanged";
    await tx.insert(notificationOutbox).values({ subscriberId: row.id, confirmToken });
    return "queued";
  });
}

/**
 * Queues an e-mail with the unsubscribe link to an address that is signed up (confirmed or
 * waiting); nothing for an unknown address, nor while such an e-mail is still waiting to be sent.
 */
export async function requestUnsubscribeLink(db: Db, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [subscriber] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(eq(subscribers.email, email.trim().toLowerCase()))
      .for("update");
    if (!subscriber) return false;
    const [waiting] = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.subscriberId, subscriber.id),
          isNull(notificationOutbox.sentAt),
          isNull(notificationOutbox.confirmToken),
        ),
      );
    if (waiting) return false;
    await tx.insert(notificationOutbox).values({ subscriberId: subscriber.id });
    return true;
  });
}

/** An address of an imported list, as the import stores it (server/newsletter/import-subscribers.ts). */
export interface ImportedSubscriber {
  email: string;
  name: string;
  locale: Locale;
  consentAt: Date | undefined;
  consentSource: string;
}

/**
 * Adds imported addresses that are not signed up yet, with the list's consent evidence and who
 * imported them: subscribed as of their recorded consent, or (without one) waiting for the
 * confirmation e-mail queued here, the `n`-th of them `n × confirmationGapMs` from now so that
 * a long list goes out at a newsletter's pace. Returns how many of each were added.
 */
export async function addImported(
  db: Db,
  rows: ImportedSubscriber[],
  importedBy: string,
  confirmationGapMs: number,
): Promise<{ subscribed: number; confirming: number }> {
  await deleteExpiredSignUps(db);
  return db.transaction(async (tx) => {
    let subscribed = 0;
    let confirming = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const tokens = new Map<string, string>();
      const values = rows.slice(i, i + 500).map((row) => {
        const confirmToken = row.consentAt ? undefined : newToken();
        if (confirmToken) tokens.set(row.email, confirmToken);
        return {
          email: row.email,
          name: row.name,
          locale: row.locale,
          confirmedAt: row.consentAt ?? null,
          confirmTokenHash: confirmToken ? hashOf(confirmToken) : null,
          confirmExpiresAt: confirmToken
            ? sql`now() + ${NEWSLETTER_CONFIRM_HOURS} * interval '1 hour'`
            : sql`now()`,
          unsubscribeToken: newToken(),
          consentAt: row.consentAt ?? null,
          consentSource: row.consentSource || null,
          importedBy,
          importedAt: sql`now()`,
        };
      });
      const added = await tx
        .insert(subscribers)
        .values(values)
        .onConflictDoNothing({ target: subscribers.email })
        .returning({ id: subscribers.id, email: subscribers.email });
      const confirmations = added.flatMap(({ id, email }) => {
        const confirmToken = tokens.get(email);
        return confirmToken ? [{ subscriberId: id, confirmToken }] : [];
      });
      subscribed += added.length - confirmations.length;
      if (confirmations.length > 0)
        await tx.insert(notificationOutbox).values(
          confirmations.map((confirmation, n) => ({
            ...confirmation,
            nextAttemptAt: sql`now() + ${(confirming + n) * confirmationGapMs} * interval '1 millisecond'`,
          })),
        );
      confirming += confirmations.length;
    }
    return { subscribed, confirming };
  });
}

/** Confirms the sign-up of a confirmation link's token, once and before it expires. */
export async function confirmSignUp(db: Db, token: string): Promise<boolean> {
  const confirmed = await db
    .update(subscribers)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashOf(token)),
        isNull(subscribers.confirmedAt),
        gt(subscribers.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: subscribers.id });
  return confirmed.length > 0;
}

/** Ends the subscription (or the pending sign-up) of an unsubscribe token; false if none. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  return (await deleteSubscribers(db, eq(subscribers.unsubscribeToken, token))) > 0;
}

/** Confirmed subscribers, oldest first (the only ones that count). */
export async function listConfirmed(db: Db) {
  return db
    .select()
    .from(subscribers)
    .where(isNotNull(subscribers.confirmedAt))
    .orderBy(asc(subscribers.confirmedAt));
}

/** Removes an address (confirmed or not), e.g. on request by e-mail. */
export async function removeSubscriber(db: Db, email: string): Promise<boolean> {
  return (await deleteSubscribers(db, eq(subscribers.email, email.trim().toLowerCase()))) > 0;
}
