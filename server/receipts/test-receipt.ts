import { expect } from "vitest";
import type { ReceiptDocument, ReceiptKind } from "./document";
import type { TaxOfficeData } from "./document";

/** Fictitious data for the receipts' tests. */
export const testTax: TaxOfficeData = {
  noticeKind: "freistellung",
  taxOffice: "Hamburg-Nord (fiktiv)",
  taxNumber: "17/000/00000",
  noticeDate: "2024-05-10",
  assessmentPeriod: "2023",
  purpose: "der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)",
  purposeAccusative: "die Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)",
  purposeIds: ["7"],
  place: "Hamburg",
};

export function testReceipt(
  kind: ReceiptKind,
  changes: Partial<ReceiptDocument> = {},
): ReceiptDocument {
  return {
    kind,
    number: "2026-0007",
    issuer: { name: "e-gnition Hamburg e.V.", address: ["Musterstraße 1", "21073 Hamburg"] },
    donor: { name: "Max Mustermann", address: ["Musterstraße 1", "20095 Hamburg"] },
    gifts:
      kind === "collective"
        ? [
            { date: "2026-05-20", cents: 12_000, waiver: true },
            { date: "2026-03-02", cents: 4250, waiver: false },
          ]
        : [{ date: "2026-03-02", cents: 4250, waiver: false }],
    issuedOn: "2026-03-10",
    tax: testTax,
    signatory: "Erika Musterfrau",
    machineMade: false,
    ...changes,
  };
}

/** The test data's exemption and purpose sentences, as the template must write them. */
export const EXEMPTION =
  "Wir sind wegen Förderung der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO) nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes Hamburg-Nord (fiktiv), StNr. 17/000/00000, vom 10.05.2024 für den letzten Veranlagungszeitraum 2023 nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.";
export const PURPOSE =
  "Es wird bestätigt, dass die Zuwendung nur zur Förderung der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO) verwendet wird.";

/** Each of `needles` occurs in `text`, each after the one before. */
export function expectInOrder(text: string, needles: string[]) {
  let at = -1;
  for (const needle of needles) {
    const found = text.indexOf(needle, at + 1);
    expect(found, `${needle}\n(in order after position ${at})`).toBeGreaterThan(at);
    at = found;
  }
}
