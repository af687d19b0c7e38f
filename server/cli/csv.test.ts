import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it.each([
    ["plain", "plain"],
    ["a;b", '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", "'=1+2"],
    ["+49 40 1234", "'+49 40 1234"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ['=HYPERLINK("x";"y")', `"'=HYPERLINK(""x"";""y"")"`],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("starts with a byte order mark and ends lines with CRLF", () => {
    expect(toCsv(["A", "B"], [["1", "2"]])).toBe("\uFEFFA;B\r\n1;2\r\n");
  });
});
