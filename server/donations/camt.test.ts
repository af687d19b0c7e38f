import { Zip, ZipDeflate } from "fflate";
import { describe, expect, it } from "vitest";
import {
  camt053,
  camtZip,
  spacesZip,
  type CamtVersion,
  type TestEntry,
} from "../../tests/support/camt053";
import {
  CamtError,
  MAX_UNPACKED_BYTES,
  MAX_XML_BYTES,
  MAX_ZIP_FILES,
  parseStatementFile,
} from "./camt";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamEn } from "../../app/i18n/messages/team.en";
import { refusalText } from "../team/refusal";

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

  it("reads the namespace the Document's own prefix is declared for, in any order", () => {
    const plain = camt053([{ ...gift, reference: undefined }]);
    // The schema instance declared first; the Document in a prefix of its own (ns2:).
    const xsiFirst = plain.replace(
      /<Document (xmlns="[^"]*") (xmlns:xsi="[^"]*")>/,
      "<Document $2 $1>",
    );
    const prefixed = plain
      .replace(/<(\/?)([A-Za-z])/g, "<$1ns2:$2")
      .replace('xmlns="', 'xmlns:ns2="');
    const keys = [plain, xsiFirst, prefixed].map(
      (xml) => parseStatementFile(bytes(xml)).credits[0]!.entryReference,
    );
    // As the earlier versions hashed it: a re-import of an old statement adds nothing.
    expect(keys).toEqual(Array(3).fill("sha256:3d9d5ab3da4c5e9763c2f6a50f02401b"));
    // camt.053 declared, but not for the Document's prefix.
    const misbound = prefixed
      .replace(/ns2:/g, "x:")
      .replace('xmlns:ns2="', 'xmlns:x="urn:other" xmlns="');
    expect(() => parseStatementFile(bytes(misbound))).toThrow(
      /camt\.053 in der Version other wird nicht unterstützt/,
    );
  });

  it("reads a ZIP written as a stream (sizes after each file)", () => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, chunk) => {
      if (error) throw error;
      parts.push(chunk);
    });
    const file = new ZipDeflate("auszug.xml");
    zip.add(file);
    file.push(bytes(camt053([gift])), true);
    zip.end();
    const stream = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((at, part) => (stream.set(part, at), at + part.length), 0);
    expect(parseStatementFile(stream).credits.map((c) => c.entryReference)).toEqual([
      "BANK-REF-0001",
    ]);
  });
});

