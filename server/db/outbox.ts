import { and, asc, eq, inArray, isNotNull, isNull, lte, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "./client";
import {
  contactMessages,
  donationPledges,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  notificationOutbox as outbox,
  receipts,
  type ReceiptRow,
  type DeliveryRow,
  type IssueRow,
  teamTokens,
  type ContactRow,
  type DonationRow,
  type SubscriberRow,
  type TeamTokenRow,
} from "./schema";

export type PendingNotification =
  | { id: number; attempts: number; kind: "donation"; submission: DonationRow }
  | { id: number; attempts: number; kind: "contact"; submission: ContactRow }
  | {
      id: number;
      attempts: number;
      kind: "newsletter";
      submission: SubscriberRow;
      confirmToken: string;
    }
  | { id: number; attempts: number; kind: "team-link"; submission: TeamTokenRow; token: string }
  /** The unsubscribe link, asked for by address on the unsubscribe page (a row without token). */
  | { id: number; attempts: number; kind: "unsubscribeLink"; submission: SubscriberRow }
  /** A machine-made receipt to the donor, with the PDF attached. */
  | {
      id: number;
      attempts: number;
      kind: "receipt";
      submission: ReceiptRow;
      /** The receipt it replaces, named in the mail; null for a first receipt. */
      replaces: ReplacedReceipt | null;
    }
  | {
      id: number;
      attempts: number;
      kind: "issue";
      submission: DeliveryRow;
      issue: IssueRow;
      /** The subscriber it goes to; none for a test to a member's address. */
      subscriber: SubscriberRow | null;
    };

export type ReplacedReceipt = Pick<ReceiptRow, "year" | "serial" | "issuedAt">;

/** Mails to people who asked for them now, or newsletter issues (sent at their own pace). */
export type OutboxQueue = "transactional" | "issues";

const recipient = alias(newsletterSubscribers, "recipient");
const replacedReceipt = alias(receipts, "replaced_receipt");

const msFromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Claims up to `limit` due notifications for `leaseMs`: they are not due again until then, so a
 * second worker (or this one after a crash) retries them only when the lease has run out.
 */
export async function claimDueNotifications(
  db: Db,
  limit: number,
  leaseMs: number,
  queue: OutboxQueue = "transactional",
): Promise<PendingNotification[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        queue === "issues" ? isNotNull(outbox.deliveryId) : isNull(outbox.deliveryId),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: msFromNow(leaseMs) })
    .where(inArray(outbox.id, due))
    .returning({ id: outbox.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: outbox.id,
      attempts: outbox.attempts,
      confirmToken: outbox.confirmToken,
      donation: donationPledges,
      contact: contactMessages,
      subscriber: newsletterSubscribers,
      teamToken: teamTokens,
      delivery: newsletterDeliveries,
      issue: newsletterIssues,
      recipient,
      receipt: receipts,
      // The year first: never null in a receipt that exists (see admin.ts on left joins).
      replaces: {
        year: replacedReceipt.year,
        serial: replacedReceipt.serial,
        issuedAt: replacedReceipt.issuedAt,
      },
    })
    .from(outbox)
    .leftJoin(donationPledges, eq(outbox.donationId, donationPledges.id))
    .leftJoin(contactMessages, eq(outbox.contactId, contactMessages.id))
    .leftJoin(newsletterSubscribers, eq(outbox.subscriberId, newsletterSubscribers.id))
    .leftJoin(teamTokens, eq(outbox.teamTokenId, teamTokens.id))
    .leftJoin(newsletterDeliveries, eq(outbox.deliveryId, newsletterDeliveries.id))
    .leftJoin(newsletterIssues, eq(newsletterDeliveries.issueId, newsletterIssues.id))
    .leftJoin(recipient, eq(newsletterDeliveries.subscriberId, recipient.id))
    .leftJoin(receipts, eq(outbox.receiptId, receipts.id))
    .leftJoin(replacedReceipt, eq(receipts.replacesId, replacedReceipt.id))
    .where(
      inArray(
        outbox.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(outbox.id));
  return rows.flatMap(
    ({
      id,
      attempts,
      confirmToken,
      donation,
      contact,
      subscriber,
      teamToken,
      delivery,
      issue,
      recipient: subscriberOfIssue,
      receipt,
      replaces,
    }): PendingNotification[] => {
      if (receipt) return [{ id, attempts, kind: "receipt", submission: receipt, replaces }];
      if (donation) return [{ id, attempts, kind: "donation", submission: donation }];
      if (contact) return [{ id, attempts, kind: "contact", submission: contact }];
      if (subscriber && confirmToken)
        return [{ id, attempts, kind: "newsletter", submission: subscriber, confirmToken }];
      if (teamToken && confirmToken)
        return [{ id, attempts, kind: "team-link", submission: teamToken, token: confirmToken }];
      if (subscriber) return [{ id, attempts, kind: "unsubscribeLink", submission: subscriber }];
      if (delivery && issue)
        return [
          {
            id,
            attempts,
            kind: "issue",
            submission: delivery,
            issue,
            subscriber: subscriberOfIssue,
          },
        ];
      return [];
    },
  );
}

