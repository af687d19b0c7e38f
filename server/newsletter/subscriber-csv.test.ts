import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamEn } from "../../app/i18n/messages/team.en";
import { refusalText } from "../team/refusal";
import { IMPORT_LIMITS, readSubscriberCsv, type SubscriberCsv } from "./subscriber-csv";

const now = new Date("2026-12-01T10:00:00Z");
const utf8 = (text: string) => new TextEncoder().encode(text);
/** The file's rows, or its refusals as a German member reads them. */
const worded = (result: SubscriberCsv, texts = teamDe) =>
  result.ok
    ? result
    : { ok: false as const, errors: result.errors.map((e) => refusalText(texts, e)) };
const read = (text: string) => worded(readSubscriberCsv(utf8(text), now));

describe("reading a list of subscribers", () => {
  it("takes semicolons with a byte order mark and CRLF, as spreadsheets export", () => {
    const result = read(
      "\uFEFFE-Mail;Name;Sprache;Einwilligung;Quelle\r\n" +
        "Lea@Example.org;Lea Müller;de;01.03.2024;Anmeldeformular Mailchimp\r\n" +
        '"sam@example.org";"Reader; Sam";Englisch;;\r\n\r\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          email: "lea@example.org",
          name: "Lea Müller",
          locale: "de",
          consentAt: new Date("2024-03-01T00:00:00Z"),
          consentSource: "Anmeldeformular Mailchimp",
        },
        {
          line: 3,
          email: "sam@example.org",
          name: "Reader; Sam",
          locale: "en",
          consentAt: undefined,
          consentSource: "",
        },
      ],
    });
  });

  it("takes commas, columns in any order and English names, and Excel's Windows-1252", () => {
    const result = read(
      "source,Email Address,opt-in date\nWebsite,a@example.org,2025-05-04T08:30:00+02:00\n",
    );
    expect(result.ok && result.rows[0]).toMatchObject({
      email: "a@example.org",
      consentAt: new Date("2025-05-04T06:30:00Z"),
      consentSource: "Website",
      locale: "de",
    });
    const latin1 = Uint8Array.from([
      ...utf8("E-Mail;Name\nb@example.org;J"),
      0xfc,
      ...utf8("rgen\n"),
    ]);
    const excel = readSubscriberCsv(latin1, now);
    expect(excel.ok && excel.rows[0]!.name).toBe("Jürgen");
  });

  it("names every bad line and takes nothing", () => {
    const result = read(
      [
        "E-Mail;Sprache;Einwilligung",
        "ok@example.org;de;2024-01-01",
        "kein-at;de;",
        "c@example.org;fr;",
        "d@example.org;en;31.02.2024",
        "e@example.org;en;2027-01-01",
      ].join("\n"),
    );
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toHaveLength(4);
    expect(errors.map((error) => error.split(":")[0])).toEqual([
      "Zeile 3",
      "Zeile 4",
      "Zeile 5",
      "Zeile 6",
    ]);
  });

  it("counts the lines inside quoted cells, so the numbers are those of the file", () => {
    const result = read('E-Mail;Name\na@example.org;"zwei\nZeilen"\nkaputt;x\n');
    expect(result).toEqual({
      ok: false,
      errors: [
        expect.stringMatching(/^Zeile 2: der Name .* Zeilenumbrüche/),
        "Zeile 4: „kaputt“ ist keine gültige E-Mail-Adresse.",
      ],
    });
    const inEnglish = worded(readSubscriberCsv(utf8("E-Mail\nkaputt\n"), now), teamEn);
    expect(inEnglish).toEqual({
      ok: false,
      errors: ["Line 2: “kaputt” is not a valid email address."],
    });
  });

  it("refuses a file without an e-mail column, an empty one and one too large or too long", () => {
    expect(read("Name;Sprache\nLea;de\n")).toMatchObject({ ok: false });
    expect(read("")).toMatchObject({ ok: false, errors: ["Die Datei ist leer."] });
    expect(read("E-Mail\n")).toMatchObject({ ok: false });
    const rows = Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => `a${i}@example.org`);
    expect(read(["E-Mail", ...rows].join("\n"))).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/mehr als 20000 Zeilen/)],
    });
    expect(readSubscriberCsv(new Uint8Array(IMPORT_LIMITS.bytes + 1), now)).toMatchObject({
      ok: false,
    });
  });
});
