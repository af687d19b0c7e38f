import { describe, expect, it } from "vitest";
import { camt053, camtZip, type CamtVersion, type TestEntry } from "../../tests/support/camt053";
import { CamtError, parseStatementFile } from "./camt";

const bytes = (text: string) => new TextEncoder().encode(text);

const gift: TestEntry = {
  amount: "50.00",
  bookingDate: "2026-03-02",
  valueDate: "2026-03-01",
  payerName: "Max Mustermann",
  payerIban: "DE02 1203 0000 0000 2020 51",
  remittance: "EGN-7K3Q Spende fuer das Team e-gnition Hamburg, danke",
  reference: "BANK-REF-0001",
};

describe("parseStatementFile", () => {
  it.each<CamtVersion>(["02", "04", "06", "08"])(
    "reads a booked credit of camt.053.001.%s: amount, dates, payer, IBAN, remittance, reference",
    (version) => {
      const { credits } = parseStatementFile(bytes(camt053([gift], version)));
      expect(credits).toEqual([
        {
          entryReference: "BANK-REF-0001",
          amountCents: 5000,
          bookingDate: "2026-03-02",
          valueDate: "2026-03-01",
          payerName: "Max Mustermann",
          payerIban: "DE02120300000000202051",
          remittance: "EGN-7K3Q Spende fuer das Team e-gnition Hamburg, danke",
        },
      ]);
    },
  );

  it("keeps only booked credits in euro", () => {
    const statement = parseStatementFile(
      bytes(
        camt053([
          gift,
          { ...gift, reference: "R2", credit: false },
          { ...gift, reference: "R3", booked: false },
          { ...gift, reference: "R4", currency: "USD" },
          { ...gift, reference: "R5", amount: "12.5" },
        ]),
      ),
    );
    expect(statement.credits.map((c) => [c.entryReference, c.amountCents])).toEqual([
      ["BANK-REF-0001", 5000],
      ["R5", 1250],
    ]);
    expect(statement.skipped).toBe(3);
  });

  it("refuses a credit larger than the register holds, saying which", () => {
    const file = bytes(camt053([gift, { ...gift, reference: "R2", amount: "21474836.48" }]));
    expect(() => parseStatementFile(file)).toThrow(CamtError);
    expect(() => parseStatementFile(file)).toThrow(
      /über 21\.474\.836,48\s€ ist höher, als die Kasse fasst \(höchstens 21\.474\.836,47\s€/,
    );
    const largest = parseStatementFile(bytes(camt053([{ ...gift, amount: "21474836.47" }])));
    expect(largest.credits[0]!.amountCents).toBe(2_147_483_647);
  });

  it("gives an entry without the bank's reference a stable key of its own", () => {
    const file = bytes(camt053([{ ...gift, reference: undefined }]));
    const [first] = parseStatementFile(file).credits;
    expect(first!.entryReference).toMatch(/^sha256:[0-9a-f]{32}$/);
    expect(parseStatementFile(file).credits[0]!.entryReference).toBe(first!.entryReference);
  });

  it("reads every XML file of a ZIP", () => {
    const zip = camtZip({
      "a.xml": camt053([gift], "02"),
      "b.xml": camt053([{ ...gift, reference: "BANK-REF-0002" }], "08"),
      "readme.txt": "nothing",
    });
    expect(parseStatementFile(zip).credits.map((c) => c.entryReference)).toEqual([
      "BANK-REF-0001",
      "BANK-REF-0002",
    ]);
  });

  it.each([
    ["a PDF", "%PDF-1.7 …", /weder XML noch ZIP/],
    ["other XML", "<html><body>Kontoauszug</body></html>", /kein camt\.053-Kontoauszug/],
    [
      "camt.052",
      camt053([gift]).replace("camt.053.001.08", "camt.052.001.08"),
      /camt\.053 in der Version camt\.052\.001\.08 wird nicht unterstützt/,
    ],
    ["broken XML", "<Document><BkToCstmrStmt>", /keine lesbare XML-Datei|kein camt/],
  ])("refuses %s with a clear message", (_, content, message) => {
    expect(() => parseStatementFile(bytes(content), "auszug")).toThrow(CamtError);
    expect(() => parseStatementFile(bytes(content), "auszug")).toThrow(message);
  });

  it("refuses a ZIP without XML", () => {
    expect(() => parseStatementFile(camtZip({ "a.txt": "x" }))).toThrow(/keine XML-Datei/);
  });
});
