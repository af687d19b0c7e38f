import { XMLParser } from "fast-xml-parser";
import { Unzip, UnzipInflate, type UnzipFile } from "fflate";
import { createHash } from "node:crypto";
import { MAX_CENTS } from "../db/columns";
import { AreaRefusal, type RefusalKey } from "../team/refusal";

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

/**
 * A file that is not a camt.053 statement: its catalogue text says what is wrong, in the
 * member's language where the area shows it (`refusalText`); `message` is the German text.
 */
export class CamtError extends AreaRefusal {}

const SUPPORTED = /^urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.0([2-8])$/;

/**
 * What a ZIP may unpack to. A statement's XML is rarely more than a few MB, and a plain XML
 * upload may be 10 MiB (server/team/http.ts): no file of a ZIP may be more, all of them together
 * twice that (a longer period goes in several uploads), and a ZIP has at most this many files.
 * Beyond, the ZIP is refused as soon as the limit is passed: a small ZIP can unpack to gigabytes.
 */
export const MAX_XML_BYTES = 10 * 1024 * 1024;
export const MAX_UNPACKED_BYTES = 2 * MAX_XML_BYTES;
export const MAX_ZIP_FILES = 1000;
/**
 * The ZIP is unpacked this many bytes at a time: DEFLATE expands a byte to at most 1,032, so no
 * step unpacks more than about 1 MiB before the sizes are counted.
 */
const ZIP_STEP_BYTES = 1024;

const ARRAYS = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd"]);

/** An element's name without its namespace prefix (`ns2:Ntry` → `Ntry`). */
const localName = (name: string) => name.slice(name.indexOf(":") + 1);

// Namespace prefixes are kept, so that the Document's namespace declaration can be read; they
// are removed afterwards (withoutPrefixes).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(localName(name)),
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
  if (!/^\d+(\.\d{1,2})?$/.test(raw))
    throw new CamtError("camtAmount", { amount: raw.slice(0, 40) });
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

