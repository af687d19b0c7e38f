import { and, desc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import { nameWords, sameName as sameDonorName } from "../../app/team/donor-name";
import { referencesIn } from "../../app/lib/donation-reference";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { bankCredits, donationPledges, donations, type BankCreditRow } from "../db/schema";
import { recordAudit, type Actor } from "../team/audit";
import { AreaRefusal } from "../team/refusal";
import { parseStatementFile, type Credit } from "./camt";

export interface ImportResult {
  /** Credits new to the database. */
  added: number;
  /** Credits that were imported before (same entry reference): nothing changed. */
  known: number;
  /** Entries that are no booked credit in euro. */
  skipped: number;
}

/**
 * Credits per insert: a statement may hold tens of thousands, and one statement may carry at most
 * 65,535 parameters (seven per credit).
 */
export const CREDITS_PER_INSERT = 1000;

/**
 * Imports a camt.053 file (XML or ZIP): its booked credits, each once by the bank's entry
 * reference. A file that is not camt.053 throws a CamtError before anything is written; the
 * credits go in batches in one transaction, so a failure writes none of them.
 */
export async function importStatement(
  db: Db,
  actor: Actor,
  bytes: Uint8Array,
  name?: string,
): Promise<ImportResult> {
  const { credits, skipped } = parseStatementFile(bytes, name);
  const result =
    credits.length === 0
      ? { added: 0, known: 0, skipped }
      : await insertCredits(db, credits, skipped);
  await recordAudit(db, {
    ...actor,
    action: "statement-imported",
    target: name,
    detail: { ...result },
  });
  return result;
}

async function insertCredits(db: Db, credits: Credit[], skipped: number): Promise<ImportResult> {
  // In the order of their keys: two imports of overlapping statements at once wait for each
  // other's rows in the same order instead of deadlocking.
  const ordered = [...credits].sort((a, b) =>
    a.entryReference < b.entryReference ? -1 : a.entryReference > b.entryReference ? 1 : 0,
  );
  const added = await db.transaction(async (tx) => {
    let count = 0;
    for (let at = 0; at < ordered.length; at += CREDITS_PER_INSERT) {
      const inserted = await tx
        .insert(bankCredits)
        .values(ordered.slice(at, at + CREDITS_PER_INSERT))
        .onConflictDoNothing({ target: bankCredits.entryReference })
        .returning({ id: bankCredits.id });
      count += inserted.length;
    }
    return count;
  });
  return { added, known: credits.length - added, skipped };
}

/** Credits no donation was recorded from and that were not set aside, newest first. */
export function openCredits(db: Db): Promise<BankCreditRow[]> {
  return db
    .select()
    .from(bankCredits)
    .where(
      and(
        isNull(bankCredits.dismissedAt),
        notExists(db.select().from(donations).where(eq(donations.creditId, bankCredits.id))),
      ),
    )
    .orderBy(desc(bankCredits.valueDate), bankCredits.payerName);
}

export type OpenPledge = Pick<
  typeof donationPledges.$inferSelect,
  | "id"
  | "createdAt"
  | "reference"
  | "amountCents"
  | "firstName"
  | "lastName"
  | "certificate"
  | "address"
  | "postalCode"
  | "city"
  | "email"
>;

/** Pledges no money was recorded for and that were not closed as "not received". */
export function openPledges(db: Db): Promise<OpenPledge[]> {
  return db
    .select({
      id: donationPledges.id,
      createdAt: donationPledges.createdAt,
      reference: donationPledges.reference,
      amountCents: donationPledges.amountCents,
      firstName: donationPledges.firstName,
      lastName: donationPledges.lastName,
      certificate: donationPledges.certificate,
      address: donationPledges.address,
      postalCode: donationPledges.postalCode,
      city: donationPledges.city,
      email: donationPledges.email,
    })
    .from(donationPledges)
    .where(
      and(
        isNull(donationPledges.notReceivedAt),
        isNull(donationPledges.receivedOn),
        notExists(db.select().from(donations).where(eq(donations.pledgeId, donationPledges.id))),
      ),
    )
    .orderBy(donationPledges.createdAt);
}

export type MatchReason = "reference" | "amount-name-date";

export interface Suggestion {
  pledge: OpenPledge;
  reason: MatchReason;
}

/** The bank's account holder names the pledge's donor (first and last name, in any order). */
function sameName(payer: string, pledge: OpenPledge): boolean {
  const words = new Set(nameWords(payer));
  const last = nameWords(pledge.lastName);
  const first = nameWords(pledge.firstName)[0] ?? "";
  return last.every((word) => words.has(word)) && (words.has(first) || words.has(first[0] ?? ""));
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The pledges a credit may pay, strongest first: the pledge's reference code in the remittance
 * text, then the same amount from an account holder of the pledge's name on or after the day of
 * the pledge. Only suggestions: a person confirms every match.
 */
export function suggestionsFor(credit: BankCreditRow, pledges: OpenPledge[]): Suggestion[] {
  const codes = new Set(referencesIn(credit.remittance));
  const byReference = pledges
    .filter((pledge) => pledge.reference && codes.has(pledge.reference))
    .map((pledge) => ({ pledge, reason: "reference" as const }));
  const byDetails = pledges
    .filter(
      (pledge) =>
        !byReference.some((s) => s.pledge.id === pledge.id) &&
        pledge.amountCents === credit.amountCents &&
        credit.valueDate >= dayOf(pledge.createdAt) &&
        sameName(credit.payerName, pledge),
    )
    .map((pledge) => ({ pledge, reason: "amount-name-date" as const }));
  return [...byReference, ...byDetails];
}

export async function findCredit(db: Db, id: string): Promise<BankCreditRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(bankCredits).where(eq(bankCredits.id, id));
  return row;
}

export async function findOpenPledge(db: Db, id: string): Promise<OpenPledge | undefined> {
  if (!isUuid(id)) return undefined;
  return (await openPledges(db)).find((pledge) => pledge.id === id);
}

export interface Donor {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  email: string;
}

/**
 * The donor a receipt names, as the form proposes it: for a pledge, its name as the donor wrote
 * it ("Jonas Weber", not the bank's "WEBER, JONAS") with its address and e-mail; without one,
 * nothing, for the treasurer to give as it must appear on the receipt.
 */
export function proposedDonor(pledge: OpenPledge | undefined): Donor {
  return {
    name: pledge ? `${pledge.firstName.trim()} ${pledge.lastName.trim()}`.trim() : "",
    street: pledge?.address ?? "",
    postalCode: pledge?.postalCode ?? "",
    city: pledge?.city ?? "",
    email: pledge?.email ?? "",
  };
}

export class MatchError extends AreaRefusal {}

/** PostgreSQL's unique_violation, on the error or, from drizzle, on its cause. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown }).cause) === "23505";
}

/**
 * Records a credit as a donation, with the pledge it pays or without one. Refused when the
 * credit or the pledge was taken meanwhile (two treasurers at once): both rows are locked, so a
 * second match of either waits for the first and then finds it taken; the unique indexes on the
 * donation's credit and pledge refuse it should anything else get there first.
 */
export async function recordDonation(
  db: Db,
  input: { creditId: string; pledgeId?: string | undefined; donor: Donor; memberId: string | null },
) {
  try {
    return await db.transaction(async (tx) => {
      const [credit] = await tx
        .select()
        .from(bankCredits)
        .where(eq(bankCredits.id, input.creditId))
        .for("update");
      if (!credit || credit.dismissedAt) throw new MatchError("creditGone");
      if (input.pledgeId) {
        // Always after the credit: two matches lock in the same order and cannot deadlock.
        const [pledge] = await tx
          .select({
            notReceivedAt: donationPledges.notReceivedAt,
            receivedOn: donationPledges.receivedOn,
          })
          .from(donationPledges)
          .where(eq(donationPledges.id, input.pledgeId))
          .for("update");
        // Closed as not received, marked as received, or paid by another credit meanwhile.
        if (!pledge || pledge.notReceivedAt || pledge.receivedOn)
          throw new MatchError("pledgeNotOpen");
      }
      const taken = await tx
        .select({ id: donations.id })
        .from(donations)
        .where(
          input.pledgeId
            ? sql`${donations.creditId} = ${credit.id} or ${donations.pledgeId} = ${input.pledgeId}`
            : eq(donations.creditId, credit.id),
        );
      if (taken.length > 0) throw new MatchError("matchTaken");
      const [row] = await tx
        .insert(donations)
        .values({
          creditId: credit.id,
          pledgeId: input.pledgeId ?? null,
          confirmedBy: input.memberId,
          amountCents: credit.amountCents,
          receivedOn: credit.valueDate,
          donorName: input.donor.name,
          donorStreet: input.donor.street,
          donorPostalCode: input.donor.postalCode,
          donorCity: input.donor.city,
          donorEmail: input.donor.email,
        })
        .returning();
      if (input.pledgeId)
        await tx
          .update(donationPledges)
          .set({ receivedOn: credit.valueDate, receivedCents: credit.amountCents })
          .where(eq(donationPledges.id, input.pledgeId));
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new MatchError("matchTaken");
    throw error;
  }
}

/**
 * The treasurer confirms a credit as a donation ({@link recordDonation}); the log records it and,
 * for a donor of another name than the bank's account holder, the change with its reason.
 */
export async function confirmDonation(
  db: Db,
  who: Actor,
  input: {
    credit: Pick<BankCreditRow, "id" | "payerName">;
    pledgeId?: string | undefined;
    donor: Donor;
    reason: string;
  },
) {
  const { credit, pledgeId, donor, reason } = input;
  const donation = await recordDonation(db, {
    creditId: credit.id,
    pledgeId,
    donor,
    memberId: who.member?.id ?? null,
  });
  await recordAudit(db, {
    ...who,
    action: "donation-recorded",
    target: donation.id,
    detail: { creditId: credit.id, pledgeId: pledgeId ?? null, cents: donation.amountCents },
  });
  if (!sameDonorName(donor.name, credit.payerName))
    await recordAudit(db, {
      ...who,
      action: "donor-changed",
      target: donation.id,
      detail: { accountHolder: credit.payerName, donor: donor.name, reason },
    });
  return donation;
}

/** Closes pledges as "not received": no money came. */
export async function closeNotReceived(db: Db, pledgeIds: string[]): Promise<number> {
  if (pledgeIds.length === 0) return 0;
  const closed = await db
    .update(donationPledges)
    .set({ notReceivedAt: new Date() })
    .where(and(inArray(donationPledges.id, pledgeIds), isNull(donationPledges.notReceivedAt)))
    .returning({ id: donationPledges.id });
  return closed.length;
}

/**
 * Closes one pledge as "not received", with a log entry; false (and no entry) for an id that
 * names no pledge, or one closed before.
 */
export async function closePledgeNotReceived(
  db: Db,
  who: Actor,
  pledgeId: string,
): Promise<boolean> {
  if (!isUuid(pledgeId) || (await closeNotReceived(db, [pledgeId])) === 0) return false;
  await recordAudit(db, { ...who, action: "pledge-not-received", target: pledgeId });
  return true;
}

/**
 * Sets a credit aside as no donation (a refund, an invoice paid), with a log entry; false (and
 * no entry) when it was set aside before.
 */
export async function dismissCredit(db: Db, who: Actor, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .update(bankCredits)
    .set({ dismissedAt: new Date() })
    .where(and(eq(bankCredits.id, id), isNull(bankCredits.dismissedAt)))
    .returning({ id: bankCredits.id });
  if (rows.length === 0) return false;
  await recordAudit(db, { ...who, action: "credit-dismissed", target: id });
  return true;
}
