import { createHash } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { openCredits } from "../donations/credits";
import {
  donations,
  notificationOutbox,
  receiptDonations,
  receipts,
  type DonationRecordRow,
  type ReceiptRow,
} from "../db/schema";
import { areaFormat, isoDay } from "../../app/team/format";
import { format } from "../../app/i18n/format";
import type { Locale } from "../../app/i18n/locale";
import { teamMessages } from "../../app/i18n/team-catalogue";
import { MAX_CENTS } from "../db/columns";
import { readPostalAddress } from "../site";
import { receiptNumber, type ReceiptDocument, type ReceiptKind } from "./document";
import { AmountInWordsError } from "./amount-in-words";
import { ReceiptTooLongError, renderReceipt } from "./pdf";
import { SIMPLIFIED_LIMIT_CENTS } from "./simplified";
import { settingsHistory, settingsRefusalOf, taxOfficeData } from "./settings";
import { signReceiptPdf } from "./signing";
import { germanDate } from "./template";
import { AreaRefusal } from "../team/refusal";

/**
 * The register of receipts (docs/donations.md): every receipt issued is kept with its number,
 * the donor and gifts, a copy of the tax-office data used and the exact PDF. A wrong receipt is
 * cancelled and replaced, never edited.
 */

/** A receipt that may not be issued, with the reason in the treasurer's words. */
export class ReceiptRefusal extends AreaRefusal {}

/** The donor's postal address lines as a receipt prints them. */
export const donorAddressLines = (
  d: Pick<DonationRecordRow, "donorStreet" | "donorPostalCode" | "donorCity">,
) =>
  [d.donorStreet.trim(), `${d.donorPostalCode.trim()} ${d.donorCity.trim()}`.trim()].filter(
    Boolean,
  );

const normalized = (part: string) => part.trim().replace(/\s+/g, " ").toLowerCase();

/** Donations name the same donor when name and address agree (spacing and case aside). */
export const donorKey = (
  d: Pick<DonationRecordRow, "donorName" | "donorStreet" | "donorPostalCode" | "donorCity">,
) => [d.donorName, d.donorStreet, d.donorPostalCode, d.donorCity].map(normalized).join("|");

/** Receipts name the same donor when name and address lines agree (spacing and case aside). */
const receiptDonorKey = (name: string, address: string[]) =>
  [name, ...address].map(normalized).join("|");

export interface IssueRequest {
  kind: ReceiptKind;
  donationIds: string[];
  memberId: string | null;
  /** ISO day of issue; today in Hamburg by default. */
  issuedOn?: string;
  /** The receipt this one replaces: cancelled in the same step, with the reason. */
  replaces?: { receiptId: string; reason: string };
  /** The donor's corrected name and address, written to the donations (a replacement's reason). */
  correctedDonor?: { name: string; street: string; postalCode: string; city: string };
  /**
   * A Sammelbestätigung for a year that has not ended on the day of issue: the treasurer was
   * warned that it covers the gifts so far only, and confirmed (else it is refused).
   */
  openYearConfirmed?: boolean;
  /** DATA_DIR: the key that signs machine-made receipts is kept there (ADR 0170). */
  signingDir: string;
}

export interface IssuedReceipt {
  receipt: ReceiptRow;
  number: string;
  /** Queued in the outbox to the donor's address (machine-made receipts only). */
  mailed: boolean;
}

/** The kinds of receipt these donations may get, in the order the treasurer is offered them. */
export function kindsFor(gifts: Pick<DonationRecordRow, "amountCents">[]): ReceiptKind[] {
  if (gifts.length > 1) return ["collective"];
  const [gift] = gifts;
  if (!gift) return [];
  return gift.amountCents <= SIMPLIFIED_LIMIT_CENTS ? ["single", "simplified"] : ["single"];
}

