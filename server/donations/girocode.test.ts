import { describe, expect, it } from "vitest";
import { epcPayload } from "./girocode";

const payee = {
  holder: "e-gnition Hamburg e.V.",
  iban: "DE00 0000 0000 0000 0000 00",
  bic: "XXXXDEHHXXX",
};

describe("epcPayload", () => {
  it("writes the EPC069-12 fields in order: version 002, UTF-8, SCT, BIC, name, IBAN, amount, purpose line", () => {
    expect(epcPayload(payee, { reference: "EGN-7K3Q", amount: "50.00" }).split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "XXXXDEHHXXX",
      "e-gnition Hamburg e.V.",
      "DE00000000000000000000",
      "EUR50.00",
      "",
      "",
      "EGN-7K3Q Spende",
    ]);
  });

  it("cuts the name to the standard's 70 characters", () => {
    const long = { ...payee, holder: "x".repeat(90) };
    expect(epcPayload(long, { reference: "EGN-7K3Q", amount: "1.00" }).split("\n")[5]).toHaveLength(
      70,
    );
  });
});
