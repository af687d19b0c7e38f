import type { ContactMessage } from "../../app/forms/contact";
import type { Donation } from "../../app/forms/donation";
import type { Locale } from "../../app/i18n/locale";
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Db } from "./client";
import { newReferenceCode } from "../donations/reference";
import { contactMessages, donationPledges, notificationOutbox } from "./schema";

/** A validated submission and the language of the page it was sent from (not part of its hash). */
export type Submission = (
  { kind: "donation"; data: Donation } | { kind: "contact"; data: ContactMessage }
) & { locale?: Locale };

export type SubmissionKind = Submission["kind"];

/** What became of a submission: stored, a retry of one stored with its key, or a different one. */
export type StoreOutcome = "stored" | "duplicate" | "conflict";

/** The outcome, and a stored (or earlier stored) pledge's reference code. */
export interface StoreResult {
  outcome: StoreOutcome;
  reference?: string;
}

/** A new pledge's reference code met an existing one (one in a million): draw again. */
const REFERENCE_ATTEMPTS = 5;
function isReferenceClash(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (constraint === REFERENCE_CONSTRAINT || e.message.includes(REFERENCE_CONSTRAINT))
      return true;
  }
  return false;
}
const REFERENCE_CONSTRAINT = "donation_pledges_reference_unique";

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
): Promise<StoreResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOnce(db, submission, idempotencyKey ?? null);
    } catch (error) {
      if (attempt >= REFERENCE_ATTEMPTS || !isReferenceClash(error)) throw error;
    }
  }
}

async function storeOnce(db: Db, submission: Submission, key: string | null): Promise<StoreResult> {
  const hash = key === null ? null : submissionHash(submission);
  return db.transaction(async (tx) => {
    const inserted = await insertSubmission(tx, submission, key, hash);
    if (inserted) {
      await tx.insert(notificationOutbox).values(inserted.outbox);
      return { outcome: "stored", reference: inserted.reference };
    }
    const stored = await storedRow(tx, submission.kind, key!);
    // Rows from before the hash was kept have none; they are taken as the same.
    const same = stored?.hash == null || stored.hash === hash;
    return same ? { outcome: "duplicate", reference: stored?.reference } : { outcome: "conflict" };
  });
}

async function storedRow(db: Db, kind: Submission["kind"], key: string) {
  if (kind === "donation") {
    const [row] = await db
      .select({ hash: donationPledges.idempotencyHash, reference: donationPledges.reference })
      .from(donationPledges)
      .where(eq(donationPledges.idempotencyKey, key));
    return row && { hash: row.hash, reference: row.reference ?? undefined };
  }
  const [row] = await db
    .select({ hash: contactMessages.idempotencyHash })
    .from(contactMessages)
    .where(eq(contactMessages.idempotencyKey, key));
  return row && { hash: row.hash, reference: undefined };
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
        reference: newReferenceCode(),
        idempotencyKey,
        idempotencyHash,
      })
      .onConflictDoNothing({ target: donationPledges.idempotencyKey })
      .returning({ id: donationPledges.id, reference: donationPledges.reference });
    return row && { outbox: { donationId: row.id }, reference: row.reference ?? undefined };
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
  return row && { outbox: { contactId: row.id }, reference: undefined };
}
