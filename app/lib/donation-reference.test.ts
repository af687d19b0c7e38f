import { describe, expect, it } from "vitest";
import { pledgePaymentFrom, referencesIn } from "./donation-reference";

describe("referencesIn", () => {
  it.each([
    ["EGN-7K3Q Spende", ["EGN-7K3Q"]],
    ["spende egn-7k3q", ["EGN-7K3Q"]],
    ["SPENDE EGN7K3Q MAX MUSTERMANN", ["EGN-7K3Q"]],
    ["EGN-7K 3Q (line break inserted by the bank)", ["EGN-7K3Q"]],
    ["EGN-7K3Q und EGN-AB12", ["EGN-7K3Q", "EGN-AB12"]],
    ["EGN-7K3QX is longer", []],
    ["Spende Akku-Pate Max Mustermann", []],
  ])("finds the codes in %j", (text, codes) => {
    expect(referencesIn(text)).toEqual(codes);
  });

  it("reads a hostile statement's text in linear time: long runs of spaces after EGN", () => {
    // The text comes from an uploaded bank statement; `\s*-?\s*` took seconds on this.
    const text = `${"EGN".padEnd(50_000)}. ${`EGN${" ".repeat(5000)}.`.repeat(20)} EGN - 7K3Q`;
    const start = performance.now();
    expect(referencesIn(text)).toEqual(["EGN-7K3Q"]);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

describe("pledgePaymentFrom", () => {
  it("reads a reference and an amount with two decimals, nothing else", () => {
    const of = (query: string) => pledgePaymentFrom(new URLSearchParams(query));
    expect(of("referenz=EGN-7K3Q&betrag=50.00")).toEqual({
      reference: "EGN-7K3Q",
      amount: "50.00",
    });
    expect(of("referenz=EGN-7K3Q&betrag=0.00")).toBeUndefined();
    expect(of("referenz=EGN-7K3I&betrag=1.00")).toBeUndefined();
    expect(of("referenz=EGN-7K3Q")).toBeUndefined();
  });
});
