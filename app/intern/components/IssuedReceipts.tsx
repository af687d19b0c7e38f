import type { ReceiptKind } from "../../../server/receipts/document";
import { AreaForm, TextField } from "./AreaForm";
import { AreaTable } from "./AreaTable";
import { FormDetails } from "./FormDetails";
import { DonorAddressFields } from "./DonorAddressFields";
import { area } from "./area-style";
import { formatDate, formatEuro } from "../format";
import { RECEIPT_KIND_LABELS } from "../receipt-kinds";
import { cancelReceiptSchema, replaceReceiptSchema } from "../schemas";

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
}

/** The register, newest first, and for each valid receipt the forms that cancel or replace it. */
export function IssuedReceipts({ receipts }: { receipts: IssuedReceipt[] }) {
  return (
    <>
      <h2>Ausgestellt ({receipts.length})</h2>
      {receipts.length === 0 ? (
        <p className={area.muted}>Noch keine.</p>
      ) : (
        <AreaTable
          caption="Ausgestellte Bestätigungen, neueste zuerst"
          rowKey={(row) => row.id}
          rows={receipts}
          columns={[
            { label: "Nr.", cell: (row) => row.number },
            { label: "Art", cell: (row) => RECEIPT_KIND_LABELS[row.kind].name },
            { label: "Spender/in", cell: (row) => row.donorName },
            { label: "Betrag", number: true, cell: (row) => formatEuro(row.totalCents) },
            { label: "Ausgestellt", cell: (row) => formatDate(row.issuedAt) },
            { label: "Stand", cell: receiptState },
            {
              label: "PDF",
              cell: (row) => (
                <a href={`/intern/kasse/bestaetigungen/${row.id}`} download>
                  Nr. {row.number} herunterladen
                </a>
              ),
            },
          ]}
        />
      )}
      {receipts
        .filter((row) => !row.cancelledAt && row.donor)
        .map((row) => (
          <ReceiptCorrection key={row.id} receipt={row} />
        ))}
    </>
  );
}

const receiptState = (row: IssuedReceipt) =>
  row.cancelledAt
    ? `storniert am ${formatDate(row.cancelledAt)}: ${row.cancelReason ?? ""}`
    : `gültig${row.replaces ? `, ersetzt Nr. ${row.replaces}` : ""}; ${row.delivery}`;

function ReceiptCorrection({ receipt }: { receipt: IssuedReceipt }) {
  const hidden = { receiptId: receipt.id };
  return (
    <FormDetails
      summary={`Nr. ${receipt.number} stornieren oder ersetzen`}
      forms={[
        { intent: "replace", hidden },
        { intent: "cancel", hidden },
      ]}
    >
      <p className={area.muted}>
        Eine ausgestellte Bestätigung wird nie geändert: sie wird storniert (beide bleiben im
        Register) und, wenn nötig, durch eine neue mit eigener Nummer ersetzt.
      </p>
      <h3>Stornieren und neu ausstellen</h3>
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
      <h3>Nur stornieren (z. B. Spende zurückgezahlt)</h3>
      <AreaForm
        schema={cancelReceiptSchema}
        intent="cancel"
        hidden={hidden}
        submitLabel="Nur stornieren"
        tone="ghost"
      >
        {(fields) => <TextField field={fields.reason} label="Grund" />}
      </AreaForm>
    </FormDetails>
  );
}
