import type { ContactMessage } from "../../app/forms/contact";
import type { Donation } from "../../app/forms/donation";
import type { Db } from "./client";
import { contactMessages, donationPledges, notificationOutbox } from "./schema";

export type Submission =
  { kind: "donation"; data: Donation } | { kind: "contact"; data: ContactMessage };

export type SubmissionKind = Submission["kind"];

/**
 * Stores a submission and its notification in one transaction. With an idempotency key that was
 * already used, nothing is written and `false` is returned.
 */
export async function storeSubmission(
  db: Db,
  submission: Submission,
  idempotencyKey: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const outboxEntry = await insertSubmission(tx, submission, idempotencyKey ?? null);
    if (!outboxEntry) return false;
    await tx.insert(notificationOutbox).values(outboxEntry);
    return true;
  });
}

async function insertSubmission(db: Db, submission: Submission, idempotencyKey: string | null) {
  if (submission.kind === "donation") {
    const { amount, ...fields } = submission.data;
    const [row] = await db
      .insert(donationPledges)
      .values({ ...fields, amountCents: Math.round(amount * 100), idempotencyKey })
      .onConflictDoNothing({ target: donationPledges.idempotencyKey })
      .returning({ id: donationPledges.id });
    return row && { donationId: row.id };
  }
  const [row] = await db
    .insert(contactMessages)
    .values({ ...submission.data, idempotencyKey })
    .onConflictDoNothing({ target: contactMessages.idempotencyKey })
    .returning({ id: contactMessages.id });
  return row && { contactId: row.id };
}