function creditsOf(entry: Node): Credit[] {
  const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
  const parts = details.length > 0 ? details : [{} as Node];
  return parts.map((tx, index) => {
    const ownAmount = tx.Amt ?? node(node(tx.AmtDtls).TxAmt).Amt;
    const amount = parts.length > 1 && ownAmount ? ownAmount : entry.Amt;
    const { cents: amountCents } = cents(amount);
    // More than a credit's column holds (and a receipt's total): refused, not a database error.
    if (amountCents > MAX_CENTS)
      throw new CamtError("camtAmountTooHigh", {
        amount: { cents: amountCents },
        max: { cents: MAX_CENTS },
      });
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

/**
 * The names of the parsed tree as fast-xml-parser's `removeNSPrefix` gives them (what entry keys
 * were hashed from before, so they stay the same): elements and attributes without their
 * prefix, no namespace declarations. Without recursion: the depth is the sender's choice.
 */
function withoutPrefixes(tree: Node): Node {
  const root: Node = {};
  const todo: [Node, Node][] = [[tree, root]];
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (!value || typeof value !== "object") return value;
    const target: Node = {};
    todo.push([value as Node, target]);
    return target;
  };
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [source, target] = next;
    for (const [key, value] of Object.entries(source)) {
      let name = key;
      if (key.startsWith("@")) {
        const parts = key.slice(1).split(":");
        if (parts[0] === "xmlns") continue;
        if (parts.length === 2) name = `@${parts[1]}`;
      } else if (!key.startsWith("#")) name = localName(key);
      const copied = copy(value);
      // Elements of one name in two prefixes: a list, as the parser makes of repeated elements.
      target[name] = Object.hasOwn(target, name) ? [target[name], copied].flat() : copied;
    }
  }
  return root;
}

function parseXml(xml: string, name: string): Statement {
  let parsed: Node;
  try {
    parsed = node(parser.parse(xml, true));
  } catch (error) {
    // The parser's message may quote the file at length.
    const reason = (error as Error).message.slice(0, 200);
    throw new CamtError("camtNotXml", { name, reason });
  }
  // The root element and the namespace its prefix (or none) is declared for on it.
  const root = Object.keys(parsed).find((key) => localName(key) === "Document");
  const element = node(root && parsed[root]);
  const prefix = root?.includes(":") ? root.slice(0, root.indexOf(":")) : "";
  const declared = element[prefix ? `@xmlns:${prefix}` : "@xmlns"];
  const namespace = typeof declared === "string" ? declared : "";
  const document = withoutPrefixes(element);
  const version = namespace.split(":").at(-1) ?? "";
  if (!document.BkToCstmrStmt)
    throw namespace
      ? new CamtError("camtNotStatementFormat", { name, format: version })
      : new CamtError("camtNotStatement", { name });
  if (!SUPPORTED.test(namespace))
    throw version
      ? new CamtError("camtVersion", { name, version })
      : new CamtError("camtNoVersion", { name });
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

interface Unpacked {
  name: string;
  chunks: Uint8Array[];
  complete: boolean;
}

/**
 * The XML files of a ZIP, unpacked step by step with every unpacked byte counted: refused (a
 * CamtError) as soon as a file, or all together, pass the limits, before more is held.
 */
function unzipXmlFiles(bytes: Uint8Array, name: string): Unpacked[] {
  const files: Unpacked[] = [];
  let count = 0;
  let total = 0;
  let refusal: CamtError | undefined;
  const refuse = (key: RefusalKey, slots: Record<string, string | number> = {}) =>
    void (refusal ??= new CamtError(key, { name, ...slots }));
  const megabytes = (limit: number) => limit / 1024 / 1024;
  const tooLarge = (file: string) =>
    refuse("camtFileTooLarge", { file, megabytes: megabytes(MAX_XML_BYTES) });
  const broken = () => refuse("camtZipDamaged");

  function unpack(file: UnzipFile) {
    if (refusal) return;
    if (++count > MAX_ZIP_FILES) return refuse("camtZipTooManyFiles", { count: MAX_ZIP_FILES });
    if (!/\.xml$/i.test(file.name)) return;
    // The size the ZIP claims, if it names one; what it unpacks to is counted below either way.
    if ((file.originalSize ?? 0) > MAX_XML_BYTES) return tooLarge(file.name);
    const unpacked: Unpacked = { name: file.name, chunks: [], complete: false };
    files.push(unpacked);
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (refusal) return;
      if (error) return broken();
      size += chunk.length;
      total += chunk.length;
      if (size > MAX_XML_BYTES) return tooLarge(file.name);
      if (total > MAX_UNPACKED_BYTES)
        return refuse("camtZipTooLarge", { megabytes: megabytes(MAX_UNPACKED_BYTES) });
      unpacked.chunks.push(chunk);
      unpacked.complete = final;
    };
    try {
      file.start();
    } catch {
      broken(); // a compression other than DEFLATE
    }
  }

  const unzip = new Unzip(unpack);
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !refusal; at += ZIP_STEP_BYTES)
      unzip.push(bytes.subarray(at, at + ZIP_STEP_BYTES), at + ZIP_STEP_BYTES >= bytes.length);
  } catch {
    broken();
  }
  if (!refusal && files.some((file) => !file.complete)) broken();
  if (refusal) throw refusal;
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** An unpacked file's text (UTF-8; a character may span two chunks). */
function textOf(file: Unpacked): string {
  const decoder = new TextDecoder();
  const last = file.chunks.length - 1;
  return file.chunks.map((chunk, i) => decoder.decode(chunk, { stream: i < last })).join("");
}

/** The credits of a camt.053 XML file or a ZIP of them; a CamtError for anything else. */
export function parseStatementFile(bytes: Uint8Array, name = "Datei"): Statement {
  if (isZip(bytes)) {
    const files = unzipXmlFiles(bytes, name);
    if (files.length === 0) throw new CamtError("camtZipWithoutXml", { name });
    // One file's text at a time: the unpacked bytes are within the limits, their text adds one.
    const parts = files.map((file) => parseXml(textOf(file), file.name));
    return {
      credits: parts.flatMap((part) => part.credits),
      skipped: parts.reduce((sum, part) => sum + part.skipped, 0),
    };
  }
  const xml = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (!xml.trimStart().startsWith("<")) throw new CamtError("camtNeither", { name });
  return parseXml(xml, name);
}
