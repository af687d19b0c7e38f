import PDFDocument from "pdfkit";
import { withSingleLines, type ReceiptDocument } from "./document";
import { RECEIPT_FONTS, receiptFontPath } from "./fonts";
import { withNoBreakPhrases } from "./no-break";
import { receiptPassages } from "./passages";
import type { Passage } from "./template";

/**
 * Lays a receipt out as one A4 page (the Sammelbestätigung's annex on the next): PDF/A-2b,
 * tagged, in German, with Inter embedded (ADR 0142). The wording comes from the passages only.
 */

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 50, bottom: 40, left: 62, right: 50 };
const LEFT = MARGIN.left;
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BOTTOM = PAGE.height - MARGIN.bottom;

const INK = "#111111";
const MUTED = "#4d4d4d";
const RULE = "#333333";
const SHADE = "#eeeeee";
const SIZE = { body: 9.5, small: 8, notes: 7.5, title: 15, issuer: 12 };
const LINE_GAP = 1.5;
const PAD = 5;

export interface RenderOptions {
  /** The PDF's creation date (metadata); now unless given, so that tests can compare bytes. */
  createdAt?: Date;
}

/** The certificate did not fit on one A4 page (the Muster allows no more). */
export class ReceiptTooLongError extends Error {}

/**
 * The PDF of a receipt: `receiptPassages(doc)` laid out. Rejects with {@link ReceiptTooLongError}
 * when the certificate would take more than one page (e.g. a very long purpose or address).
 */
export async function renderReceipt(
  input: ReceiptDocument,
  options: RenderOptions = {},
): Promise<Buffer> {
  const doc = withSingleLines(input);
  const passages = receiptPassages(doc);
  const title = passages.find((p) => p.role === "title")!.lines[0]!;
  const pdf = new PDFDocument({
    size: "A4",
    margins: MARGIN,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    tagged: true,
    lang: "de-DE",
    displayTitle: true,
    font: fontFile("regular"),
    info: {
      Title: metadataText(`${title} Nr. ${doc.number}`),
      Author: metadataText(doc.issuer.name),
      CreationDate: options.createdAt ?? new Date(),
    },
  });
  pdf.registerFont("regular", fontFile("regular"));
  pdf.registerFont("bold", fontFile("bold"));
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const root = pdf.struct("Document");
  pdf.addStructure(root);
  new Layout(pdf, root).passages(passages);
  root.end();
  pdf.end();
  return done;
}

const fontFile = (cut: keyof typeof RECEIPT_FONTS) => receiptFontPath(RECEIPT_FONTS[cut].name);

/** The XMP packet takes the info strings as they are: no markup characters in them. */
const metadataText = (text: string) => text.replaceAll("&", "und").replace(/[<>]/g, "");

class Layout {
  private y = MARGIN.top;

  constructor(
    private readonly pdf: Doc,
    private readonly root: Struct,
  ) {}

  passages(passages: Passage[]) {
    const notes = passages.filter((p) => p.role === "liability-note" || p.role === "age-note");
    let pages = 0;
    this.pdf.on("pageAdded", () => pages++);
    for (const passage of passages) {
      if (passage.role === "annex-title") this.onePage(pages);
      if (notes.includes(passage)) {
        if (passage === notes[0]) this.notes(notes);
      } else this.passage(passage);
    }
    if (!passages.some((p) => p.role === "annex-title")) this.onePage(pages);
  }

  private onePage(pagesAdded: number) {
    if (pagesAdded > 0 || this.y > BOTTOM)
      throw new ReceiptTooLongError(
        "Die Bestätigung passt nicht auf eine A4-Seite: Zweck, Anschrift oder Name kürzen.",
      );
  }

