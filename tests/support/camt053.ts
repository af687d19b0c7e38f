import { zipSync } from "fflate";

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