describe("parseStatementFile on hostile files", () => {
  const MiB = 1024 * 1024;
  /** Milliseconds `work` takes; it must throw a CamtError matching `message`. */
  function refusalTime(work: () => unknown, message: RegExp): number {
    const start = performance.now();
    expect(work).toThrow(CamtError);
    expect(work).toThrow(message);
    return (performance.now() - start) / 2;
  }

  it.each([
    ["naming its true size", undefined],
    ["claiming 1,000 bytes (only counting what comes out tells)", 1000],
  ])("refuses a ZIP bomb (300 MiB of spaces in 0.3 MB) %s, quickly", (_, claimedSize) => {
    const bomb = spacesZip({ "auszug.xml": 300 * MiB }, claimedSize);
    expect(bomb.length).toBeLessThan(MiB / 2);
    const ms = refusalTime(
      () => parseStatementFile(bomb, "bomb.zip"),
      /^bomb\.zip: auszug\.xml ist entpackt größer als 10 MB/,
    );
    // At most about 10 MiB unpacked and nothing parsed: a fraction of a second (unpacking all of
    // it takes seconds, and its text exhausts the heap).
    expect(ms).toBeLessThan(2000);
  });

  it("refuses XML files that are within the limit each but not together", () => {
    const size = MAX_XML_BYTES - 2 * MiB;
    const count = Math.floor(MAX_UNPACKED_BYTES / size) + 1;
    const files = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`${i}.xml`, size] as const),
    );
    refusalTime(
      () => parseStatementFile(spacesZip(files), "z.zip"),
      /die XML-Dateien der ZIP-Datei sind entpackt größer als 20 MB – bitte in mehreren Teilen/,
    );
  });

  it(`reads a ZIP of ${MAX_ZIP_FILES} files, refuses one more`, () => {
    const files = (count: number) =>
      Object.fromEntries([
        ["auszug.xml", camt053([gift])],
        ...Array.from({ length: count - 1 }, (_, i) => [`${i}.txt`, ""]),
      ]);
    expect(parseStatementFile(camtZip(files(MAX_ZIP_FILES))).credits).toHaveLength(1);
    refusalTime(
      () => parseStatementFile(camtZip(files(MAX_ZIP_FILES + 1)), "z.zip"),
      new RegExp(`^z\\.zip: die ZIP-Datei enthält mehr als ${MAX_ZIP_FILES} Dateien\\.$`),
    );
  });

  it("refuses a cut-off or damaged ZIP", () => {
    const zip = camtZip({ "auszug.xml": camt053([gift]) });
    refusalTime(() => parseStatementFile(zip.subarray(0, 200), "z.zip"), /beschädigt/);
    const damaged = zip.slice();
    damaged.fill(0xff, 60, 120); // inside the DEFLATE data of the one file
    refusalTime(() => parseStatementFile(damaged, "z.zip"), /beschädigt|keine lesbare XML/);
  });

  it("reads the namespace without scanning: 1 MB of “<Document ” in a CDATA section", () => {
    // A regular expression searching the text for the Document's xmlns took seconds here
    // (quadratic); parsing the file once takes milliseconds.
    const xml = `<?xml version="1.0"?><Document><BkToCstmrStmt><![CDATA[${"<Document ".repeat(100_000)}]]></BkToCstmrStmt></Document>`;
    const ms = refusalTime(
      () => parseStatementFile(bytes(xml), "auszug.xml"),
      /camt\.053 in der Version ohne Angabe wird nicht unterstützt/,
    );
    expect(ms).toBeLessThan(1000);
  });

  it("quotes the parser's complaint about a hostile file only briefly", () => {
    const xml = `<Document><BkToCstmrStmt>${"<".repeat(100_000)}</BkToCstmrStmt></Document>`;
    expect(() => parseStatementFile(bytes(xml))).toThrow(/keine lesbare XML-Datei/);
    try {
      parseStatementFile(bytes(xml));
    } catch (error) {
      expect((error as Error).message.length).toBeLessThan(300);
    }
  });
});

describe("a CamtError in the member's language", () => {
  const refusal = (work: () => unknown): CamtError => {
    try {
      work();
    } catch (error) {
      if (error instanceof CamtError) return error;
      throw error;
    }
    throw new Error("not refused");
  };

  it("is worded in English for an English member, in German for the log", () => {
    const error = refusal(() => parseStatementFile(bytes("kein XML"), "auszug.txt"));
    expect(error.message).toBe(
      "auszug.txt: weder XML noch ZIP – bitte den camt.053-Export der Bank wählen.",
    );
    expect(refusalText(teamEn, error, "en")).toBe(
      "auszug.txt: neither XML nor ZIP – please choose the bank's camt.053 export.",
    );
    expect(refusalText(teamDe, error, "de")).toBe(error.message);
  });

  it("writes amounts as the member's language does", () => {
    const error = refusal(() =>
      parseStatementFile(bytes(camt053([{ ...gift, amount: "21474836.48" }]))),
    );
    expect(refusalText(teamEn, error, "en")).toBe(
      "A credit of €21,474,836.48 is more than the cash book can hold (at most €21,474,836.47 per credit).",
    );
    expect(refusalText(teamDe, error, "de")).toBe(
      "Eine Gutschrift über 21.474.836,48 € ist höher, als die Kasse fasst (höchstens 21.474.836,47 € je Gutschrift).",
    );
  });

  it("names a version the statement lacks in English", () => {
    const xml = camt053([gift]).replace(/xmlns="[^"]*"/, "");
    const error = refusal(() => parseStatementFile(bytes(xml), "auszug.xml"));
    expect(error.message).toBe(
      "auszug.xml: camt.053 in der Version ohne Angabe wird nicht unterstützt (001.02 bis 001.08).",
    );
    expect(refusalText(teamEn, error, "en")).toBe(
      "auszug.xml: camt.053 without a version is not supported (001.02 to 001.08).",
    );
  });

  it("words a ZIP without XML in English", () => {
    const error = refusal(() => parseStatementFile(camtZip({ "liesmich.txt": "hallo" }), "a.zip"));
    expect(refusalText(teamEn, error, "en")).toBe("a.zip: the ZIP file holds no XML file.");
  });
});
