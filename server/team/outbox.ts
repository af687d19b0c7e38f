import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { notificationOutbox as outbox } from "../db/schema";
import { recordAudit, type Actor } from "./audit";

export interface OutboxItem {
  id: number;
  createdAt: Date;
  kind: "donation" | "contact" | "newsletter" | "team-link" | "receipt" | "issue";
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

const kind = sql<OutboxItem["kind"]>`case
  when ${outbox.donationId} is not null then 'donation'
  when ${outbox.contactId} is not null then 'contact'
  when ${outbox.subscriberId} is not null then 'newsletter'
  when ${outbox.teamTokenId} is not null then 'team-link'
  when ${outbox.receiptId} is not null then 'receipt'
  else 'issue' end`;

/** E-mails not sent yet, oldest first: waiting (not tried or being sent) and failed ones. */
export async function unsentMail(db: Db): Promise<OutboxItem[]> {
  return db
    .select({
      id: outbox.id,
      createdAt: outbox.createdAt,
      kind,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt))
    .orderBy(asc(outbox.createdAt))
    .limit(500);
}

export async function outboxCounts(db: Db): Promise<{ waiting: number; failed: number }> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${outbox.lastError} is null)::int`,
      failed: sql<number>`count(*) filter (where ${outbox.lastError} is not null)::int`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
}

/**
 * Makes an unsent e-mail due now ("try now") and records who asked; false when it is sent or
 * gone. The sender is nudged by the caller.
 */
export async function retryNow(db: Db, who: Actor, id: number): Promise<boolean> {
  const updated = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
    .returning({ id: outbox.id });
  if (updated.length === 0) return false;
  await recordAudit(db, { ...who, action: "outbox-retried", target: String(id) });
  return true;
}
