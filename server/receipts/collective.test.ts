import { describe, expect, it } from "vitest";
import { collectivePeriod } from "./collective";
import { receiptPassages } from "./passages";
import { AGE_NOTE, LIABILITY_NOTE, SUBTITLE } from "./template";
import { EXEMPTION, expectInOrder, PURPOSE, testReceipt, testTax } from "./test-receipt";

describe("the Sammelbestätigung", () => {
  it("for an association of sport, confirms after the purposes that the gifts are no membership fees", () => {
    const doc = testReceipt("collective", { tax: { ...testTax, purposeIds: ["21"] } });
    const roles = receiptPassages(doc).map((p) => p.role);
    expect(roles.slice(5, 9)).toEqual(["exemption", "purpose", "fee", "no-other-receipts"]);
  });

  it("has every passage of the Muster in its order, then its annex", () => {
    const passages = receiptPassages(testReceipt("collective"));
    expect(passages.map((p) => p.role)).toEqual([
      "issuer",
      "number",
      "title",
      "donor",
      "amount",
      "exemption",
      "purpose",
      "no-other-receipts",
      "waiver",
      "signature",
      "liability-note",
      "age-note",
      "annex-title",
      "annex-table",
    ]);
    expectInOrder(passages.flatMap((p) => p.lines).join("\n"), [
      "e-gnition Hamburg e.V.",
      "Sammelbestätigung Nr. 2026-0007",
      "Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge",
      SUBTITLE,
      "Name und Anschrift des Zuwendenden:",
      "Max Mustermann",
      "Gesamtbetrag der Zuwendung – in Ziffern –: 162,50\u00a0€",
      "– in Buchstaben –: einhundertzweiundsechzig Euro und fünfzig Cent",
      "Zeitraum der Sammelbestätigung: 02.03.2026 – 20.05.2026",
      EXEMPTION,
      PURPOSE,
      "Es wird bestätigt, dass über die in der Gesamtsumme enthaltenen Zuwendungen keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen oder ähnliches ausgestellt wurden und werden.",
      "Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.",
      "Hamburg, 10.03.2026",
      "(Ort, Datum und Unterschrift des Zuwendungsempfängers)",
      "Hinweis:",
      LIABILITY_NOTE,
      AGE_NOTE,
      "Anlage zur Sammelbestätigung Nr. 2026-0007 vom 10.03.2026",
      "Zuwendungsempfänger: e-gnition Hamburg e.V., Musterstraße 1, 21073 Hamburg",
      "Zuwendender: Max Mustermann",
    ]);
  });

  it("lists every gift by date in the annex: kind, waiver, amount, and the total", () => {
    const annex = receiptPassages(testReceipt("collective")).at(-1)!;
    expect(annex.table).toEqual({
      head: [
        "Datum der Zuwendung",
        "Art der Zuwendung (Geldzuwendung/Mitgliedsbeitrag)",
        "Verzicht auf die Erstattung von Aufwendungen (ja/nein)",
        "Betrag",
      ],
      rows: [
        ["02.03.2026", "Geldzuwendung", "nein", "42,50\u00a0€"],
        ["20.05.2026", "Geldzuwendung", "ja", "120,00\u00a0€"],
      ],
      total: ["Gesamtsumme", "", "", "162,50\u00a0€"],
    });
    expect(annex.lines.at(-1)).toBe("Gesamtsumme | 162,50\u00a0€");
  });

  it("covers the period given, else its first to its last gift, not the calendar year", () => {
    const period = { from: "2026-03-01", to: "2026-06-30" };
    expect(collectivePeriod(testReceipt("collective", { period }))).toEqual(period);
    expect(collectivePeriod(testReceipt("collective"))).toEqual({
      from: "2026-03-02",
      to: "2026-05-20",
    });
  });

  it("carries the machine and replacement notes like the single receipt", () => {
    const passages = receiptPassages(
      testReceipt("collective", { machineMade: true, replaces: "2026-0002" }),
    );
    const roles = passages.map((p) => p.role);
    expect(roles.indexOf("replaces")).toBe(roles.indexOf("number") + 1);
    expect(roles.indexOf("machine-note")).toBe(roles.indexOf("signature") + 1);
    expect(passages.find((p) => p.role === "replaces")!.lines[0]).toBe(
      "Ersetzt die Sammelbestätigung Nr. 2026-0002, die hiermit ungültig wird.",
    );
  });

  it("needs at least one gift", () => {
    expect(() => receiptPassages(testReceipt("collective", { gifts: [] }))).toThrow();
  });
});
