import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { ReceiptDocument } from "./document";
import { receiptPassages } from "./passages";
import { ReceiptTooLongError, renderReceipt } from "./pdf";
import { AGE_NOTE, type Passage } from "./template";
import { expectInOrder, testReceipt, testTax } from "./test-receipt";

/** Read with poppler-utils (pdftotext, pdfinfo, pdffonts), as CI installs them. */

const folder = mkdtempSync(join(tmpdir(), "receipt-pdf-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const createdAt = new Date("2026-03-10T09:00:00Z");

async function render(doc: ReceiptDocument) {
  const bytes = await renderReceipt(doc, { createdAt });
  const file = join(folder, `${doc.kind}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], {
      encoding: "utf8",
    });
  return { bytes, run, pages: Number(/Pages:\s+(\d+)/.exec(run("pdfinfo"))![1]) };
}

/**
 * Whitespace as one space; a line broken after a hyphen, dash or slash joined again, and a
 * number split before a comma or point by the text extraction too.
 */
const flat = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/([-–/]) /g, "$1")
    .replace(/ ([,.])/g, "$1");

/** What the page shows of a passage, in the order it is drawn. */
function drawn(passage: Passage): string[] {
  const { fields, choice, table, lines } = passage;
  if (fields) return fields.flatMap((field) => [field.label, field.value]);
  if (choice)
    return [
      choice.text,
      ...choice.options.flatMap((o) => (o.checked ? [o.label, "X"] : [o.label])),
    ];
  if (table) return [table.head, ...table.rows, table.total].flat().filter(Boolean);
  if (passage.role === "signature" && passage.signedByHand)
    return [lines[0]!, lines[2]!, lines[1]!];
  return lines;
}

async function expectEveryPassageInOrder(doc: ReceiptDocument) {
  const pdf = await render(doc);
  const text = flat(pdf.run("pdftotext", "-raw"));
  expectInOrder(text, receiptPassages(doc).flatMap(drawn).map(flat));
  return pdf;
}

describe("renderReceipt", () => {
  it("single receipt: every passage in order, on one page, the waiver's Nein crossed", async () => {
    const pdf = await expectEveryPassageInOrder(testReceipt("single"));
    expect(pdf.pages).toBe(1);
    expect(pdf.run("pdftotext", "-layout")).toMatch(/Aufwendungen\s+Ja\s+Nein\s+X\n/);
  });

  it("Sammelbestätigung of a sports club: the membership-fee sentence in its place", async () => {
    const doc = testReceipt("collective", { tax: { ...testTax, purposeIds: ["21"] } });
    const pdf = await expectEveryPassageInOrder(doc);
    expect(flat(pdf.run("pdftotext", "-raw"))).toContain(
      "Es wird bestätigt, dass es sich nicht um einen Mitgliedsbeitrag handelt, dessen Abzug nach § 10b Abs. 1 des Einkommensteuergesetzes ausgeschlossen ist.",
    );
  });

  it("single receipt for a waiver, made by machine, replacing another: Ja crossed, both notes", async () => {
    const doc = testReceipt("single", {
      gifts: [{ date: "2026-03-02", cents: 4250, waiver: true }],
      machineMade: true,
      replaces: "2026-0003",
    });
    const pdf = await expectEveryPassageInOrder(doc);
    expect(pdf.pages).toBe(1);
    const layout = pdf.run("pdftotext", "-layout");
    expect(layout).toMatch(/Aufwendungen\s+Ja\s+X\s+Nein\s*\n/);
    expect(flat(layout)).toContain("Diese Zuwendungsbestätigung wurde maschinell erstellt");
    expect(flat(layout)).toContain("Ersetzt die Zuwendungsbestätigung Nr. 2026-0003");
  });

  it("Sammelbestätigung: the certificate on the first page, the annex on the second", async () => {
    const pdf = await expectEveryPassageInOrder(testReceipt("collective"));
    expect(pdf.pages).toBe(2);
    const first = flat(pdf.run("pdftotext", "-raw", "-f", "1", "-l", "1"));
    expect(first).toContain(flat(AGE_NOTE));
    expect(first).not.toContain("Anlage zur Sammelbestätigung Nr.");
    const annex = pdf.run("pdftotext", "-layout", "-f", "2", "-l", "2");
    expect(annex).toMatch(/02\.03\.2026\s+Geldzuwendung\s+nein\s+42,50\s€/);
    expect(annex).toMatch(/20\.05\.2026\s+Geldzuwendung\s+ja\s+120,00\s€/);
    expect(annex).toMatch(/Gesamtsumme\s+162,50\s€/);
  });

  it("Sammelbestätigung with many gifts: the certificate stays one page, the annex goes on with its head", async () => {
    const gifts = Array.from({ length: 60 }, (_, i) => ({
      date: `2026-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 28)).padStart(2, "0")}`,
      cents: 1000 + i,
      waiver: false,
    }));
    const pdf = await expectEveryPassageInOrder(testReceipt("collective", { gifts }));
    expect(pdf.pages).toBeGreaterThan(2);
    expect(flat(pdf.run("pdftotext", "-raw", "-l", "1"))).toContain(flat(AGE_NOTE));
    for (let page = 3; page <= pdf.pages; page++)
      expect(flat(pdf.run("pdftotext", "-raw", "-f", `${page}`, "-l", `${page}`))).toMatch(
        /^Datum der Zuwendung/,
      );
  });

  it("keeps citations and labels on one line, and names the issuer on the annex", async () => {
    const phrases = [
      "(§ 52 Abs. 2 Satz 1 Nr. 7 AO)",
      "§ 5 Abs. 1 Nr. 9",
      "§ 3 Nr. 6",
      "§ 10b Abs. 4 EStG",
      "§ 63 Abs. 5 AO",
      "§ 60a Abs. 1 AO",
      "Nr. 2026-0007",
    ];
    const linesOf = (pdf: Awaited<ReturnType<typeof render>>, ...args: string[]) =>
      pdf
        .run("pdftotext", "-raw", ...args)
        .split("\n")
        .map((line) => line.replace(/\s+/g, " "));
    const count = (text: string, phrase: string) => text.split(phrase).length - 1;
    // Purposes of different lengths put the citation at different places in the sentences.
    for (const purpose of ["der Bildung und Erziehung", "von Wissenschaft und Forschung"]) {
      const tax = { ...testTax, purpose: `${purpose} (§ 52 Abs. 2 Satz 1 Nr. 7 AO)` };
      for (const kind of ["single", "collective"] as const) {
        const lines = linesOf(await render(testReceipt(kind, { tax })), "-l", "1");
        for (const phrase of phrases) {
          const inLines = lines.reduce((sum, line) => sum + count(line, phrase), 0);
          expect(inLines, `${phrase} (${kind}, ${purpose})`).toBeGreaterThan(0);
          expect(inLines, `${phrase} (${kind}, ${purpose})`).toBe(count(lines.join(" "), phrase));
        }
      }
    }
    const single = await render(testReceipt("single"));
    const collective = await render(testReceipt("collective"));
    expect(linesOf(single)).toContain("Betrag der Zuwendung – in Ziffern –");
    expect(linesOf(collective)).toContain("Gesamtbetrag der Zuwendung – in Ziffern –");
    expect(linesOf(collective)).toContain("Zeitraum der Sammelbestätigung");
    const annex = flat(collective.run("pdftotext", "-raw", "-f", "2", "-l", "2"));
    expect(annex).toContain(
      "Zuwendungsempfänger: e-gnition Hamburg e.V., Musterstraße 1, 21073 Hamburg",
    );
  });

  it("prints the facsimile signature on a machine-made receipt only, as a figure", async () => {
    const facsimile = await sharp({
      create: { width: 600, height: 200, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    const images = (doc: ReceiptDocument) =>
      render(doc).then((pdf) => pdf.run("pdfimages", "-list").trim().split("\n").slice(2));
    expect(await images(testReceipt("single", { machineMade: true }))).toEqual([]);
    const printed = await images(
      testReceipt("single", { machineMade: true, signatureImage: facsimile }),
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatch(/^\s*1\s+0\s+image\s+600\s+200\s+rgb/);
    expect(await images(testReceipt("single", { signatureImage: facsimile }))).toEqual([]);
    const pdf = await render(
      testReceipt("single", { machineMade: true, signatureImage: facsimile }),
    );
    expect(pdf.pages).toBe(1);
    expect(pdf.bytes.toString("latin1")).toContain("/Alt (Unterschrift \\(Faksimile\\))");
  });

  it("simplified proof: every passage in order, on one page", async () => {
    const pdf = await expectEveryPassageInOrder(testReceipt("simplified"));
    expect(pdf.pages).toBe(1);
  });

  it("is PDF/A-2b, tagged, in German, titled, with Inter embedded and no other font", async () => {
    const pdf = await render(testReceipt("single"));
    const raw = pdf.bytes.toString("latin1");
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(raw).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(raw).toContain("/Lang (de-DE)");
    expect(raw).toContain("/OutputIntents");
    const info = pdf.run("pdfinfo");
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(
      /Title:\s+Bestätigung über Geldzuwendungen\/Mitgliedsbeitrag Nr\. 2026-0007/,
    );
    expect(info).toMatch(/Author:\s+e-gnition Hamburg e\.V\./);
    const fonts = pdf.run("pdffonts").trim().split("\n").slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts)
      expect(font).toMatch(/^[A-Z]{6}\+Inter-\S+\s+CID TrueType\s+\S+\s+yes yes yes/);
  });

  it("prints names, addresses and the tax office's data in one line, without control characters", async () => {
    const forged = "Betrag: 1.000.000,00 €";
    const doc = testReceipt("single", {
      donor: {
        name: `Max Mustermann\n\u001b[2K${forged}`,
        address: [`Musterstraße 1\u2028${forged}`, `20095 Hamburg\r\n\u202E${forged}`],
      },
      tax: { ...testReceipt("single").tax, place: `Hamburg\u0085${forged}` },
      signatory: `Erika Musterfrau\u2029${forged}`,
    });
    const donor = receiptPassages(doc).find((p) => p.role === "donor")!;
    expect(donor.lines).toEqual([
      "Name und Anschrift des Zuwendenden:",
      `Max Mustermann [2K${forged}`,
      `Musterstraße 1 ${forged}`,
      `20095 Hamburg ${forged}`,
    ]);
    const pdf = await render(doc);
    const text = pdf.run("pdftotext", "-layout");
    const lines = text.split("\n").map((line) => line.trim());
    expect(lines.filter((line) => line.startsWith(forged))).toEqual([]);
    expect(lines).toContain(`Max Mustermann [2K${forged}`);
    // pdftotext ends each page with a form feed; nothing else of C0, C1 or the bidi controls.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    const control = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E]/;
    expect(text.replaceAll("\f", "")).not.toMatch(control);
  });

  it("refuses a certificate that does not fit on one page", async () => {
    const purpose = "der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO) ".repeat(40);
    for (const kind of ["single", "collective", "simplified"] as const) {
      const doc = testReceipt(kind, { tax: { ...testReceipt(kind).tax, purpose } });
      await expect(renderReceipt(doc)).rejects.toThrow(ReceiptTooLongError);
    }
  });

  it("gives the same bytes for the same document and creation date", async () => {
    const doc = testReceipt("collective");
    expect(
      (await renderReceipt(doc, { createdAt })).equals(await renderReceipt(doc, { createdAt })),
    ).toBe(true);
  });
});
