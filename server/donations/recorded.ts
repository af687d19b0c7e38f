import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  bankCredits,
  donationPledges,
  donations,
  receiptDonations,
  receipts,
  type MemberRow,
} from "../db/schema";
import { toCsv } from "../csv";
import { DONATION_FIELD_LABELS } from "../submissions/field-labels";
import { recordAudit } from "../team/audit";
import { receiptNumber } from "../receipts/document";
import { isoDay } from "../../app/team/format";

/**
 * A donation the treasurer recorded ("Erfasste Spenden") with what it links to: the bank credit
 * it came from, the pledge it pays (while the pledge is kept) and its valid receipt.
 */
export interface RecordedDonation {
  id: string;
  receivedOn: string;
  amountCents: number;
  donorName: string;
  donorStreet: string;
  donorPostalCode: string;
  donorCity: string;
  /** The account holder as the bank sent it. */
  accountHolder: string;
  remittance: string;
  /** The pledge it pays; null without one or once the pledge was erased. */
  pledge: { id: string; reference: string | null } | null;
  /** The receipt that confirms it and is not cancelled; null while there is none. */
  receipt: { id: string; number: string } | null;
}

async function recorded(db: Db, where: SQL | undefined): Promise<RecordedDonation[]> {
  const rows = await db
    .select({
      id: donations.id,
      receivedOn: donations.receivedOn,
      amountCents: donations.amountCents,
      donorName: donations.donorName,
      donorStreet: donations.donorStreet,
      donorPostalCode: donations.donorPostalCode,
      donorCity: donations.donorCity,
      accountHolder: bankCredits.payerName,
      remittance: bankCredits.remittance,
      pledgeId: donationPledges.id,
      pledgeReference: donationPledges.reference,
      receiptId: receipts.id,
      receiptYear: receipts.year,
      receiptSerial: receipts.serial,
    })
    .from(donations)
    .innerJoin(bankCredits, eq(bankCredits.id, donations.creditId))
    .leftJoin(donationPledges, eq(donationPledges.id, donations.pledgeId))
    .leftJoin(receiptDonations, eq(receiptDonations.donationId, donations.id))
    .leftJoin(
      receipts,
      and(eq(receipts.id, receiptDonations.receiptId), isNull(receipts.cancelledAt)),
    )
    .where(where)
    .orderBy(desc(donations.receivedOn), desc(donations.confirmedAt), donations.id);
  // A donation on cancelled receipts has a row for each of them: the valid receipt's is kept.
  const byId = new Map<string, RecordedDonation>();
  for (const { receiptId, receiptYear, receiptSerial, pledgeId, pledgeReference, ...row } of rows) {
    const receipt =
      receiptId === null || receiptYear === null || receiptSerial === null
        ? null
        : { id: receiptId, number: receiptNumber({ year: receiptYear, serial: receiptSerial }) };
    const known = byId.get(row.id);
    if (known) known.receipt ??= receipt;
    else
      byId.set(row.id, {
        ...row,
        pledge: pledgeId === null ? null : { id: pledgeId, reference: pledgeReference },
        receipt,
      });
  }
  return [...byId.values()];
}

/** The donations received in a calendar year (their value date), newest first. */
export function donationsOfYear(db: Db, year: number): Promise<RecordedDonation[]> {
  return recorded(
    db,
    and(gte(donations.receivedOn, `${year}-01-01`), lt(donations.receivedOn, `${year + 1}-01-01`)),
  );
}

/** The donation that paid a pledge, if one was recorded. */
export async function donationOfPledge(
  db: Db,
  pledgeId: string,
): Promise<RecordedDonation | undefined> {
  const [found] = await recorded(db, eq(donations.pledgeId, pledgeId));
  return found;
}

/** The calendar years donations were received in, newest first. */
export async function donationYears(db: Db): Promise<number[]> {
  const rows = await db
    .selectDistinct({
      year: sql<number>`extract(year from ${donations.receivedOn})::int`,
    })
    .from(donations);
  return rows.map((row) => Number(row.year)).sort((a, b) => b - a);
}

/**
 * The year whose donations the Kasse shows: the one asked for, else the newest with donations,
 * else this year.
 */
export async function shownYear(db: Db, requested: number | undefined): Promise<number> {
  if (requested !== undefined) return requested;
  const [newest] = await donationYears(db);
  return newest ?? Number(isoDay().slice(0, 4));
}

/** "1234,50": a number every spreadsheet reads, as in the submissions' export. */
const euroNumber = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

const CSV_HEADER = [
  "Eingang",
  "Betrag (€)",
  "Spender/in",
  DONATION_FIELD_LABELS.address,
  DONATION_FIELD_LABELS.postalCode,
  DONATION_FIELD_LABELS.city,
  "Kontoinhaber laut Bank",
  "Verwendungszweck",
  "Zusage (Referenz)",
  "Zuwendungsbestätigung",
];

/**
 * The year's donations as CSV (the Kasse's "Erfasste Spenden"), oldest first as a ledger lists
 * them; the export is in the audit log with the year and the number of rows.
 */
export async function exportDonations(
  db: Db,
  year: number,
  member: Pick<MemberRow, "id" | "email">,
): Promise<string> {
  const rows = (await donationsOfYear(db, year)).reverse();
  const csv = toCsv(
    CSV_HEADER,
    rows.map((d) => [
      d.receivedOn,
      euroNumber(d.amountCents),
      d.donorName,
      d.donorStreet,
      d.donorPostalCode,
      d.donorCity,
      d.accountHolder,
      d.remittance,
      d.pledge ? (d.pledge.reference ?? "ohne Referenz") : "",
      d.receipt?.number ?? "",
    ]),
  );
  await recordAudit(db, {
    action: "donations-exported",
    member,
    detail: { year, rows: rows.length },
  });
  return csv;
}

/** The pledge each of these donations paid, by donation id (pledges still kept only). */
export async function pledgesOfDonations(
  db: Db,
  donationIds: string[],
): Promise<Map<string, { id: string; reference: string }>> {
  if (donationIds.length === 0) return new Map();
  const rows = await db
    .select({
      donationId: donations.id,
      id: donationPledges.id,
      reference: donationPledges.reference,
    })
    .from(donations)
    .innerJoin(donationPledges, eq(donationPledges.id, donations.pledgeId))
    .where(inArray(donations.id, donationIds));
  return new Map(
    rows.map((row) => [
      row.donationId,
      { id: row.id, reference: row.reference ?? "ohne Referenz" },
    ]),
  );
}
