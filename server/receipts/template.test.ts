import { describe, expect, it } from "vitest";
import { teamEn } from "../../app/i18n/messages/team.en";
import { AreaRefusal, refusalText } from "../team/refusal";
import { receiptPassages } from "./passages";
import {
  AGE_NOTE,
  LIABILITY_NOTE,
  MACHINE_NOTE,
  noticeRefusal,
  PURPOSE_ACCUSATIVE_MISSING,
  PURPOSE_IDS_MISSING,
  sameDayYearsLater,
  SUBTITLE,
  type Passage,
} from "./template";
import { EXEMPTION, expectInOrder, PURPOSE, testReceipt, testTax as tax } from "./test-receipt";

const text = (passages: Passage[]) => passages.flatMap((p) => p.lines).join("\n");

describe("the single receipt", () => {
  it("has every passage of the Muster in its order", () => {
    const passages = receiptPassages(testReceipt("single"));
    expect(passages.map((p) => p.role)).toEqual([
      "issuer",
      "number",
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
    expectInOrder(text(passages), [
      "e-gnition Hamburg e.V.",
      "Musterstraße 1",
      "21073 Hamburg",
      "Zuwendungsbestätigung Nr. 2026-0007",
      "vom 10.03.2026",
      "Bestätigung über Geldzuwendungen/Mitgliedsbeitrag",
      SUBTITLE,
      "Name und Anschrift des Zuwendenden:",
      "Max Mustermann",
      "Betrag der Zuwendung – in Ziffern –: 42,50\u00a0€",
      "– in Buchstaben –: zweiundvierzig Euro und fünfzig Cent",
      "Tag der Zuwendung: 02.03.2026",
      "Es handelt sich um den Verzicht auf Erstattung von Aufwendungen Ja ☐ Nein ☒",
      EXEMPTION,
      PURPOSE,
      "Hamburg, 10.03.2026",
      "Erika Musterfrau",
      "(Ort, Datum und Unterschrift des Zuwendungsempfängers)",
      "Hinweis:",
      LIABILITY_NOTE,
      AGE_NOTE,
    ]);
    expect(passages.find((p) => p.role === "signature")!.signedByHand).toBe(true);
  });

  it("confirms it is no non-deductible membership fee when a chosen purpose excludes fees", () => {
    const plain = receiptPassages(testReceipt("single"));
    expect(plain.some((p) => p.role === "fee")).toBe(false);
    for (const purposeIds of [["21"], ["7", "5-freizeit"], ["22"], ["23"]]) {
      const passages = receiptPassages(testReceipt("single", { tax: { ...tax, purposeIds } }));
      expect(passages.map((p) => p.role).slice(6, 9)).toEqual(["exemption", "purpose", "fee"]);
      expect(passages.find((p) => p.role === "fee")!.lines).toEqual([
        "Es wird bestätigt, dass es sich nicht um einen Mitgliedsbeitrag handelt, dessen Abzug nach § 10b Abs. 1 des Einkommensteuergesetzes ausgeschlossen ist.",
      ]);
    }
    const culture = receiptPassages(testReceipt("single", { tax: { ...tax, purposeIds: ["5"] } }));
    expect(culture.some((p) => p.role === "fee")).toBe(false);
  });

  it("crosses Ja for a waiver of reimbursement", () => {
    const gifts = [{ date: "2026-03-02", cents: 4250, waiver: true }];
    expect(text(receiptPassages(testReceipt("single", { gifts })))).toContain(
      "Es handelt sich um den Verzicht auf Erstattung von Aufwendungen Ja ☒ Nein ☐",
    );
  });

  it("writes the § 60a AO variant instead of the exemption sentence, the purposes in the accusative", () => {
    const receipt = testReceipt("single", { tax: { ...tax, noticeKind: "60a" } });
    const wording = text(receiptPassages(receipt));
    expect(wording).toContain(
      "Die Einhaltung der satzungsmäßigen Voraussetzungen nach den §§ 51, 59, 60 und 61 AO wurde vom Finanzamt Hamburg-Nord (fiktiv), StNr. 17/000/00000, mit Bescheid vom 10.05.2024 nach § 60a AO gesondert festgestellt. Wir fördern nach unserer Satzung die Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO).",
    );
    // The purpose sentence keeps the genitive after "zur Förderung".
    expect(wording).toContain(PURPOSE);
    expect(wording).not.toContain("Satzung der Bildung");
    expect(wording).not.toContain("Freistellungsbescheid bzw. nach der Anlage");
  });

  it("writes no § 60a AO sentence without the purposes in the accusative", () => {
    const receipt = testReceipt("single", {
      tax: { ...tax, noticeKind: "60a", purposeAccusative: "" },
    });
    expect(() => receiptPassages(receipt)).toThrow(PURPOSE_ACCUSATIVE_MISSING);
  });

  it("made by machine: the name printed, the note after the signature, before the notes", () => {
    const passages = receiptPassages(testReceipt("single", { machineMade: true }));
    expect(passages.map((p) => p.role).slice(-4)).toEqual([
      "signature",
      "machine-note",
      "liability-note",
      "age-note",
    ]);
    expect(passages.find((p) => p.role === "signature")!.signedByHand).toBe(false);
    expect(MACHINE_NOTE(tax)).toBe(
      "Diese Zuwendungsbestätigung wurde maschinell erstellt und ist ohne eigenhändige Unterschrift gültig (R 10b.1 Abs. 4 EStR); die maschinelle Erstellung wurde dem Finanzamt Hamburg-Nord (fiktiv) angezeigt.",
    );
    expect(text(passages)).toContain(MACHINE_NOTE(tax));
  });

  it("a replacement names the receipt it replaces, under the number", () => {
    const passages = receiptPassages(testReceipt("single", { replaces: "2026-0003" }));
    expect(passages.map((p) => p.role).slice(0, 4)).toEqual([
      "issuer",
      "number",
      "replaces",
      "title",
    ]);
    expect(passages[2]!.lines).toEqual([
      "Ersetzt die Zuwendungsbestätigung Nr. 2026-0003, die hiermit ungültig wird.",
    ]);
  });

  it("names exactly one gift, and says so in the member's language", () => {
    expect(() => receiptPassages(testReceipt("single", { gifts: [] }))).toThrow(
      'Ein Beleg der Art "single" nennt genau eine Zuwendung.',
    );
    const refused = refusalOf(() => receiptPassages(testReceipt("single", { gifts: [] })));
    expect(refusalText(teamEn, refused, "en")).toBe(
      'A receipt of the kind "single" names exactly one gift.',
    );
    const none = refusalOf(() => receiptPassages(testReceipt("collective", { gifts: [] })));
    expect(none.message).toBe("Eine Sammelbestätigung nennt mindestens eine Zuwendung.");
    expect(refusalText(teamEn, none, "en")).toBe("A collective receipt names at least one gift.");
    const gifts = [{ cents: 30_001, date: "2026-03-01", waiver: false }];
    const over = refusalOf(() => receiptPassages(testReceipt("simplified", { gifts })));
    expect(refusalText(teamEn, over, "en")).toBe(
      "The simplified proof is only for gifts up to 300 euros.",
    );
  });
});

/** The refusal `run` throws. */
function refusalOf(run: () => unknown): AreaRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof AreaRefusal) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("noticeRefusal", () => {
  it("allows a Freistellungsbescheid for five years and refuses it after, saying why", () => {
    expect(noticeRefusal(tax, "2029-05-10")).toBeUndefined();
    expect(noticeRefusal(tax, "2029-05-11")).toBe(
      "Der Freistellungsbescheid vom 10.05.2024 ist älter als 5 Jahre (§ 63 Abs. 5 AO): bis 10.05.2029 durften damit Zuwendungsbestätigungen ausgestellt werden. Bitte den neuen Bescheid in den Einstellungen eintragen.",
    );
  });

  it("counts a notice of 29 February to the 28th in a year without one", () => {
    const leap = { ...tax, noticeDate: "2024-02-29" };
    expect(noticeRefusal(leap, "2029-02-28")).toBeUndefined();
    expect(noticeRefusal(leap, "2029-03-01")).toMatch(
      /^Der Freistellungsbescheid vom 29\.02\.2024 ist älter als 5 Jahre \(§ 63 Abs\. 5 AO\): bis 28\.02\.2029 durften/,
    );
    const leap60a = { ...leap, noticeKind: "60a" as const };
    expect(noticeRefusal(leap60a, "2027-02-28")).toBeUndefined();
    expect(noticeRefusal(leap60a, "2027-03-01")).toMatch(/bis 28\.02\.2027 durften/);
    expect(sameDayYearsLater("2024-02-29", 4)).toBe("2028-02-29");
    expect(sameDayYearsLater("2024-05-10", 5)).toBe("2029-05-10");
  });

  it("refuses a § 60a AO notice without the purposes its sentence needs", () => {
    const notice = { ...tax, noticeKind: "60a" as const, purposeAccusative: "" };
    expect(noticeRefusal(notice, "2026-03-10")).toBe(PURPOSE_ACCUSATIVE_MISSING);
  });

  it("allows a § 60a AO notice for three years only", () => {
    const notice = { ...tax, noticeKind: "60a" as const };
    expect(noticeRefusal(notice, "2027-05-10")).toBeUndefined();
    expect(noticeRefusal(notice, "2027-05-11")).toMatch(
      /^Der Bescheid nach § 60a AO .* älter als 3 Jahre/,
    );
  });
});

describe("noticeRefusal in the member's language", () => {
  it("says why in English, with English dates, for an English member", () => {
    expect(noticeRefusal(tax, "2029-05-11", "en")).toBe(
      "The Freistellungsbescheid (exemption notice) of 10 May 2024 is older than 5 years (§ 63 Abs. 5 AO): donation receipts could be issued with it until 10 May 2029. Please enter the new notice in the details.",
    );
    expect(noticeRefusal({ ...tax, noticeKind: "60a" }, "2027-05-11", "en")).toMatch(
      /^The notice under § 60a AO of 10 May 2024 is older than 3 years/,
    );
    expect(
      noticeRefusal({ ...tax, noticeKind: "60a", purposeAccusative: "" }, "2026-03-10", "en"),
    ).toBe(teamEn.refusals.purposeAccusativeMissing);
    expect(noticeRefusal({ ...tax, purposeIds: [] }, "2026-03-10", "en")).toBe(
      teamEn.refusals.purposeIdsMissing,
    );
    expect(noticeRefusal({ ...tax, purposeIds: [] }, "2026-03-10")).toBe(PURPOSE_IDS_MISSING);
  });
});