function checkGifts(kind: ReceiptKind, gifts: DonationRecordRow[], requested: number): void {
  if (gifts.length !== requested || gifts.length === 0) throw new ReceiptRefusal("giftsGone");
  if (kind !== "collective" && gifts.length !== 1) throw new ReceiptRefusal("singleOneGift");
  if (kind === "collective" && gifts.length < 2) throw new ReceiptRefusal("collectiveSeveral");
  if (kind === "simplified" && gifts[0]!.amountCents > SIMPLIFIED_LIMIT_CENTS)
    throw new ReceiptRefusal("simplifiedLimit");
  if (new Set(gifts.map(donorKey)).size > 1) throw new ReceiptRefusal("oneDonor");
  if (new Set(gifts.map((gift) => gift.receivedOn.slice(0, 4))).size > 1)
    throw new ReceiptRefusal("oneYear");
}

/** The year of these gifts has not ended on `issuedOn` (its 31 December included). */
export const yearOpenOn = (year: number, issuedOn: string) => issuedOn <= `${year}-12-31`;

/** What a Sammelbestätigung for a year not ended says, before it is confirmed. */
export function openYearWarning(
  year: number,
  period: { from: string; to: string },
  locale: Locale = "de",
) {
  const day = locale === "de" ? germanDate : areaFormat(locale).formatDate;
  return format(teamMessages(locale).receipts.openYearWarning, {
    year,
    from: day(period.from),
    to: day(period.to),
  });
}

/**
 * A valid Sammelbestätigung of the same donor whose period overlaps `period`: a second one may
 * not confirm the same days again.
 */
async function overlappingCollective(
  tx: Db,
  donor: { name: string; address: string[] },
  period: { from: string; to: string },
): Promise<ReceiptRow | undefined> {
  const rows = await tx
    .select()
    .from(receipts)
    .where(
      and(
        eq(receipts.kind, "collective"),
        isNull(receipts.cancelledAt),
        lte(receipts.periodFrom, period.to),
        gte(receipts.periodTo, period.from),
      ),
    )
    .orderBy(receipts.year, receipts.serial);
  const key = receiptDonorKey(donor.name, donor.address);
  return rows.find((row) => receiptDonorKey(row.donorName, row.donorAddress) === key);
}

/** Cancels a receipt; false when it does not exist or was cancelled before. */
async function cancelIn(
  tx: Db,
  receiptId: string,
  reason: string,
  memberId: string | null,
): Promise<ReceiptRow | undefined> {
  const [row] = await tx
    .update(receipts)
    .set({ cancelledAt: new Date(), cancelledBy: memberId, cancelReason: reason })
    .where(and(eq(receipts.id, receiptId), isNull(receipts.cancelledAt)))
    .returning();
  return row;
}

/**
 * Issues a receipt for confirmed donations: checks the kind, the donor, that none of the gifts
 * is on another valid receipt and that the tax-office notice may be its basis; for a
 * Sammelbestätigung that its period (first to last gift) overlaps no other of the donor's and,
 * in a year not ended, that the treasurer confirmed. Numbers it, makes the PDF and keeps it. A
 * machine-made receipt goes to the donor's e-mail address through the outbox; otherwise it is
 * printed and signed by hand.
 */
