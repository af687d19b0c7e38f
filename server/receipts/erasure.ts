import { and, inArray, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  bankCredits,
  donations,
  notificationOutbox,
  receiptDonations,
  receipts,
} from "../db/schema";
import { isoDay } from "../../app/team/format";

const donorMatches = (person: { name?: string | undefined; email?: string | undefined }) => {
  const name = person.name?.trim().replace(/\s+/g, " ").toLowerCase();
  const email = person.email?.trim().toLowerCase();
  const clauses = [
    name ? sql`lower(${donations.donorName}) = ${name}` : undefined,
    email ? sql`lower(${donations.donorEmail}) = ${email}` : undefined,
  ].filter((clause) => clause !== undefined);
  return clauses.length ? sql.join(clauses, sql` or `) : undefined;
};

/**
 * What an erasure request must leave (the duty to keep receipts and their records for ten years,
 * § 50 Abs. 7 EStDV, § 147 AO): the person's confirmed donations and the receipts issued for them.
 */
export async function retainedForPerson(
  db: Db,
  person: { name?: string | undefined; email?: string | undefined },
): Promise<{ donations: number; receipts: number }> {
  const match = donorMatches(person);
  if (!match) return { donations: 0, receipts: 0 };
  const [row] = await db
    .select({
      donations: sql<number>`count(*)::int`,
      receipts: sql<number>`(select count(distinct ${receiptDonations.receiptId})::int from ${receiptDonations} where ${receiptDonations.donationId} in (select ${donations.id} from ${donations} where ${match}))`,
    })
    .from(donations)
    .where(match);
  return row ?? { donations: 0, receipts: 0 };
}

/** Erasure keeps the donations but not the e-mail address, which no record needs once sent. */
export async function forgetDonorEmail(
  db: Db,
  person: { name?: string | undefined; email?: string | undefined },
): Promise<void> {
  const match = donorMatches(person);
  if (match) await db.update(donations).set({ donorEmail: "" }).where(match);
}

/** Receipts, the donations they confirm and the bank credits behind them: kept ten years. */
export const RECORD_RETENTION_YEARS = 10;

/**
 * The last calendar year whose records may go at `now`: the ten years count from the end of
 * the calendar year (§ 147 Abs. 4 AO), so 2026's records may be deleted from 1 January 2037.
 */
export const lastExpiredYear = (now: Date) =>
  Number(isoDay(now).slice(0, 4)) - RECORD_RETENTION_YEARS - 1;

export interface ExpiredRecords {
  receipts: number;
  donations: number;
  credits: number;
}

/**
 * Deletes (or with `dryRun` only counts) what is past the ten years: receipts issued in or
 * before {@link lastExpiredYear}, then donations received by then and on no remaining receipt,
 * then bank credits booked by then and behind no remaining donation.
 */
export async function purgeExpiredRecords(
  db: Db,
  now: Date,
  dryRun: boolean,
): Promise<ExpiredRecords> {
  const year = lastExpiredYear(now);
  const before = `${year + 1}-01-01`;
  return db.transaction(async (tx) => {
    const oldReceipts = tx
      .select({ id: receipts.id })
      .from(receipts)
      .where(lte(receipts.year, year));
    const oldDonations = and(
      lt(donations.receivedOn, before),
      sql`not exists (select 1 from ${receiptDonations} join ${receipts} on ${receipts.id} = ${receiptDonations.receiptId} where ${receiptDonations.donationId} = ${donations.id} and ${receipts.year} > ${year})`,
    );
    const oldCredits = and(
      lt(bankCredits.bookingDate, before),
      sql`not exists (select 1 from ${donations} where ${donations.creditId} = ${bankCredits.id} and not (${oldDonations}))`,
    );
    const count = async () => {
      const [row] = await tx
        .select({
          receipts: sql<number>`(select count(*)::int from ${receipts} where ${receipts.year} <= ${year})`,
          donations: sql<number>`(select count(*)::int from ${donations} where ${oldDonations})`,
          credits: sql<number>`(select count(*)::int from ${bankCredits} where ${oldCredits})`,
        })
        .from(sql`(select 1) as one`);
      return row!;
    };
    const counts = await count();
    if (dryRun) return counts;
    await tx.delete(notificationOutbox).where(inArray(notificationOutbox.receiptId, oldReceipts));
    await tx.delete(receiptDonations).where(inArray(receiptDonations.receiptId, oldReceipts));
    await tx.delete(receipts).where(lte(receipts.year, year));
    await tx.delete(donations).where(oldDonations);
    await tx.delete(bankCredits).where(oldCredits);
    return counts;
  });
}
