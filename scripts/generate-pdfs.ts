/**
 * Writes the three placeholder PDFs of the alumni page (Förderverein) to `public/downloads/`.
 *
 *   npx tsx scripts/generate-pdfs.ts
 *
 * Each file is a small, valid one-page PDF 1.4 (A4, standard fonts Helvetica and Helvetica-Bold with
 * WinAnsiEncoding, so German umlauts work without embedding a font). The association's name and
 * e-mail address come from `content/site.json`. Replace the files with the real documents when they
 * exist; the file names are what the alumni page links to.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { siteConfigSchema } from "../app/content/schema";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const site = siteConfigSchema.parse(
  JSON.parse(readFileSync(join(root, "content", "site.json"), "utf8")),
);
const verein = site.alumniAssociationName;

interface Doc {
  file: string;
  title: string;
  paragraphs: string[];
}

const placeholderNote =
  "Dieses Dokument ist ein Platzhalter. Es wird durch die gültige Fassung ersetzt, sobald sie " +
  "vorliegt. Bis dahin ist das Dokument auf Anfrage beim Vorstand erhältlich.";
const contact = `Kontakt: ${verein}, ${site.alumniAddress.lines.join(", ")}, E-Mail: ${site.emails.alumni}`;

const docs: Doc[] = [
  {
    file: "foerderverein-beitrittsdokumente.pdf",
    title: "Beitrittserklärung",
    paragraphs: [
      placeholderNote,
      "Mit der Beitrittserklärung wird man Mitglied des Fördervereins. Sie enthält die " +
        "Kontaktdaten, die gewählte Beitragsstufe und das SEPA-Lastschriftmandat für den Beitrag.",
      "Die ausgefüllte und unterschriebene Erklärung geht per Post oder eingescannt per E-Mail " +
        "an den Vorstand.",
      contact,
    ],
  },
  {
    file: "foerderverein-beitragsordnung.pdf",
    title: "Beitragsordnung",
    paragraphs: [
      placeholderNote,
      "Die Beitragsordnung regelt Höhe und Fälligkeit der Mitgliedsbeiträge für Alumni, " +
        "fördernde Mitglieder und Unternehmen.",
      "Die Beiträge kommen vollständig der Arbeit des aktiven Teams zugute: Material, Fahrten " +
        "zu den Wettbewerben und Veranstaltungen.",
      contact,
    ],
  },
  {
    file: "foerderverein-vereinssatzung.pdf",
    title: "Vereinssatzung",
    paragraphs: [
      placeholderNote,
      "Die Satzung beschreibt Namen, Sitz und Zweck des Vereins, die Mitgliedschaft, die Organe " +
        "des Vereins und die Regeln für Mitgliederversammlungen.",
      "Maßgeblich ist allein die beim Registergericht eingetragene Fassung.",
      contact,
    ],
  },
];

// ---------------------------------------------------------------- text and layout

/** WinAnsiEncoding (Windows-1252) for the characters the documents use. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  "€": 0x80,
  "‚": 0x82,
  "„": 0x84,
  "…": 0x85,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
  "–": 0x96,
  "—": 0x97,
};

function encode(text: string): number[] {
  return [...text].map((ch) => {
    const code = ch.codePointAt(0) ?? 0x3f;
    const extra = WIN_ANSI_EXTRA[ch];
    if (extra !== undefined) return extra;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
    throw new Error(`Zeichen "${ch}" ist in WinAnsiEncoding nicht darstellbar`);
  });
}

/** A PDF string literal, with the bytes in WinAnsiEncoding. */
function pdfString(text: string): string {
  return `(${encode(text)
    .map((b) => {
      const ch = String.fromCharCode(b);
      return ch === "(" || ch === ")" || ch === "\\" ? `\\${ch}` : ch;
    })
    .join("")})`;
}

/** Splits a paragraph into lines of at most `max` characters (Helvetica averages about 0.5 em). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(doc: Doc): string {
  const left = 64;
  const ops: string[] = [
    // accent rule under the heading (electric cyan of the website)
    "0.133 0.827 0.933 RG 3 w",
    `${left} 726 m 531 726 l S`,
    "BT",
    `/F2 11 Tf 0.35 0.42 0.52 rg ${left} 770 Td ${pdfString(verein.toUpperCase())} Tj`,
    `/F2 24 Tf 0.043 0.114 0.227 rg 0 -30 Td ${pdfString(doc.title)} Tj`,
    "ET",
    "BT",
    `/F1 11 Tf 0.1 0.1 0.1 rg 16 TL ${left} 690 Td`,
  ];
  doc.paragraphs.forEach((paragraph, i) => {
    if (i > 0) ops.push("T*");
    for (const line of wrap(paragraph, 86)) ops.push(`${pdfString(line)} Tj T*`);
  });
  ops.push("ET");
  ops.push(
    "BT",
    `/F1 9 Tf 0.45 0.45 0.45 rg ${left} 56 Td ${pdfString(`Platzhalter-Dokument – ${site.productName}`)} Tj`,
    "ET",
  );
  return ops.join("\n");
}

// ---------------------------------------------------------------- PDF file

/** Builds the file byte by byte so the cross-reference offsets are exact. */
function buildPdf(doc: Doc): Buffer {
  // pdfString() already turned the text into WinAnsi bytes, one char per byte.
  const content = Buffer.from(pageContent(doc), "latin1");
  const objects: (string | Buffer)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] " +
      "/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, "latin1"),
      content,
      Buffer.from("\nendstream", "latin1"),
    ]),
    `<< /Title ${pdfString(`${doc.title} (Platzhalter)`)} /Author ${pdfString(verein)} ` +
      `/Producer ${pdfString("scripts/generate-pdfs.ts")} >>`,
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("") +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(parts);
}

const outDir = join(root, "public", "downloads");
mkdirSync(outDir, { recursive: true });
for (const doc of docs) {
  const pdf = buildPdf(doc);
  writeFileSync(join(outDir, doc.file), pdf);
  console.log(`public/downloads/${doc.file} (${pdf.length} Bytes)`);
}
