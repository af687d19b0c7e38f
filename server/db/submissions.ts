import type { ContactMessage } from "../../app/forms/contact";
import type { Donation } from "../../app/forms/donation";
import type { Locale } from "../../app/i18n/locale";
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Db } from "./client";
import { contactMessages, donationPledges, notificationOutbox } from "./schema";

/** A validated submission and the language of the page it was sent from (not part of its hash). */
export type Submission = (
  { kind: "donation"; data: Donation } | { kind: "contact"; data: ContactMessage }
) & { locale?: Locale };

export type SubmissionKind = Submission["kind"];

/** What became of a submission: stored, a retry of one stored with its key, or a different one. */
export type StoreOutcome = "stored" | "duplicate" | "conflict";

/** SHA-256 of the validated values: what a retry with the same idempotency key must repeat. */
export function submissionHash(submission: Submission): string {
  return createHash("sha256")
    .update(JSON.stringify([submission.kind, submission.data]))
    .digest("base64url");
}

/**
 * Stores a submission and its notification in one transaction. With an idempotency key that was
 * already used nothing is written: a "duplicate" when it came with the same values, else a
 * "conflict".
 */
export async function storeSubmission(
  db: Db,
  submission: Submission,
  idempotencyKey: string | undefined,
): Promise<StoreOutcome> {
  const key = idempotencyKey ?? null;
  const hash = key === null ? null : submissionHash(submission);
  return db.transaction(async (tx) => {
    const outboxEntry = await insertSubmission(tx, submission, key, hash);
    if (outboxEntry) {
      await tx.insert(notificationOutbox).values(outboxEntry);
      return "stored";
    }
    const stored = await storedHash(tx, submission.kind, key!);
    // Rows from before the hash was kept have none; they are taken as the same.
    return stored === null || stored === hash ? "duplicate" : "conflict";
  });
}

async function storedHash(db: Db, kind: Submission["kind"], key: string) {
  const table = kind === "donation" ? donationPledges : contactMessages;
  const [row] = await db
    .select({ hash: table.idempotencyHash })
    .from(table)
    .where(eq(table.idempotencyKey, key));
  return row?.hash ?? null;
}

async function insertSubmission(
  db: Db,
  submission: Submission,
  idempotencyKey: string | null,
  idempotencyHash: string | null,
) {
  if (submission.kind === "donation") {
    const { amount, ...fields } = submission.data;
    const [row] = await db
      .insert(donationPledges)
      .values({
        ...fields,
        amountCents: Math.round(amount * 100),
        locale: submission.locale ?? "de",
        idempotencyKey,
        idempotencyHash,
      })
      .onConflictDoNothing({ target: donationPledges.idempotencyKey })
      .returning({ id: donationPledges.id });
    return row && { donationId: row.id };
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      ...submission.data,
      locale: submission.locale ?? "de",
      idempotencyKey,
      idempotencyHash,
    })
    .onConflictDoNothing({ target: contactMessages.idempotencyKey })
    .returning({ id: contactMessages.id });
  return row && { contactId: row.id };
}