export async function issueReceipt(db: Db, request: IssueRequest): Promise<IssuedReceipt> {
  const issuedOn = request.issuedOn ?? isoDay();
  const history = await settingsHistory(db);
  const refusal = settingsRefusalOf(history, issuedOn);
  if (refusal) throw new ReceiptRefusal(refusal.key, refusal.slots);
  const settings = history[0]!;
  const tax = taxOfficeData(settings);
  const ids = [...new Set(request.donationIds)].filter(isUuid);

  return db.transaction(async (tx) => {
    // One issuer at a time: running numbers without gaps, and no gift on two receipts.
    await tx.execute(sql`select pg_advisory_xact_lock(7305001)`);
    let gifts = ids.length
      ? await tx
          .select()
          .from(donations)
          .where(inArray(donations.id, ids))
          .orderBy(donations.receivedOn)
      : [];
    if (request.correctedDonor && gifts.length > 0) {
      const { name, street, postalCode, city } = request.correctedDonor;
      gifts = await tx
        .update(donations)
        .set({ donorName: name, donorStreet: street, donorPostalCode: postalCode, donorCity: city })
        .where(inArray(donations.id, ids))
        .returning();
      gifts.sort((a, b) => a.receivedOn.localeCompare(b.receivedOn));
    }
    checkGifts(request.kind, gifts, request.donationIds.length);

    let replaced: ReceiptRow | undefined;
    if (request.replaces) {
      replaced = await cancelIn(
        tx,
        request.replaces.receiptId,
        request.replaces.reason,
        request.memberId,
      );
      if (!replaced) throw new ReceiptRefusal("alreadyCancelled");
    }
    const onValidReceipt = await tx
      .select({ donationId: receiptDonations.donationId })
      .from(receiptDonations)
      .innerJoin(receipts, eq(receipts.id, receiptDonations.receiptId))
      .where(and(inArray(receiptDonations.donationId, ids), isNull(receipts.cancelledAt)));
    if (onValidReceipt.length > 0) throw new ReceiptRefusal("alreadyConfirmed");
    const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
    if (totalCents > MAX_CENTS) throw new ReceiptRefusal("totalTooHigh");

    const first = gifts[0]!;
    const donor = { name: first.donorName, address: donorAddressLines(first) };
    // A Sammelbestätigung states the days it covers: from its first to its last gift.
    const period =
      request.kind === "collective"
        ? { from: first.receivedOn, to: gifts.at(-1)!.receivedOn }
        : undefined;
    if (period) {
      const giftYear = Number(period.from.slice(0, 4));
      if (yearOpenOn(giftYear, issuedOn) && !request.openYearConfirmed)
        throw new ReceiptRefusal("openYearUnconfirmed", {
          year: giftYear,
          from: { day: period.from },
          to: { day: period.to },
        });
      const clash = await overlappingCollective(tx, donor, period);
      if (clash)
        throw new ReceiptRefusal("overlapping", {
          donor: clash.donorName,
          number: receiptNumber(clash),
          from: { day: clash.periodFrom! },
          to: { day: clash.periodTo! },
          periodFrom: { day: period.from },
          periodTo: { day: period.to },
        });
    }

    const year = Number(issuedOn.slice(0, 4));
    const [{ last } = { last: 0 }] = await tx
      .select({ last: sql<number>`coalesce(max(${receipts.serial}), 0)::int` })
      .from(receipts)
      .where(eq(receipts.year, year));
    const serial = last + 1;
    const number = receiptNumber({ year, serial });
    const issuer = readPostalAddress();
    const document: ReceiptDocument = {
      kind: request.kind,
      number,
      issuer: { name: issuer.name, address: issuer.lines },
      donor,
      gifts: gifts.map((gift) => ({
        date: gift.receivedOn,
        cents: gift.amountCents,
        waiver: false,
      })),
      issuedOn,
      tax,
      signatory: settings.signatory,
      machineMade: settings.machineReceiptsNotified,
      ...(settings.machineReceiptsNotified &&
        settings.signatureImage && { signatureImage: settings.signatureImage }),
      ...(period ? { period } : {}),
      ...(replaced ? { replaces: receiptNumber(replaced) } : {}),
    };
    const rendered = await renderReceipt(document).catch((error: unknown) => {
      if (error instanceof ReceiptTooLongError) throw new ReceiptRefusal("tooLongForPage");
      if (error instanceof AmountInWordsError) throw new ReceiptRefusal(error.key, error.slots);
      throw error;
    });
    // Made by machine (and so possibly e-mailed): signed, so that a change shows (ADR 0170).
    const pdf = document.machineMade
      ? await signReceiptPdf(rendered, {
          dir: request.signingDir,
          issuer: issuer.name,
          place: tax.place,
        })
      : rendered;
    const email = settings.machineReceiptsNotified
      ? (gifts.map((gift) => gift.donorEmail.trim()).find(Boolean) ?? "")
      : "";
    const [receipt] = await tx
      .insert(receipts)
      .values({
        issuedBy: request.memberId,
        year,
        serial,
        kind: request.kind,
        donorName: document.donor.name,
        donorAddress: document.donor.address,
        donorEmail: email,
        totalCents,
        gifts: gifts.map((gift) => ({
          donationId: gift.id,
          date: gift.receivedOn,
          cents: gift.amountCents,
          waiver: false,
        })),
        settings: {
          ...settings,
          createdAt: settings.createdAt.toISOString(),
          // The image is in the PDF; the copy says only whether there was one.
          signatureImage: settings.signatureImage ? "png" : null,
        },
        pdf: new Uint8Array(pdf),
        sha256: createHash("sha256").update(pdf).digest("hex"),
        replacesId: replaced?.id ?? null,
        periodFrom: period?.from ?? null,
        periodTo: period?.to ?? null,
      })
      .returning();
    await tx
      .insert(receiptDonations)
      .values(gifts.map((gift) => ({ receiptId: receipt!.id, donationId: gift.id })));
    if (email) await tx.insert(notificationOutbox).values({ receiptId: receipt!.id });
    return { receipt: receipt!, number, mailed: Boolean(email) };
  });
}