  private passage(passage: Passage) {
    const [first = "", ...rest] = passage.lines;
    switch (passage.role) {
      case "issuer":
        return this.issuer(first, rest);
      case "number":
        return this.number(passage.lines);
      case "replaces":
        this.y += 6;
        return this.paragraph(passage.lines, { font: "bold", size: SIZE.small });
      case "title":
        this.y += 26;
        this.paragraph([first], { font: "bold", size: SIZE.title, tag: "H1" });
        this.y += 2;
        return this.paragraph(rest, { size: SIZE.small, color: MUTED });
      case "donor":
        this.y += 10;
        return this.box(first, rest.join("\n"));
      case "amount":
        this.y += 8;
        return this.fields(passage.fields!);
      case "waiver":
        this.y += passage.choice ? 10 : 6;
        return passage.choice
          ? this.choice(passage.choice)
          : this.paragraph(passage.lines, { size: SIZE.body });
      case "signature":
        return this.signature(passage);
      case "machine-note":
        return this.paragraph(passage.lines, { size: SIZE.small, color: MUTED });
      case "annex-title":
        this.pdf.addPage();
        this.y = MARGIN.top;
        this.paragraph([first], { font: "bold", size: SIZE.issuer, tag: "H2" });
        return this.paragraph(rest, { size: SIZE.body });
      case "annex-table":
        this.y += 10;
        return this.table(passage.table!);
      default:
        this.y += 6;
        return this.paragraph(passage.lines, { size: SIZE.body });
    }
  }

  private text(
    parent: Struct,
    tag: string,
    text: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & {
      font?: "regular" | "bold";
      size?: number;
      color?: string;
    },
  ) {
    const { font = "regular", size = SIZE.body, color = INK, ...textOptions } = options;
    parent.add(
      this.pdf.struct(tag, {}, () => {
        this.pdf.font(font).fontSize(size).fillColor(color);
        this.pdf.text(withNoBreakPhrases(text), x, y, { lineGap: LINE_GAP, ...textOptions });
      }),
    );
  }

  private height(text: string, width: number, font: "regular" | "bold", size: number) {
    return this.pdf
      .font(font)
      .fontSize(size)
      .heightOfString(withNoBreakPhrases(text), { width, lineGap: LINE_GAP });
  }

  private widthOf(text: string, font: "regular" | "bold", size: number) {
    return this.pdf.font(font).fontSize(size).widthOfString(withNoBreakPhrases(text));
  }

  /**
   * The boxes' widths: each as wide as its label and value need, so that a label does not break
   * ("– in Ziffern –"); the box with the longest value (the amount in words) takes the rest and
   * wraps its value if needed.
   */
  private fieldWidths(fields: NonNullable<Passage["fields"]>, usable: number): number[] {
    const natural = fields.map(
      (field) =>
        Math.max(
          this.widthOf(field.label, "regular", SIZE.small),
          this.widthOf(field.value, "regular", 10) + 2 * PAD,
        ) + 1,
    );
    const flex = fields.reduce(
      (longest, field, i) => (field.value.length > fields[longest]!.value.length ? i : longest),
      0,
    );
    const others = natural.reduce((sum, width, i) => (i === flex ? sum : sum + width), 0);
    const rest = usable - others;
    if (rest < usable * 0.25)
      return natural.map((width) => (width / (others + natural[flex]!)) * usable);
    return natural.map((width, i) => (i === flex ? rest : width));
  }

  private artifact(draw: (pdf: Doc) => void) {
    this.pdf.markContent("Artifact", { type: "Layout" });
    draw(this.pdf);
    this.pdf.endMarkedContent();
  }

  private paragraph(
    lines: string[],
    options: { font?: "regular" | "bold"; size: number; color?: string; tag?: string },
  ) {
    if (lines.length === 0) return;
    const text = lines.join("\n");
    const { font = "regular", size, tag = "P" } = options;
    this.text(this.root, tag, text, LEFT, this.y, { ...options, width: WIDTH });
    this.y += this.height(text, WIDTH, font, size);
  }

