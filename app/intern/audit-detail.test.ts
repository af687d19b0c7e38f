import { describe, expect, it } from "vitest";
import { describeDetail } from "./audit-detail";

describe("the audit log's details", () => {
  it("name keys and values through the catalogue, roles by their names", () => {
    expect(describeDetail("role-changed", { from: "kasse", to: "lesen" })).toBe(
      "vorher: kasse, nachher: lesen",
    );
    expect(describeDetail("member-invited", { role: "admin", replaced: true })).toBe(
      "Rolle: admin, vorige Einladung ersetzt: ja",
    );
    // Several roles (ADR 0169): "newsletter, redaktion", each by its name.
    expect(describeDetail("role-changed", { from: "lesen", to: "newsletter, redaktion" })).toBe(
      "vorher: lesen, nachher: newsletter, redaktion",
    );
    expect(describeDetail("member-invited", { roles: "kasse, lesen" })).toBe(
      "Rollen: kasse, lesen",
    );
    expect(describeDetail("sign-in", { method: "email" })).toBe("Weg: Link per E-Mail");
    expect(describeDetail("pledge-received", { receivedOn: "2026-03-02", cents: 12345 })).toBe(
      "eingegangen am: 2026-03-02, Betrag: 123,45 €",
    );
    expect(describeDetail("submissions-exported", { kind: "all", rows: 3 })).toBe(
      "Art: alle, Zeilen: 3",
    );
    expect(describeDetail("site-release-restored", { from: null })).toBe("vorherige Fassung: –");
    expect(describeDetail("receipt-settings-changed", { signatureImage: "wie bisher" })).toBe(
      "Unterschriftsbild: wie bisher",
    );
    expect(describeDetail("receipt-settings-changed", { signatureImage: "neu" }, "en")).toBe(
      "signature image: new",
    );
  });

  it("read a key by what it means in its action", () => {
    expect(describeDetail("statement-imported", { added: 2, known: 1, skipped: 0 })).toBe(
      "neu: 2, schon bekannt: 1, übergangen: 0",
    );
    expect(describeDetail("sign-in-link-requested", { known: false })).toBe(
      "Adresse bekannt: nein",
    );
  });

  it("show unknown keys and values as they are", () => {
    expect(describeDetail("something-new", { colour: "blau", kind: "odd", to: "kasse" })).toBe(
      "nachher: kasse, Art: odd, colour: blau",
    );
    expect(describeDetail("sign-in", JSON.parse('{"toString":"x","__proto__":"y"}'))).toBe(
      "toString: x, __proto__: y",
    );
    expect(describeDetail("sign-in", null)).toBe("");
  });
});
