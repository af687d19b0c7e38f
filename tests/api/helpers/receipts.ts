/** What the receipt tests share: valid tax office settings and an empty register. */
import type { Db } from "../../../server/db/client";
import {
  bankCredits,
  donations,
  notificationOutbox,
  receiptDonations,
  receipts,
  receiptSettings,
} from "../../../server/db/schema";

/** A Freistellungsbescheid for education (§ 52 Abs. 2 Satz 1 Nr. 7 AO), fictitious. */
export const RECEIPT_SETTINGS = {
  noticeKind: "freistellung" as const,
  taxOffice: "Hamburg-Nord (fiktiv)",
  taxNumber: "17/000/00000",
  noticeDate: "2024-05-10",
  assessmentPeriod: "2023",
  purpose: "der Bildung und Erziehung",
  purposeAccusative: "",
  purposeIds: ["7"],
  place: "Hamburg",
  signatory: "Erika Musterfrau, Kassenwartin",
  machineReceiptsNotified: false,
};

/** No credits, donations, receipts, settings or queued mails. */
export async function emptyRegister(db: Db): Promise<void> {
  await db.delete(notificationOutbox);
  await db.delete(receiptDonations);
  await db.delete(receipts);
  await db.delete(donations);
  await db.delete(bankCredits);
  await db.delete(receiptSettings);
}
