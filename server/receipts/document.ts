import { oneLine } from "../../app/lib/printable";

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

/** The tax office's data a receipt needs (the settings kept with their history). */
export interface TaxOfficeData {
  /** "freistellung": Freistellungsbescheid (or Anlage zum KSt-Bescheid); "60a": § 60a AO notice. */
  noticeKind: "freistellung" | "60a";
  taxOffice: string;
  taxNumber: string;
  /** ISO day of the notice. */
  noticeDate: string;
  /** The last assessment period of a Freistellungsbescheid, e.g. "2024". */
  assessmentPeriod: string;
  /**
   * The purposes in the genitive, as they follow "Förderung" in the exemption sentence after a
   * Freistellungsbescheid and in the purpose sentence: "der Bildung und Erziehung (§ 52 Abs. 2
   * Satz 1 Nr. 7 AO)".
   */
  purpose: string;
  /**
   * The purposes in the accusative, as they follow "Wir fördern nach unserer Satzung" in the
   * § 60a AO variant: "die Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)". Needed for a
   * § 60a notice only; empty in settings saved before it was asked for.
   */
  purposeAccusative: string;
  /**
   * The purposes chosen from § 52 Abs. 2 Satz 1 AO (ids of `TAX_PURPOSES`): they decide whether
   * the membership-fee sentence is printed. Empty in settings saved before they were asked for.
   */
  purposeIds: string[];
  place: string;
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
  /** The facsimile signature (PNG) a machine-made receipt prints above the line. */
  signatureImage?: Uint8Array;
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

/**
 * The document with every one of its texts in one line (app/lib/printable.ts): names, address
 * lines and the tax office's data are single lines of the Muster, so none of them can add a
 * line ("Betrag: …") or carry a control character or bidi control onto the page, whatever the
 * register holds. The passages and the PDF are made from this.
 */
export function withSingleLines(doc: ReceiptDocument): ReceiptDocument {
  const party = ({ name, address }: ReceiptParty): ReceiptParty => ({
    name: oneLine(name),
    address: address.map(oneLine).filter(Boolean),
  });
  const tax = { ...doc.tax, purposeIds: [...doc.tax.purposeIds] };
  for (const key of Object.keys(tax) as (keyof TaxOfficeData)[])
    if (key !== "noticeKind" && key !== "purposeIds") tax[key] = oneLine(tax[key]);
  return {
    ...doc,
    number: oneLine(doc.number),
    issuer: party(doc.issuer),
    donor: party(doc.donor),
    gifts: doc.gifts.map((gift) => ({ ...gift, date: oneLine(gift.date) })),
    issuedOn: oneLine(doc.issuedOn),
    tax,
    signatory: oneLine(doc.signatory),
    ...(doc.period && { period: { from: oneLine(doc.period.from), to: oneLine(doc.period.to) } }),
    ...(doc.replaces !== undefined && { replaces: oneLine(doc.replaces) }),
  };
}