/** Cancels a receipt without replacing it (e.g. the money was paid back). */
export async function cancelReceipt(
  db: Db,
  receiptId: string,
  reason: string,
  memberId: string | null,
): Promise<ReceiptRow> {
  if (!isUuid(receiptId)) throw new ReceiptRefusal("receiptUnknown");
  const row = await cancelIn(db, receiptId, reason, memberId);
  if (!row) throw new ReceiptRefusal("alreadyCancelled");
  return row;
}

export async function findReceipt(db: Db, id: string): Promise<ReceiptRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}

/** Every receipt, newest first, without the PDF bytes; whether and when it was e-mailed. */
export function listReceipts(db: Db) {
  const mails = sql`from ${notificationOutbox} where ${notificationOutbox.receiptId} = ${receipts.id}`;
  return db
    .select({
      id: receipts.id,
      issuedAt: receipts.issuedAt,
      year: receipts.year,
      serial: receipts.serial,
      kind: receipts.kind,
      donorName: receipts.donorName,
      totalCents: receipts.totalCents,
      gifts: receipts.gifts,
      cancelledAt: receipts.cancelledAt,
      cancelReason: receipts.cancelReason,
      replacesId: receipts.replacesId,
      mailedAt: sql<Date | null>`(select max(${notificationOutbox.sentAt}) ${mails})`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
      mailQueued: sql<boolean>`exists (select 1 ${mails})`,
    })
    .from(receipts)
    .orderBy(desc(receipts.year), desc(receipts.serial));
}

/** The donations by id (a receipt's donor data to correct when it is replaced). */
export async function donationsById(
  db: Db,
  ids: string[],
): Promise<Map<string, DonationRecordRow>> {
  const rows = ids.length
    ? await db.select().from(donations).where(inArray(donations.id, ids))
    : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** Confirmed donations on no valid receipt, oldest first (by id on the same day): what still needs one. */
export function donationsWithoutReceipt(db: Db): Promise<DonationRecordRow[]> {
  return db
    .select()
    .from(donations)
    .where(
      sql`not exists (select 1 from ${receiptDonations} join ${receipts} on ${receipts.id} = ${receiptDonations.receiptId} where ${receiptDonations.donationId} = ${donations.id} and ${receipts.cancelledAt} is null)`,
    )
    .orderBy(donations.receivedOn, donations.id);
}

export interface DonorYear {
  key: string;
  donorName: string;
  address: string[];
  year: number;
  gifts: DonationRecordRow[];
  kinds: ReceiptKind[];
}

/** Donations without a receipt, grouped by donor and calendar year, with the kinds they may get. */
export function groupByDonorAndYear(open: DonationRecordRow[]): DonorYear[] {
  const groups = new Map<string, DonorYear>();
  for (const gift of open) {
    const year = Number(gift.receivedOn.slice(0, 4));
    const key = `${donorKey(gift)}|${year}`;
    const group = groups.get(key) ?? {
      key,
      donorName: gift.donorName,
      address: donorAddressLines(gift),
      year,
      gifts: [],
      kinds: [],
    };
    group.gifts.push(gift);
    groups.set(key, group);
  }
  return [...groups.values()].map((group) => ({ ...group, kinds: kindsFor(group.gifts) }));
}

/** The Kasse's to-do for the overview: credits to match, donations without a valid receipt. */
export async function cashDeskCounts(db: Db): Promise<{ credits: number; unconfirmed: number }> {
  const [credits, open] = await Promise.all([openCredits(db), donationsWithoutReceipt(db)]);
  return { credits: credits.length, unconfirmed: open.length };
}
