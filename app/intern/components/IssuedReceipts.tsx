import { Link } from "react-router";
import type { ReceiptKind } from "../../../server/receipts/document";
import { AreaForm, TextField } from "./AreaForm";
import { AreaTable } from "./AreaTable";
import { FormDetails } from "./FormDetails";
import { DonorAddressFields } from "./DonorAddressFields";
import { area } from "./area-style";
import { formatDate, formatEuro } from "../../team/format";
import { RECEIPT_KIND_LABELS } from "../receipt-kinds";
import { cancelReceiptSchema, replaceReceiptSchema } from "../../team/schemas";

export interface IssuedReceipt {
  id: string;
  number: string;
  kind: ReceiptKind;
  donorName: string;
  totalCents: number;
  issuedAt: Date | string;
  cancelledAt: Date | string | null;
  cancelReason: string | null;
  /** The number of the receipt this one replaces, or "". */
  replaces: string;
  /** How it reached (or reaches) the donor, in words. */
  delivery: string;
  /** The donor's name and address as a replacement starts from; absent once cancelled. */
  donor: { donorName: string; street: string; postalCode: string; city: string } | undefined;
  /** The gifts it confirms, each with the pledge it paid (while the pledge is kept). */
  gifts: { donationId: string; date: string; pledge: { id: string; reference: string } | null }[];
}

/**
 * The register, newest first. A valid receipt's row holds the forms that cancel or replace it,
 * each behind a summary that names the receipt's number and donor.
 */
export function IssuedReceipts({ receipts }: { receipts: IssuedReceipt[] }) {
  return (
    <>
      <h2>Ausgestellt ({receipts.length})</h2>
      {receipts.length === 0 ? (
        <p className={area.muted}>Noch keine.</p>
      ) : (
        <>
          <p className={area.muted}>
            Eine ausgestellte Bestätigung wird nie geändert: sie wird storniert (beide bleiben im
            Register) und, wenn nötig, durch eine neue mit eigener Nummer ersetzt.
          </p>
          <AreaTable
            caption="Ausgestellte Bestätigungen, neueste zuerst"
            rowKey={(row) => row.id}
            rowId={(row) => `bestaetigung-${row.id}`}
            rows={receipts}
            columns={[
              { label: "Nr.", cell: (row) => row.number },
              { label: "Art", cell: (row) => RECEIPT_KIND_LABELS[row.kind].name },
              { label: "Spender/in", cell: (row) => row.donorName },
              { label: "Betrag", number: true, cell: (row) => formatEuro(row.totalCents) },
              { label: "Ausgestellt", cell: (row) => formatDate(row.issuedAt) },
              { label: "Stand", cell: receiptState },
              { label: "Spenden", cell: (row) => <Gifts receipt={row} /> },
              {
                label: "PDF",
                cell: (row) => (
                  <a href={`/intern/kasse/bestaetigungen/${row.id}`} download>
                    Nr. {row.number} herunterladen
                  </a>
                ),
              },
              {
                label: "Korrigieren",
                wide: true,
                cell: (row) => (!row.cancelledAt && row.donor ? <Correction receipt={row} /> : ""),
              },
            ]}
          />
        </>
      )}
    </>
  );
}

const receiptState = (row: IssuedReceipt) =>
  row.cancelledAt
    ? `storniert am ${formatDate(row.cancelledAt)}: ${row.cancelReason ?? ""}`
    : `gültig${row.replaces ? `, ersetzt Nr. ${row.replaces}` : ""}; ${row.delivery}`;

/** The gifts a receipt confirms, linked to the Kasse's row and to the pledge each paid. */
function Gifts({ receipt }: { receipt: IssuedReceipt }) {
  return (
    <>
      {receipt.gifts.map((gift, index) => (
        <span key={gift.donationId}>
          {index > 0 && <br />}
          <Link to={`/intern/kasse?jahr=${gift.date.slice(0, 4)}#spende-${gift.donationId}`}>
            {formatDate(gift.date)}
          </Link>
          {gift.pledge && (
            <>
              {" · Zusage "}
              <Link to={`/intern/eingaenge/${gift.pledge.id}`}>{gift.pledge.reference}</Link>
            </>
          )}
        </span>
      ))}
    </>
  );
}

const nameOf = (receipt: IssuedReceipt) =>
  `Nr. ${receipt.number} von ${receipt.donorName} (${formatEuro(receipt.totalCents)}, ausgestellt am ${formatDate(receipt.issuedAt)})`;

function Correction({ receipt }: { receipt: IssuedReceipt }) {
  const hidden = { receiptId: receipt.id };
  return (
    <>
      <FormDetails
        className={area.confirm}
        summaryClassName="button button--ghost"
        summary={`Nr. ${receipt.number} ersetzen …`}
        forms={[{ intent: "replace", hidden }]}
      >
        <div className={area.notice}>
          <p>
            {nameOf(receipt)} wird storniert und durch eine neue Bestätigung mit eigener Nummer
            ersetzt, die sie nennt.
          </p>
          <AreaForm
            schema={replaceReceiptSchema}
            intent="replace"
            hidden={hidden}
            defaultValue={receipt.donor}
            submitLabel="Stornieren und neu ausstellen"
          >
            {(fields) => (
              <>
                <TextField field={fields.reason} label="Grund" />
                <DonorAddressFields fields={fields} />
              </>
            )}
          </AreaForm>
        </div>
      </FormDetails>
      <FormDetails
        className={area.confirm}
        summaryClassName="button button--ghost"
        summary={`Nr. ${receipt.number} stornieren …`}
        forms={[{ intent: "cancel", hidden }]}
      >
        <div className={area.notice}>
          <p>
            {nameOf(receipt)} wirklich stornieren, ohne sie zu ersetzen (z. B. Spende
            zurückgezahlt)? Sie bleibt im Register, die Spende wartet wieder auf eine Bestätigung.
          </p>
          <AreaForm
            schema={cancelReceiptSchema}
            intent="cancel"
            hidden={hidden}
            submitLabel={`Ja, Nr. ${receipt.number} von ${receipt.donorName} stornieren`}
            tone="danger"
          >
            {(fields) => <TextField field={fields.reason} label="Grund" />}
          </AreaForm>
        </div>
      </FormDetails>
    </>
  );
}
