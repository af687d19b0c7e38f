import { XMLParser } from "fast-xml-parser";
import { unzipSync } from "fflate";
import { createHash } from "node:crypto";
import { MAX_CENTS } from "../db/columns";

/**
 * camt.053 (ISO 20022 bank-to-customer statement), versions 001.02 to 001.08, as the bank exports
 * it: one XML file or a ZIP of them. Only booked credits in euro are kept (docs/donations.md).
 */
export interface Credit {
  /** The bank's own reference of the entry (AcctSvcrRef); the key that makes a re-import a no-op. */
  entryReference: string;
  amountCents: number;
  bookingDate: string;
  valueDate: string;
  payerName: string;
  payerIban: string;
  remittance: string;
}

export interface Statement {
  credits: Credit[];
  /** Entries left out: debits, pending or other currencies. */
  skipped: number;
}

/** A file that is not a camt.053 statement (the message says what is wrong, in German). */
export class CamtError extends Error {}

const SUPPORTED = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0([2-8])$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd"].includes(name),
});

type Node = Record<string, unknown>;
const node = (value: unknown): Node =>
  value && typeof value === "object" ? (value as Node) : ({} as Node);
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(node) : []);
const text = (value: unknown): string =>
  typeof value === "string"
    ? value
    : typeof value === "object" && value && "#text" in value
      ? String((value as Node)["#text"])
      : "";

/** The day of a `Dt` or `DtTm` element. */
const day = (value: unknown) => (text(node(value).Dt) || text(node(value).DtTm)).slice(0, 10);

function cents(amount: unknown): { cents: number; currency: string } {
  const raw = text(amount);
  if (!/^\d+(\.\d{1,2})?$/.test(raw)) throw new CamtError(`Unlesbarer Betrag „${raw}“.`);
  const [euros, decimals = ""] = raw.split(".");
  return {
    cents: Number(euros) * 100 + Number(decimals.padEnd(2, "0")),
    currency: String(node(amount)["@Ccy"] ?? ""),
  };
}

/** The payer: `Dbtr/Nm` (up to 001.07) or `Dbtr/Pty/Nm` (001.08), and their IBAN. */
function payerOf(details: Node) {
  const parties = node(details.RltdPties);
  const debtor = node(parties.Dbtr);
  const name = text(debtor.Nm) || text(node(debtor.Pty).Nm);
  const iban = text(node(node(parties.DbtrAcct).Id).IBAN);
  return { payerName: name.trim(), payerIban: iban.replace(/\s+/g, "").toUpperCase() };
}

/**
 * The remittance text. Banks pass the 140 characters on in lines; a full line of 35 (the DK's
 * width) was cut mid-text and is joined without a space, shorter lines with one.
 */
function remittanceOf(details: Node): string {
  const lines = ((node(details.RmtInf).Ustrd as unknown[] | undefined) ?? []).map(text);
  return lines
    .reduce(
      (joined, line, i) => joined + (i > 0 && lines[i - 1]!.length < 35 ? " " : "") + line,
      "",
    )
    .replace(/\s+/g, " ")
    .trim();
}

function isBooked(entry: Node): boolean {
  const status = entry.Sts;
  return (text(status) || text(node(status).Cd)) === "BOOK";
}

/** An entry's key: the bank's reference, else a hash of what identifies it. */
function entryKey(entry: Node, details: Node, index: number, count: number): string {
  const own =
    text(node(details.Refs).AcctSvcrRef) ||
    (text(entry.AcctSvcrRef) && count > 1
      ? `${text(entry.AcctSvcrRef)}/${index + 1}`
      : text(entry.AcctSvcrRef));
  if (own) return own;
  const hash = createHash("sha256")
    .update(JSON.stringify([entry.BookgDt, entry.ValDt, entry.Amt, details]))
    .digest("hex");
  return `sha256:${hash.slice(0, 32)}`;
}

const euros = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);

function creditsOf(entry: Node): Credit[] {
  const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
  const parts = details.length > 0 ? details : [{} as Node];
  return parts.map((tx, index) => {
    const ownAmount = tx.Amt ?? node(node(tx.AmtDtls).TxAmt).Amt;
    const amount = parts.length > 1 && ownAmount ? ownAmount : entry.Amt;
    const { cents: amountCents } = cents(amount);
    // More than a credit's column holds (and a receipt's total): refused, not a database error.
    if (amountCents > MAX_CENTS)
      throw new CamtError(
        `Eine Gutschrift über ${euros(amountCents)} ist höher, als die Kasse fasst (höchstens ${euros(MAX_CENTS)} je Gutschrift).`,
      );
    return {
      entryReference: entryKey(entry, tx, index, parts.length),
      amountCents,
      bookingDate: day(entry.BookgDt),
      valueDate: day(entry.ValDt) || day(entry.BookgDt),
      ...payerOf(tx),
      remittance: remittanceOf(tx) || text(entry.AddtlNtryInf),
    };
  });
}

function parseXml(xml: string, name: string): Statement {
  let document: Node;
  try {
    document = node(parser.parse(xml, true).Document);
  } catch (error) {
    throw new CamtError(`${name}: keine lesbare XML-Datei (${(error as Error).message}).`);
  }
  // The parser drops namespace declarations with the prefixes; the document's own is read here.
  const namespace =
    /<(?:[\w.-]+:)?Document\b[^>]*?\sxmlns(?::[\w.-]+)?="([^"]*)"/.exec(xml)?.[1] ?? "";
  if (!document.BkToCstmrStmt)
    throw new CamtError(
      `${name}: kein camt.053-Kontoauszug${namespace ? ` (Format ${namespace.split(":").at(-1)})` : ""}.`,
    );
  if (!SUPPORTED.test(namespace))
    throw new CamtError(
      `${name}: camt.053 in der Version ${namespace.split(":").at(-1) || "ohne Angabe"} wird nicht unterstützt (001.02 bis 001.08).`,
    );
  const statement: Statement = { credits: [], skipped: 0 };
  for (const stmt of list(node(document.BkToCstmrStmt).Stmt))
    for (const entry of list(stmt.Ntry)) {
      const { currency } = cents(entry.Amt);
      if (text(entry.CdtDbtInd) !== "CRDT" || !isBooked(entry) || currency !== "EUR") {
        statement.skipped++;
        continue;
      }
      statement.credits.push(...creditsOf(entry));
    }
  return statement;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The credits of a camt.053 XML file or a ZIP of them; a CamtError for anything else. */
export function parseStatementFile(bytes: Uint8Array, name = "Datei"): Statement {
  if (isZip(bytes)) {
    let files: Record<string, Uint8Array>;
    try {
      files = unzipSync(bytes, { filter: (file) => /\.xml$/i.test(file.name) });
    } catch {
      throw new CamtError(`${name}: die ZIP-Datei ist beschädigt.`);
    }
    const names = Object.keys(files).sort();
    if (names.length === 0) throw new CamtError(`${name}: die ZIP-Datei enthält keine XML-Datei.`);
    const parts = names.map((file) => parseXml(new TextDecoder().decode(files[file]), file));
    return {
      credits: parts.flatMap((part) => part.credits),
      skipped: parts.reduce((sum, part) => sum + part.skipped, 0),
    };
  }
  const xml = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (!xml.trimStart().startsWith("<"))
    throw new CamtError(`${name}: weder XML noch ZIP – bitte den camt.053-Export der Bank wählen.`);
  return parseXml(xml, name);
}
