import { describe, expect, it } from "vitest";
import { euroInWords, numberInWords } from "./amount-in-words";

describe("numberInWords", () => {
  it.each([
    [1, "eins"],
    [11, "elf"],
    [21, "einundzwanzig"],
    [42, "zweiundvierzig"],
    [100, "einhundert"],
    [101, "einhunderteins"],
    [300, "dreihundert"],
    [1000, "eintausend"],
    [1234, "eintausendzweihundertvierunddreißig"],
    [100_000, "einhunderttausend"],
  ])("writes %i as %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
});

describe("euroInWords", () => {
  it("names euros and cents", () => {
    expect(euroInWords(4250)).toBe("zweiundvierzig Euro und fünfzig Cent");
    expect(euroInWords(30000)).toBe("dreihundert Euro");
    expect(euroInWords(101)).toBe("ein Euro und ein Cent");
  });
});
