import { describe, expect, it } from "vitest";
import {
  AmountInWordsError,
  amountInWordsProblem,
  euroInWords,
  MAX_CENTS_IN_WORDS,
  numberInWords,
} from "./amount-in-words";

describe("numberInWords", () => {
  it.each([
    [0, "null"],
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
    [999_999, "neunhundertneunundneunzigtausendneunhundertneunundneunzig"],
    [1_000_000, "eine Million"],
    [1_000_001, "eine Million eins"],
    [1_200_000, "eine Million zweihunderttausend"],
    [2_000_000, "zwei Millionen"],
    [21_000_000, "einundzwanzig Millionen"],
    [101_000_000, "einhunderteine Millionen"],
    [100_001_000, "einhundert Millionen eintausend"],
    [1_000_000_000, "eine Milliarde"],
    [
      1_234_678_901,
      "eine Milliarde zweihundertvierunddreißig Millionen sechshundertachtundsiebzigtausendneunhunderteins",
    ],
    [2_001_000_000, "zwei Milliarden eine Million"],
    [
      999_999_999_999,
      "neunhundertneunundneunzig Milliarden neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig",
    ],
  ])("writes %i as %s", (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });

  it("refuses what is no whole number from 0 to below a Billion", () => {
    for (const n of [-1, 1.5, Number.NaN, Infinity, 1_000_000_000_000])
      expect(() => numberInWords(n)).toThrow(AmountInWordsError);
  });
});

describe("euroInWords", () => {
  it("names euros and cents", () => {
    expect(euroInWords(4250)).toBe("zweiundvierzig Euro und fünfzig Cent");
    expect(euroInWords(30000)).toBe("dreihundert Euro");
    expect(euroInWords(101)).toBe("ein Euro und ein Cent");
  });

  it("writes amounts from a million euros on", () => {
    expect(euroInWords(1_000_000_00)).toBe("eine Million Euro");
    expect(euroInWords(1_200_000_00)).toBe("eine Million zweihunderttausend Euro");
    expect(euroInWords(3_000_000_01)).toBe("drei Millionen Euro und ein Cent");
    expect(euroInWords(999_999_999_99)).toBe(
      "neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig Euro und neunundneunzig Cent",
    );
    expect(euroInWords(MAX_CENTS_IN_WORDS)).toMatch(
      /^neunhundertneunundneunzig Milliarden .* Euro und neunundneunzig Cent$/,
    );
  });

  it("refuses fractions of a cent, negative and too large amounts, saying why", () => {
    expect(() => euroInWords(4250.5)).toThrow("in ganzen Cent angegeben sein (nicht 4250,5 Cent)");
    expect(() => euroInWords(-100)).toThrow(/negativer Betrag/);
    expect(() => euroInWords(MAX_CENTS_IN_WORDS + 1)).toThrow(/zu hoch/);
    expect(() => euroInWords(Number.NaN)).toThrow(AmountInWordsError);
    expect(amountInWordsProblem(4250)).toBeUndefined();
    expect(amountInWordsProblem(0.5)).toMatch(/ganzen Cent/);
  });
});
