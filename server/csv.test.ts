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
    // A phone number stays readable: the apostrophe marks a text cell, digits and spaces remain.
    ["+49 40 123456", "'+49 40 123456"],
    ["040 123456", "040 123456"],
    // Formulas behind a delimiter the file might be opened with.
    ["x,=1+1,", `"'x,=1+1,"`],
    ["x, +1", `"'x, +1"`],
    ["a\t@SUM(A1)", `"'a\t@SUM(A1)"`],
    ["a;-2+3", `"'a;-2+3"`],
    ['a,"=1', `"'a,""=1"`],
    ["Zeile\n=1+1", `"'Zeile\n=1+1"`],
    // Harmless values keep their text.
    ["Müller-Lüdenscheidt", "Müller-Lüdenscheidt"],
    ["1,5 Liter", '"1,5 Liter"'],
    ["a\tb", '"a\tb"'],
  ])("writes %j as %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves no cell that starts a formula, whatever delimiter splits the line", () => {
    const values = ["x,=1+1,", "a;@SUM(A1)", "b\t-1", "c, =2", "+49 40 123456", "plain"];
    const line = toCsv([], [values]).slice(1).trimEnd();
    for (const delimiter of [",", ";", "\t"]) {
      for (const part of parseLine(line, delimiter)) expect(part).not.toMatch(/^\s*[=+\-@]/);
    }
  });

  it("starts with a byte order mark and ends lines with CRLF", () => {
    expect(toCsv(["A", "B"], [["1", "2"]])).toBe("\uFEFFA;B\r\n1;2\r\n");
  });
});

/** Splits one CSV line as a spreadsheet program does, honouring double quotes. */
function parseLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  return [...cells, cell];
}
