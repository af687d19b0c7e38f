import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { receiptSettings, type ReceiptSettingsRow } from "../db/schema";
import { exemptionSentence, noticeRefusalOf, purposePassages } from "./template";
import type { TaxOfficeData } from "./document";
import type { Locale } from "../../app/i18n/locale";
import { teamMessages } from "../../app/i18n/team-catalogue";
import { recordAudit, type Actor } from "../team/audit";
import { AreaRefusal, refusalText } from "../team/refusal";

export type ReceiptSettingsInput = TaxOfficeData & {
  signatory: string;
  machineReceiptsNotified: boolean;
  /** The facsimile signature as PNG (`acceptSignatureImage`), or none. */
  signatureImage?: Uint8Array | null;
};

/**
 * The facsimile a new version keeps: the uploaded one (already accepted), none when asked to
 * remove it, else the one of the version in force.
 */
export const keptSignatureImage = (
  uploaded: Uint8Array | undefined,
  remove: boolean,
  current: ReceiptSettingsRow | undefined,
): Uint8Array | null => uploaded ?? (remove ? null : (current?.signatureImage ?? null));

/** Every version of the settings, newest first (a change adds a row; none is edited). */
export function settingsHistory(db: Db): Promise<ReceiptSettingsRow[]> {
  return db.select().from(receiptSettings).orderBy(desc(receiptSettings.id));
}

/** The settings in force: the newest version, if any. */
export async function currentSettings(db: Db): Promise<ReceiptSettingsRow | undefined> {
  const [row] = await db.select().from(receiptSettings).orderBy(desc(receiptSettings.id)).limit(1);
  return row;
}

export async function saveSettings(
  db: Db,
  values: ReceiptSettingsInput,
  memberId: string | null,
): Promise<ReceiptSettingsRow> {
  const [row] = await db
    .insert(receiptSettings)
    .values({ ...values, createdBy: memberId })
    .returning();
  return row!;
}

/**
 * A member changes the settings: a new version with the facsimile uploaded (already accepted),
 * removed or kept ({@link keptSignatureImage}); the log records the notice and the facsimile.
 */
export async function changeReceiptSettings(
  db: Db,
  who: Actor,
  values: Omit<ReceiptSettingsInput, "signatureImage">,
  signature: { uploaded: Uint8Array | undefined; remove: boolean },
): Promise<ReceiptSettingsRow> {
  const { uploaded, remove } = signature;
  const signatureImage = keptSignatureImage(uploaded, remove, await currentSettings(db));
  const row = await saveSettings(db, { ...values, signatureImage }, who.member?.id ?? null);
  await recordAudit(db, {
    ...who,
    action: "receipt-settings-changed",
    target: String(row.id),
    detail: {
      noticeKind: row.noticeKind,
      noticeDate: row.noticeDate,
      signatureImage: uploaded ? "neu" : signatureImage ? "wie bisher" : "keine",
    },
  });
  return row;
}

/** A settings row as the template's tax-office data. */
export const taxOfficeData = (row: ReceiptSettingsRow): TaxOfficeData => ({
  noticeKind: row.noticeKind === "60a" ? "60a" : "freistellung",
  taxOffice: row.taxOffice,
  taxNumber: row.taxNumber,
  noticeDate: row.noticeDate,
  assessmentPeriod: row.assessmentPeriod,
  purpose: row.purpose,
  purposeAccusative: row.purposeAccusative,
  purposeIds: row.purposeIds,
  place: row.place,
});

/**
 * Why a § 60a AO notice may not be the basis of receipts, or undefined: once a
 * Freistellungsbescheid was issued (one is in `earlier`, versions of the settings saved before),
 * only a Freistellungsbescheid is (§ 63 Abs. 5 Satz 1 Nr. 2 AO).
 */
export function sixtyARefusalOf(
  noticeKind: string,
  earlier: Pick<ReceiptSettingsRow, "noticeKind" | "noticeDate">[],
): AreaRefusal | undefined {
  if (noticeKind !== "60a") return undefined;
  const exemption = earlier.find((row) => row.noticeKind === "freistellung");
  if (!exemption) return undefined;
  return new AreaRefusal("sixtyAAfterExemption", { date: { day: exemption.noticeDate } });
}

/** A refusal's text in `locale`, as the area shows it. */
const worded = (refusal: AreaRefusal | undefined, locale: Locale) =>
  refusal && refusalText(teamMessages(locale), refusal, locale);

/** `sixtyARefusalOf`'s reason in `locale` (German by default). */
export const sixtyARefusal = (
  noticeKind: string,
  earlier: Pick<ReceiptSettingsRow, "noticeKind" | "noticeDate">[],
  locale: Locale = "de",
): string | undefined => worded(sixtyARefusalOf(noticeKind, earlier), locale);

/**
 * Why no receipt may be issued on `issuedOn` with the settings in force (the first of
 * `history`, newest first), or undefined: none saved, the notice too old or missing the
 * purposes its sentence needs, or a § 60a notice after a Freistellungsbescheid.
 */
export function settingsRefusalOf(
  history: ReceiptSettingsRow[],
  issuedOn: string,
): AreaRefusal | undefined {
  const [current, ...earlier] = history;
  if (!current) return new AreaRefusal("noSettings");
  return (
    noticeRefusalOf(taxOfficeData(current), issuedOn) ??
    sixtyARefusalOf(current.noticeKind, earlier)
  );
}

/** `settingsRefusalOf`'s reason in `locale` (German by default), as the area shows it. */
export const settingsRefusal = (
  history: ReceiptSettingsRow[],
  issuedOn: string,
  locale: Locale = "de",
): string | undefined => worded(settingsRefusalOf(history, issuedOn), locale);

/**
 * The sentences the settings put on every receipt (exemption, purpose and, where it applies, the
 * membership-fee sentence), to read before anything is issued, in German as the receipt has
 * them; or why they cannot be made, in `locale`.
 */
export function settingsSentences(
  row: ReceiptSettingsRow,
  locale: Locale = "de",
): string[] | { refusal: string } {
  const tax = taxOfficeData(row);
  try {
    return [exemptionSentence(tax), ...purposePassages(tax).flatMap((p) => p.lines)];
  } catch (error) {
    if (error instanceof AreaRefusal) return { refusal: worded(error, locale)! };
    return { refusal: error instanceof Error ? error.message : String(error) };
  }
}
