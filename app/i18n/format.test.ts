import { describe, expect, it } from "vitest";
import { formatEuro as areaEuro } from "~/team/format";
import { formatEuro } from "./format";

describe("formatEuro", () => {
  it("writes cents as German euros with a plain space before the sign", () => {
    expect(formatEuro(123450)).toBe("1.234,50 €");
    expect(formatEuro(5)).toBe("0,05 €");
  });

  it("is the one the team area shows", () => {
    expect(areaEuro).toBe(formatEuro);
  });
});
