/**
 * What the treasurer does with the register of receipts (register.ts), as the team area's pages
 * do it: each act records who did it in the audit log.
 */
import type { Db } from "../db/client";
import type { ReceiptRow } from "../db/schema";
import { recordAudit, type Actor } from "../team/audit";
import { receiptNumber, type ReceiptKind } from "./document";
import {
  cancelReceipt,
  findReceipt,
  issueReceipt,
  type IssuedReceipt,
  type IssueRequest,
} from "./register";

/** Issues a receipt ({@link issueReceipt}); the log records its kind, total and checksum. */
export async function issueReceiptBy(
  db: Db,
  who: Actor,
  request: Omit<IssueRequest, "memberId">,
): Promise<IssuedReceipt> {
  const issued = await issueReceipt(db, { ...request, memberId: who.member?.id ?? null });
  const { receipt, number } = issued;
  await recordAudit(db, {
    ...who,
    action: "receipt-issued",
    target: number,
    detail: {
      kind: receipt.kind,
      cents: receipt.totalCents,
      sha256: receipt.sha256,
      replaces: request.replaces?.receiptId ?? null,
    },
  });
  return issued;
}

/** Cancels a receipt without replacing it ({@link cancelReceipt}), with the reason in the log. */
export async function cancelReceiptBy(
  db: Db,
  who: Actor,
  receiptId: string,
  reason: string,
): Promise<ReceiptRow> {
  const row = await cancelReceipt(db, receiptId, reason, who.member?.id ?? null);
  await recordAudit(db, {
    ...who,
    action: "receipt-cancelled",
    target: receiptNumber(row),
    detail: { reason },
  });
  return row;
}

/**
 * Cancels a receipt and issues one for the same gifts in its place, to the donor as corrected;
 * a corrected name is logged as a change of donor, with the reason.
 */
export async function replaceReceipt(
  db: Db,
  who: Actor,
  old: ReceiptRow,
  request: {
    reason: string;
    correctedDonor: NonNullable<IssueRequest["correctedDonor"]>;
    signingDir: string;
  },
): Promise<IssuedReceipt> {
  const { reason, correctedDonor, signingDir } = request;
  const issued = await issueReceiptBy(db, who, {
    kind: old.kind as ReceiptKind,
    donationIds: old.gifts.map((gift) => gift.donationId),
    replaces: { receiptId: old.id, reason },
    correctedDonor,
    // The same gifts and period as the receipt it replaces, which was issued (and warned of) before.
    openYearConfirmed: true,
    signingDir,
  });
  if (correctedDonor.name !== old.donorName)
    await recordAudit(db, {
      ...who,
      action: "donor-changed",
      target: receiptNumber(old),
      detail: { before: old.donorName, donor: correctedDonor.name, reason },
    });
  return issued;
}

/** A receipt with its PDF as issued, for a member to download: the log records who did. */
export async function downloadReceipt(
  db: Db,
  who: Actor,
  id: string,
): Promise<ReceiptRow | undefined> {
  const receipt = await findReceipt(db, id);
  if (receipt)
    await recordAudit(db, { ...who, action: "receipt-downloaded", target: receiptNumber(receipt) });
  return receipt;
}
