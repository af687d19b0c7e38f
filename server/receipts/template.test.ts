import { describe, expect, it } from "vitest";
import {
  AGE_NOTE,
  LIABILITY_NOTE,
  noticeRefusal,
  singleReceipt,
  SUBTITLE,
  TITLE,
  type TaxOfficeData,
} from "./template";

const tax: TaxOfficeData = {
  noticeKind: "freistellung",
  taxOffice: "Hamburg-Nord (fiktiv)",
  taxNumber: "17/000/00000",
  noticeDate: "2024-05-10",
  assessmentPeriod: "2023",
  purpose: "der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)",
  place: "Hamburg",
};
const gift = {
  issuer: { name: "e-gnition Hamburg e.V.", address: ["Musterstraße 1", "21073 Hamburg"] },
  donor: { name: "Max Mustermann", address: ["Musterstraße 1", "20095 Hamburg"] },
  cents: 4250,
  date: "2026-03-02",
  issuedOn: "2026-03-10",
};

describe("singleReceipt", () => {
  it("has every passage of the Muster in its order", () => {
    const passages = singleReceipt(gift, tax);
    expect(passages.map((p) => p.role)).toEqual([
      "issuer",
      "title",
      "donor",
      "amount",
      "waiver",
      "exemption",
      "purpose",
      "signature",
      "liability-note",
      "age-note",
    ]);
    const text = passages.flatMap((p) => p.lines).join("\n");
    const inOrder = [
      "e-gnition Hamburg e.V.",
      TITLE,
      SUBTITLE,
      "Name und Anschrift des Zuwendenden:",
      "Max Mustermann",
      "Betrag der Zuwendung – in Ziffern –: 42,50",
      "– in Buchstaben –: zweiundvierzig Euro und fünfzig Cent",
      "Tag der Zuwendung: 02.03.2026",
      "Es handelt sich um den Verzicht auf Erstattung von Aufwendungen: Ja ☐ Nein ☒",
      "Wir sind wegen Förderung der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO) nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes Hamburg-Nord (fiktiv), StNr. 17/000/00000, vom 10.05.2024 für den letzten Veranlagungszeitraum 2023 nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.",
      "Es wird bestätigt, dass die Zuwendung nur zur Förderung der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO) verwendet wird.",
      "Hamburg, 10.03.2026",
      "(Ort, Datum und Unterschrift des Zuwendungsempfängers)",
      "Hinweis:",
      LIABILITY_NOTE,
      AGE_NOTE,
    ];
    let at = -1;
    for (const passage of inOrder) {
      const found = text.indexOf(passage, at + 1);
      expect(found, passage).toBeGreaterThan(at);
      at = found;
    }
  });

  it("writes the § 60a AO variant instead of the exemption sentence", () => {
    const text = singleReceipt(gift, { ...tax, noticeKind: "60a" })
      .flatMap((p) => p.lines)
      .join("\n");
    expect(text).toContain(
      "Die Einhaltung der satzungsmäßigen Voraussetzungen nach den §§ 51, 59, 60 und 61 AO wurde vom Finanzamt Hamburg-Nord (fiktiv), StNr. 17/000/00000, mit Bescheid vom 10.05.2024 nach § 60a AO gesondert festgestellt.",
    );
    expect(text).not.toContain("Freistellungsbescheid bzw. nach der Anlage");
  });
});

describe("noticeRefusal", () => {
  it("allows a Freistellungsbescheid for five years and refuses it after, saying why", () => {
    expect(noticeRefusal(tax, "2029-05-10")).toBeUndefined();
    expect(noticeRefusal(tax, "2029-05-11")).toBe(
      "Der Freistellungsbescheid vom 10.05.2024 ist älter als 5 Jahre (§ 63 Abs. 5 AO): bis 10.05.2029 durften damit Zuwendungsbestätigungen ausgestellt werden. Bitte den neuen Bescheid in den Einstellungen eintragen.",
    );
  });

  it("allows a § 60a AO notice for three years only", () => {
    const notice = { ...tax, noticeKind: "60a" as const };
    expect(noticeRefusal(notice, "2027-05-10")).toBeUndefined();
    expect(noticeRefusal(notice, "2027-05-11")).toMatch(
      /^Der Bescheid nach § 60a AO .* älter als 3 Jahre/,
    );
  });
});