  private issuer(name: string, address: string[]) {
    this.text(this.root, "P", name, LEFT, this.y, { font: "bold", size: SIZE.issuer });
    const addressTop = this.y + this.height(name, WIDTH, "bold", SIZE.issuer);
    const text = address.join(" · ");
    this.text(this.root, "P", text, LEFT, addressTop, { size: SIZE.small, color: MUTED });
    this.y = addressTop + this.height(text, WIDTH, "regular", SIZE.small) + 6;
    const ruleY = this.y;
    this.artifact((pdf) =>
      pdf
        .moveTo(LEFT, ruleY)
        .lineTo(LEFT + WIDTH, ruleY)
        .lineWidth(0.8)
        .strokeColor(RULE)
        .stroke(),
    );
    this.y += 8;
  }

  /** The number and date, right-aligned under the issuer's rule. */
  private number(lines: string[]) {
    const text = lines.join("\n");
    this.text(this.root, "P", text, LEFT, this.y, {
      size: SIZE.small,
      align: "right",
      width: WIDTH,
    });
    this.y += this.height(text, WIDTH, "regular", SIZE.small);
  }

  /** A label and, `labelHeight` under it, a framed value. */
  private box(
    label: string,
    value: string,
    x = LEFT,
    width = WIDTH,
    boxHeight?: number,
    labelHeight?: number,
  ) {
    this.text(this.root, "P", label, x, this.y, { size: SIZE.small, color: MUTED, width });
    const top = this.y + (labelHeight ?? this.height(label, width, "regular", SIZE.small)) + 2;
    const height = boxHeight ?? this.height(value, width - 2 * PAD, "regular", 10) + 2 * PAD;
    this.frame(x, top, width, height);
    this.text(this.root, "P", value, x + PAD, top + PAD, { size: 10, width: width - 2 * PAD });
    this.y = top + height;
  }

  private frame(x: number, y: number, width: number, height: number) {
    this.artifact((pdf) => pdf.rect(x, y, width, height).lineWidth(0.6).strokeColor(RULE).stroke());
  }

  /** Boxes side by side, as the Muster's amount, words and date; equally high, in one row. */
  private fields(fields: NonNullable<Passage["fields"]>) {
    const gap = 8;
    const widths = this.fieldWidths(fields, WIDTH - gap * (fields.length - 1));
    const labelHeight = Math.max(
      ...fields.map((field, i) => this.height(field.label, widths[i]!, "regular", SIZE.small)),
    );
    const boxHeight =
      Math.max(
        ...fields.map((field, i) => this.height(field.value, widths[i]! - 2 * PAD, "regular", 10)),
      ) +
      2 * PAD;
    const top = this.y;
    let x = LEFT;
    fields.forEach((field, i) => {
      this.y = top;
      this.box(field.label, field.value, x, widths[i]!, boxHeight, labelHeight);
      x += widths[i]! + gap;
    });
  }

  /** The waiver line: its text, then each choice's label and a box, crossed when chosen. */
  private choice({ text, options }: NonNullable<Passage["choice"]>) {
    const size = SIZE.body;
    const line = this.pdf.struct("P");
    this.root.add(line);
    this.text(line, "Span", text, LEFT, this.y, { size, lineBreak: false });
    let x = LEFT + this.widthOf(text, "regular", size) + 18;
    const mark = 9;
    for (const choice of options) {
      this.text(line, "Span", choice.label, x, this.y, { size, lineBreak: false });
      x += this.pdf.widthOfString(choice.label) + 5;
      const boxX = x;
      const boxY = this.y + 0.5;
      this.frame(boxX, boxY, mark, mark);
      if (choice.checked)
        this.text(line, "Span", "X", boxX + 1.6, boxY + 0.2, {
          font: "bold",
          size: 8.5,
          lineBreak: false,
        });
      x += mark + 16;
    }
    line.end();
    this.y += this.height(text, WIDTH, "regular", size);
  }

