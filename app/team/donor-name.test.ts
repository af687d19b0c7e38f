import { describe, expect, it } from "vitest";
import { bankSpelling, sameName } from "./donor-name";

describe("a donor's name as the bank and as a receipt write it", () => {
  it("knows one name in the bank's spelling and the donor's", () => {
    expect(sameName("WEBER, JONAS", "Jonas Weber")).toBe(true);
    expect(sameName("MÜLLER-LÜDENSCHEIDT, JOSÉ", "José Müller-Lüdenscheidt")).toBe(true);
    expect(sameName("Straß, Eva", "Eva Strass")).toBe(true);
    expect(sameName("WEBER, JONAS", "Anna Weber")).toBe(false);
    expect(sameName("WEBER, JONAS", "Jonas Weber-Schmidt")).toBe(false);
  });

  it("tells capitals and surname-first from a name written for a receipt", () => {
    expect(bankSpelling("JONAS WEBER")).toBe("capitals");
    expect(bankSpelling("WEBER, JONAS")).toBe("capitals");
    expect(bankSpelling("Weber, Jonas")).toBe("surname-first");
    expect(bankSpelling("Weber,Jonas")).toBe("surname-first");
    for (const name of ["Jonas Weber", "Dr. Anna McDonald", "Eva O'Neil", "Li", "A B"])
      expect(bankSpelling(name), name).toBeUndefined();
  });
});
