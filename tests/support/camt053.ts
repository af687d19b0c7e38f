import { zipSync } from "fflate";
import { constants, crc32, deflateRawSync } from "node:zlib";

/** One entry of a statement written by the tests. */
export interface TestEntry {
  amount: string;
  credit?: boolean;
  booked?: boolean;
  currency?: string;
  bookingDate: string;
  valueDate?: string;
  payerName: string;
  payerIban: string;
  remittance: string;
  /** The bank's entry reference; none leaves the element out. */
  reference?: string;
}

/** camt.053 versions the tests write: 001.02 … 001.07 name the debtor `Dbtr/Nm`, 001.08 `Dbtr/Pty/Nm`. */
export type CamtVersion = "02" | "04" | "06" | "08";

const xmlText = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function entryXml(entry: TestEntry, version: CamtVersion): string {
  const status = entry.booked === false ? "PDNG" : "BOOK";
  const debtor =
    version === "08"
      ? `<Dbtr><Pty><Nm>${xmlText(entry.payerName)}</Nm></Pty></Dbtr>`
      : `<Dbtr><Nm>${xmlText(entry.payerName)}</Nm></Dbtr>`;
  // The remittance text in chunks of 35 characters, as banks pass it on.
  const lines = entry.remittance.match(/.{1,35}/g) ?? [];
  return `<Ntry>
      <Amt Ccy="${entry.currency ?? "EUR"}">${entry.amount}</Amt>
      <CdtDbtInd>${entry.credit === false ? "DBIT" : "CRDT"}</CdtDbtInd>
      <Sts>${version === "08" ? `<Cd>${status}</Cd>` : status}</Sts>
      <BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt>
      <ValDt><Dt>${entry.valueDate ?? entry.bookingDate}</Dt></ValDt>
      ${entry.reference ? `<AcctSvcrRef>${entry.reference}</AcctSvcrRef>` : ""}
      <BkTxCd><Prtry><Cd>NTRF+166</Cd><Issr>DK</Issr></Prtry></BkTxCd>
      <NtryDtls><TxDtls>
        <RltdPties>${debtor}<DbtrAcct><Id><IBAN>${entry.payerIban}</IBAN></Id></DbtrAcct></RltdPties>
        <RmtInf>${lines.map((line) => `<Ustrd>${xmlText(line)}</Ustrd>`).join("")}</RmtInf>
      </TxDtls></NtryDtls>
    </Ntry>`;
}

/** A camt.053 statement of the association's account with these entries. */
export function camt053(entries: TestEntry[], version: CamtVersion = "08"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>TEST-${version}</MsgId><CreDtTm>2026-03-02T08:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-${version}</Id>
      <Acct><Id><IBAN>DE00000000000000000000</IBAN></Id></Acct>
      ${entries.map((entry) => entryXml(entry, version)).join("\n      ")}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

/** A ZIP of XML files, as banks deliver several statements. */
export const camtZip = (files: Record<string, string>) =>
  zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, xml]) => [name, new TextEncoder().encode(xml)]),
    ),
  );

const MiB = 1024 * 1024;

/**
 * A ZIP of files of `size` spaces each, made without ever holding them: the DEFLATE stream of
 * one MiB of spaces, flushed so that it needs nothing before it, is repeated (a zip bomb: 300 MiB
 * in about 0.3 MB). With `claimedSize` the headers name that size instead of the true one, as a
 * bomb's would; every size is a multiple of a MiB.
 */
export function spacesZip(files: Record<string, number>, claimedSize?: number): Uint8Array {
  const spaces = Buffer.alloc(MiB, 0x20);
  const segment = deflateRawSync(spaces, { finishFlush: constants.Z_FULL_FLUSH });
  const last = Buffer.from([0x03, 0x00]); // a final, empty block
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, size] of Object.entries(files)) {
    if (size % MiB) throw new Error("spacesZip: sizes are multiples of a MiB");
    let crc = 0;
    for (let i = 0; i < size / MiB; i++) crc = crc32(spaces, crc);
    const data = Buffer.concat([...Array<Buffer>(size / MiB).fill(segment), last]);
    const fileName = Buffer.from(name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed to extract
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // DEFLATE
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc >>> 0, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(claimedSize ?? size, at + 18);
      header.writeUInt16LE(fileName.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const start = offset;
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(start, 16);
  return new Uint8Array(Buffer.concat([...parts, ...directory, end]));
}
