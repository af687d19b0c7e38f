import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, bytes, createdAt } from "./columns";
import { teamMembers } from "./team-schema";

/**
 * From pledge to receipt (docs/donations.md): credits from the bank's camt.053 statements, the
 * donations the treasurer confirmed from them, the tax-office settings with their history, and
 * every receipt issued with its exact PDF.
 */

const day = (name: string) => date(name, { mode: "string" });
const member = (name: string) =>
  uuid(name).references(() => teamMembers.id, { onDelete: "set null" });

/** One credit of a bank statement; the bank's own entry reference makes a re-import a no-op. */
export const bankCredits = pgTable(
  "bank_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importedAt: createdAt(),
    entryReference: text("entry_reference").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    bookingDate: day("booking_date").notNull(),
    valueDate: day("value_date").notNull(),
    payerName: text("payer_name").notNull(),
    payerIban: text("payer_iban").notNull(),
    remittance: text("remittance").notNull(),
    /** Set aside by the treasurer as no donation (a refund, a sponsor's invoice payment). */
    dismissedAt: at("dismissed_at"),
  },
  (table) => [
    check("bank_credits_positive", sql`${table.amountCents} > 0`),
    index("bank_credits_booking_date").on(table.bookingDate),
  ],
);

/**
 * A donation the treasurer confirmed: one credit, with or without the pledge it pays. The donor
 * is the account holder the money came from, as the receipt names them.
 */
export const donations = pgTable(
  "donations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    confirmedAt: createdAt(),
    confirmedBy: member("confirmed_by"),
    creditId: uuid("credit_id")
      .notNull()
      .unique()
      .references(() => bankCredits.id),
    /** The pledge it pays; none for money that came without one. Kept when a pledge is erased. */
    pledgeId: uuid("pledge_id"),
    amountCents: integer("amount_cents").notNull(),
    /** The day the money arrived (the credit's value date): the receipt's date of the donation. */
    receivedOn: day("received_on").notNull(),
    donorName: text("donor_name").notNull(),
    donorStreet: text("donor_street").notNull().default(""),
    donorPostalCode: text("donor_postal_code").notNull().default(""),
    donorCity: text("donor_city").notNull().default(""),
    /** Where the receipt may be e-mailed (from the pledge); empty: by post. */
    donorEmail: text("donor_email").notNull().default(""),
  },
  // A pledge is paid by one donation at most (two treasurers matching it at once).
  (table) => [
    uniqueIndex("donations_pledge_id_unique")
      .on(table.pledgeId)
      .where(sql`${table.pledgeId} is not null`),
  ],
);

/** The tax office's data for receipts; a change adds a row, so every earlier version stays. */
export const receiptSettings = pgTable(
  "receipt_settings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    createdBy: member("created_by"),
    /** "freistellung": Freistellungsbescheid; "60a": Feststellung nach § 60a AO. */
    noticeKind: text("notice_kind").notNull(),
    taxOffice: text("tax_office").notNull(),
    taxNumber: text("tax_number").notNull(),
    noticeDate: day("notice_date").notNull(),
    /** The assessment period of a Freistellungsbescheid (e.g. "2022 bis 2024"). */
    assessmentPeriod: text("assessment_period").notNull().default(""),
    /**
     * The purposes the association pursues, in the genitive ("der Bildung und Erziehung"): after
     * "Förderung" in the exemption and purpose sentences.
     */
    purpose: text("purpose").notNull(),
    /**
     * The same purposes in the accusative ("die Bildung und Erziehung"): after "Wir fördern nach
     * unserer Satzung" in the § 60a AO sentence. Empty in versions saved before it was asked for
     * (migration 0009): a § 60a notice without it issues no receipt until a new version has it.
     */
    purposeAccusative: text("purpose_accusative").notNull().default(""),
    /**
     * The purposes chosen from § 52 Abs. 2 Satz 1 AO (app/team/tax-purposes.ts). Empty in
     * versions saved before they were asked for: those issue no receipt until a new version has them.
     */
    purposeIds: text("purpose_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    place: text("place").notNull(),
    signatory: text("signatory").notNull(),
    /** The tax office was told that receipts are made by machine (R 10b.1 Abs. 4 EStR). */
    machineReceiptsNotified: boolean("machine_receipts_notified").notNull().default(false),
    /**
     * The signatory's facsimile signature as PNG (server/receipts/signature-image.ts), printed on
     * machine-made receipts; a new version keeps the one before unless replaced or removed.
     */
    signatureImage: bytes("signature_image"),
  },
  (table) => [check("receipt_settings_kind", sql`${table.noticeKind} in ('freistellung', '60a')`)],
);

/**
 * Every receipt issued: never edited. A wrong one is cancelled (and replaced by a new one); both
 * stay. The PDF's exact bytes and their SHA-256 are kept, with a copy of the settings used.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    issuedAt: createdAt(),
    issuedBy: member("issued_by"),
    /** The year of issue: numbers run per year ("2026-0007"). */
    year: integer("year").notNull(),
    serial: integer("serial").notNull(),
    /** "single", "collective" (Sammelbestätigung) or "simplified" (proof up to 300 €). */
    kind: text("kind").notNull(),
    donorName: text("donor_name").notNull(),
    donorAddress: jsonb("donor_address").$type<string[]>().notNull(),
    /** Where it was e-mailed; empty: printed and sent by post. */
    donorEmail: text("donor_email").notNull().default(""),
    totalCents: integer("total_cents").notNull(),
    gifts: jsonb("gifts").$type<ReceiptGiftRecord[]>().notNull(),
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
    pdf: bytes("pdf").notNull(),
    sha256: text("sha256").notNull(),
    cancelledAt: at("cancelled_at"),
    cancelledBy: member("cancelled_by"),
    cancelReason: text("cancel_reason"),
    replacesId: uuid("replaces_id"),
    /**
     * The period a Sammelbestätigung states (its first to its last gift); null for the other
     * kinds. Receipts issued before it was kept (migration 0009) state their calendar year.
     */
    periodFrom: day("period_from"),
    periodTo: day("period_to"),
  },
  (table) => [
    unique("receipts_number").on(table.year, table.serial),
    check("receipts_kind", sql`${table.kind} in ('single', 'collective', 'simplified')`),
    check(
      "receipts_period",
      sql`(${table.kind} = 'collective') = (${table.periodFrom} is not null and ${table.periodTo} is not null and ${table.periodFrom} <= ${table.periodTo})`,
    ),
  ],
);

/** Which donations a receipt confirms: a donation is on at most one receipt not cancelled. */
export const receiptDonations = pgTable(
  "receipt_donations",
  {
    receiptId: uuid("receipt_id")
      .notNull()
      .references(() => receipts.id),
    donationId: uuid("donation_id")
      .notNull()
      .references(() => donations.id),
  },
  (table) => [
    primaryKey({ columns: [table.receiptId, table.donationId] }),
    index("receipt_donations_donation").on(table.donationId),
  ],
);

export interface ReceiptGiftRecord {
  donationId: string;
  date: string;
  cents: number;
  waiver: boolean;
}

export type BankCreditRow = typeof bankCredits.$inferSelect;
export type DonationRecordRow = typeof donations.$inferSelect;
export type ReceiptSettingsRow = typeof receiptSettings.$inferSelect;
export type ReceiptRow = typeof receipts.$inferSelect;
