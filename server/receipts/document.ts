import type { TaxOfficeData } from "./template";

/**
 * What a receipt says, independent of how it is laid out: the register (server/receipts/register.ts)
 * builds it from confirmed donations, the PDF renderer (server/receipts/pdf.ts) lays it out.
 */

/** "single": one gift; "collective": Sammelbestätigung with its annex; "simplified": proof up to 300 €. */
export type ReceiptKind = "single" | "collective" | "simplified";

export interface ReceiptParty {
  name: string;
  address: string[];
}

export interface ReceiptGift {
  /** ISO day the money arrived. */
  date: string;
  cents: number;
  /** The gift is a waiver of reimbursement of expenses (Verzicht auf Erstattung von Aufwendungen). */
  waiver: boolean;
}

export interface ReceiptDocument {
  kind: ReceiptKind;
  /** Year and running number, e.g. "2026-0007". */
  number: string;
  issuer: ReceiptParty;
  donor: ReceiptParty;
  /** Exactly one for "single" and "simplified"; the year's gifts, by date, for "collective". */
  gifts: ReceiptGift[];
  /** ISO day of issue. */
  issuedOn: string;
  tax: TaxOfficeData;
  /** Who signs (printed under the signature line). */
  signatory: string;
  /**
   * Made by machine after the tax office was told (R 10b.1 Abs. 4 EStR): carries the note and a
   * printed signature, and may be sent by e-mail. Otherwise printed and signed by hand.
   */
  machineMade: boolean;
  /**
   * The period a "collective" receipt covers (ISO days); without it, its first to its last gift
   * (the register always gives it, and keeps it to refuse an overlapping one).
   */
  period?: { from: string; to: string };
  /** The number of the cancelled receipt this one replaces. */
  replaces?: string;
}

/** "2026-0007": the year of issue and the running number. */
export const receiptNumber = ({ year, serial }: { year: number; serial: number }) =>
  `${year}-${String(serial).padStart(4, "0")}`;
