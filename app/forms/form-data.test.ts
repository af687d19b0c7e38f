import { describe, expect, it } from "vitest";
import { AMOUNT_MESSAGES, parseAmount, UnreadableAmount } from "./form-data";

describe("parseAmount", () => {
  it.each([
    ["50", 50],
    ["50,5", 50.5],
    ["19,99", 19.99],
    ["1.000", 1000],
    ["2.500", 2500],
    ["10.000", 10_000],
    ["100.000", 100_000],
    ["1.000,50", 1000.5],
    ["1.234.567,89", 1_234_567.89],
    ["1000,50", 1000.5],
    [",50", 0.5],
    ["25,-", 25],
    ["25,–", 25],
    ["25,", 25],
    [" 25 € ", 25],
    ["1\u00a0000 EUR", 1000],
    ["0,001", 0.001],
    ["12,3456", 12.3456],
    ["-5", -5],
    ["", undefined],
    [" € ", undefined],
  ])("reads %j as %s", (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });

  it.each([
    ["1.00", "decimalPoint"],
    ["1.5", "decimalPoint"],
    ["1234.56", "decimalPoint"],
    ["1.2345", "decimalPoint"],
    ["1,000.50", "decimalPoint"],
    ["1.000.0", "decimalPoint"],
    ["1000.000", "decimalPoint"],
    ["0.500", "decimalPoint"],
    ["1.", "decimalPoint"],
    ["1,000", "threeDecimals"],
    ["2,500", "threeDecimals"],
    ["123,456", "threeDecimals"],
    ["abc", "notANumber"],
    ["1,2,3", "notANumber"],
    ["1e3", "notANumber"],
    ["1e-9", "notANumber"],
    ["+5", "notANumber"],
    ["12a", "notANumber"],
    [",", "notANumber"],
    [".", "notANumber"],
    ["-", "notANumber"],
  ] as const)("refuses %j with the %s message", (text, reason) => {
    const result = parseAmount(text);
    expect(result).toBeInstanceOf(UnreadableAmount);
    expect((result as UnreadableAmount).message).toBe(AMOUNT_MESSAGES[reason]);
  });
});