  /**
   * Place and date on the line and the signature beside them: room to sign by hand with the
   * name under the line, or the name printed in its place.
   */
  private signature({ lines, signedByHand, facsimile }: Passage) {
    const [placeAndDate = "", signatory = "", caption = ""] = lines;
    const nameUnderLine = signedByHand || facsimile !== undefined;
    this.y += nameUnderLine ? 44 : 30;
    const half = WIDTH / 2;
    const lineY = this.y + 14;
    this.text(this.root, "P", placeAndDate, LEFT, this.y, { size: 10, width: half });
    if (facsimile) this.facsimile(facsimile, LEFT + half, lineY, half);
    if (!nameUnderLine)
      this.text(this.root, "P", signatory, LEFT + half, this.y, { size: 10, width: half });
    this.artifact((pdf) =>
      pdf
        .moveTo(LEFT, lineY)
        .lineTo(LEFT + WIDTH, lineY)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke(),
    );
    this.text(this.root, "P", caption, LEFT, lineY + 3, { size: SIZE.notes, color: MUTED });
    if (nameUnderLine)
      this.text(this.root, "P", signatory, LEFT + half, lineY + 3, {
        size: SIZE.small,
        width: half,
      });
    this.y = lineY + 3 + this.height(caption, WIDTH, "regular", SIZE.notes) + 6;
  }

  /** The facsimile signature standing on the line, at most 38 pt high. */
  private facsimile(png: Uint8Array, x: number, lineY: number, width: number) {
    const height = 38;
    const figure = this.pdf.struct("Figure", { alt: "Unterschrift (Faksimile)" }, () => {
      this.pdf.image(Buffer.from(png), x, lineY - height - 1, {
        fit: [width, height],
        valign: "bottom",
      });
    });
    this.root.add(figure);
  }

  /** The Muster's notes, in small type at the foot of the page. */
  private notes(notes: Passage[]) {
    const texts = notes.map((note) => note.lines.join(" "));
    const heights = texts.map((text) => this.height(text, WIDTH, "regular", SIZE.notes) + 4);
    const total = heights.reduce((sum, h) => sum + h, 0);
    this.y = Math.max(this.y + 8, BOTTOM - total);
    texts.forEach((text, i) => {
      this.text(this.root, "P", text, LEFT, this.y, {
        size: SIZE.notes,
        color: MUTED,
        width: WIDTH,
      });
      this.y += heights[i]!;
    });
  }

  private table({ head, rows, total }: NonNullable<Passage["table"]>) {
    const shares = [0.2, 0.3, 0.3, 0.2];
    const widths = shares.map((share) => share * WIDTH);
    const table = this.pdf.struct("Table");
    this.root.add(table);
    const row = (cells: string[], kind: "head" | "body" | "total") => {
      const font = kind === "body" ? "regular" : "bold";
      const size = kind === "head" ? SIZE.small : SIZE.body;
      const height =
        Math.max(...cells.map((cell, i) => this.height(cell, widths[i]! - 2 * PAD, font, size))) +
        2 * PAD;
      if (this.y + height > BOTTOM) {
        this.pdf.addPage();
        this.y = MARGIN.top;
        if (kind !== "head") row(head, "head");
      }
      const top = this.y;
      this.artifact((pdf) => {
        if (kind === "head") pdf.rect(LEFT, top, WIDTH, height).fill(SHADE);
        pdf
          .moveTo(LEFT, top + height)
          .lineTo(LEFT + WIDTH, top + height)
          .lineWidth(kind === "body" ? 0.4 : 0.8)
          .strokeColor(RULE)
          .stroke();
      });
      const tr = this.pdf.struct("TR");
      table.add(tr);
      let x = LEFT;
      cells.forEach((cell, i) => {
        const align = i === cells.length - 1 ? "right" : "left";
        this.text(tr, kind === "head" ? "TH" : "TD", cell, x + PAD, top + PAD, {
          font,
          size,
          width: widths[i]! - 2 * PAD,
          align,
        });
        x += widths[i]!;
      });
      tr.end();
      this.y = top + height;
    };
    row(head, "head");
    for (const cells of rows) row(cells, "body");
    row(total, "total");
    table.end();
  }
}
