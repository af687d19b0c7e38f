import { describe, expect, it } from "vitest";
import { donationReferenceFor } from "./BankDetails";

describe("donationReferenceFor", () => {
  it("puts the donor's name in place of the placeholder", () => {
    expect(donationReferenceFor("Spende Akku-Pate - Name", "Max Mustermann")).toBe(
      "Spende Akku-Pate - Max Mustermann",
    );
    expect(donationReferenceFor("Spende Akku-Pate - Name", " ")).toBe("Spende Akku-Pate - Name");
    expect(donationReferenceFor("Spende", "Max")).toBe("Spende - Max");
  });
});
