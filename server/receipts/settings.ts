import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { receiptSettings, type ReceiptSettingsRow } from "../db/schema";
import type { TaxOfficeData } from "./template";

export type ReceiptSettingsInput = TaxOfficeData & {
  signatory: string;
  machineReceiptsNotified: boolean;
};

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

/** A settings row as the template's tax-office data. */
export const taxOfficeData = (row: ReceiptSettingsRow): TaxOfficeData => ({
  noticeKind: row.noticeKind === "60a" ? "60a" : "freistellung",
  taxOffice: row.taxOffice,
  taxNumber: row.taxNumber,
  noticeDate: row.noticeDate,
  assessmentPeriod: row.assessmentPeriod,
  purpose: row.purpose,
  place: row.place,
});
