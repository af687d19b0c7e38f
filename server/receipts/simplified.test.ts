import { describe, expect, it } from "vitest";
import { receiptPassages } from "./passages";
import { EXEMPTION, expectInOrder, PURPOSE, testReceipt } from "./test-receipt";

describe("the simplified proof up to 300 €", () => {
  it("is the association's own document with what § 50 Abs. 4 EStDV asks, in order", () => {
    const passages = receiptPassages(testReceipt("simplified"));
    expect(passages.map((p) => p.role)).toEqual([
      "issuer",
      "number",
      "title",
      "proof-note",
      "donor",
      "amount",
      "gift-kind",
      "exemption",
      "purpose",
      "signature",
    ]);
    const text = passages.flatMap((p) => p.lines).join("\n");
    expectInOrder(text, [
      "e-gnition Hamburg e.V.",
      "Beleg Nr. 2026-0007",
      "Beleg über eine Zuwendung bis 300 Euro",
      "zum vereinfachten Zuwendungsnachweis nach § 50 Abs. 4 Satz 1 Nr. 2 der Einkommensteuer-Durchführungsverordnung (EStDV) – keine Zuwendungsbestätigung",
      "Dieser Beleg des Zuwendungsempfängers gilt zusammen mit dem Buchungsbeleg Ihres Kreditinstituts",
      "Name und Anschrift des Zuwendenden:",
      "Max Mustermann",
      "Betrag der Zuwendung: 42,50\u00a0€",
      "Tag der Zuwendung: 02.03.2026",
      "Es handelt sich um eine Spende (Geldzuwendung), nicht um einen Mitgliedsbeitrag.",
      EXEMPTION,
      PURPOSE,
      "Hamburg, 10.03.2026",
      "e-gnition Hamburg e.V.",
    ]);
    expect(text).not.toContain("Bestätigung über Geldzuwendungen");
    expect(text).not.toContain("Hinweis:");
    expect(passages.find((p) => p.role === "signature")!.signedByHand).toBeFalsy();
  });

  it("is refused above 300 €", () => {
    const gifts = [{ date: "2026-03-02", cents: 300_01, waiver: false }];
    expect(() => receiptPassages(testReceipt("simplified", { gifts }))).toThrow(/bis 300 Euro/);
    gifts[0]!.cents = 300_00;
    expect(() => receiptPassages(testReceipt("simplified", { gifts }))).not.toThrow();
  });
});