/**
 * The issue an outbox entry sends to a subscriber (none for every other e-mail, a member's
 * test included), whose figures count what became of it.
 */
const issueOfEntry = (deliveryId: string) => sql`(
  select ${newsletterDeliveries.issueId} from ${newsletterDeliveries}
  where ${newsletterDeliveries.id} = ${deliveryId}
    and ${newsletterDeliveries.subscriberId} is not null)`;

/** An unsent entry, locked until the end of the transaction; undefined if sent or gone. */
async function lockUnsent(tx: Db, id: number) {
  const [entry] = await tx
    .select({ deliveryId: outbox.deliveryId, failing: isNotNull(outbox.lastError) })
    .from(outbox)
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
    .for("update");
  return entry;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockUnsent(tx, id);
    if (!entry) return;
    await tx
      .update(outbox)
      .set({ sentAt: sql`now()`, lastError: null, confirmToken: null })
      .where(eq(outbox.id, id));
    if (entry.deliveryId)
      await tx
        .update(newsletterIssues)
        .set({
          delivered: sql`${newsletterIssues.delivered} + 1`,
          failing: sql`${newsletterIssues.failing} - ${entry.failing ? 1 : 0}`,
        })
        .where(eq(newsletterIssues.id, issueOfEntry(entry.deliveryId)));
  });
}

export async function markFailed(
  db: Db,
  id: number,
  error: string,
  retryInMs: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await lockUnsent(tx, id);
    if (!entry) return;
    await tx
      .update(outbox)
      .set({ lastError: error.slice(0, 500), nextAttemptAt: msFromNow(retryInMs) })
      .where(eq(outbox.id, id));
    if (entry.deliveryId && !entry.failing)
      await tx
        .update(newsletterIssues)
        .set({ failing: sql`${newsletterIssues.failing} + 1` })
        .where(eq(newsletterIssues.id, issueOfEntry(entry.deliveryId)));
  });
}

/**
 * Before subscribers are deleted (in the same transaction): their issue e-mails not sent yet
 * go with them, and each issue counts them as withdrawn. Locking the entries first keeps a
 * worker that is sending one right now from counting it as delivered too.
 */
export async function withdrawUnsentIssues(tx: Db, subscriberIds: SQLWrapper): Promise<void> {
  const unsent = and(
    inArray(newsletterDeliveries.subscriberId, subscriberIds),
    isNull(outbox.sentAt),
  );
  await tx
    .select({ id: outbox.id })
    .from(outbox)
    .innerJoin(newsletterDeliveries, eq(outbox.deliveryId, newsletterDeliveries.id))
    .where(unsent)
    .for("update", { of: outbox });
  const perIssue = tx
    .select({
      issueId: newsletterDeliveries.issueId,
      unsent: sql<number>`count(*)::int`.as("unsent"),
      failing: sql<number>`count(${outbox.lastError})::int`.as("failing_now"),
    })
    .from(outbox)
    .innerJoin(newsletterDeliveries, eq(outbox.deliveryId, newsletterDeliveries.id))
    .where(unsent)
    .groupBy(newsletterDeliveries.issueId)
    .as("per_issue");
  await tx
    .update(newsletterIssues)
    .set({
      withdrawn: sql`${newsletterIssues.withdrawn} + ${perIssue.unsent}`,
      failing: sql`${newsletterIssues.failing} - ${perIssue.failing}`,
    })
    .from(perIssue)
    .where(eq(newsletterIssues.id, perIssue.issueId));
}
