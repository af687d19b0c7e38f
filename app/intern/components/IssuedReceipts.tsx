import { Link } from "react-router";
import type { ReceiptKind } from "../../../server/receipts/document";
import { AreaForm, TextField } from "./AreaForm";
import { AreaTable } from "./AreaTable";
import { FormDetails } from "./FormDetails";
import { DonorAddressFields } from "./DonorAddressFields";
import { area } from "./area-style";
import { format } from "~/i18n/format";
import type { TeamMessages } from "~/i18n/messages/team.de";
import type { AreaFormat } from "../../team/format";
import { useArea } from "../useArea";
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
  const { t, formatDate, formatEuro } = useArea();
  const texts = t.receipts;
  const columns = texts.columns;
  return (
    <>
      <h2>{format(texts.issuedHeading, { count: receipts.length })}</h2>
      {receipts.length === 0 ? (
        <p className={area.muted}>{texts.none}</p>
      ) : (
        <>
          <p className={area.muted}>{texts.neverChanged}</p>
          <AreaTable
            caption={texts.caption}
            rowKey={(row) => row.id}
            rowId={(row) => `bestaetigung-${row.id}`}
            rows={receipts}
            columns={[
              { label: columns.number, cell: (row) => row.number },
              { label: columns.kind, cell: (row) => t.receiptKinds[row.kind].name },
              { label: columns.donor, cell: (row) => row.donorName },
              { label: columns.amount, number: true, cell: (row) => formatEuro(row.totalCents) },
              { label: columns.issued, cell: (row) => formatDate(row.issuedAt) },
              { label: columns.state, cell: (row) => receiptState(row, texts, formatDate) },
              { label: columns.gifts, cell: (row) => <Gifts receipt={row} /> },
              {
                label: columns.pdf,
                cell: (row) => (
                  <a href={`/intern/kasse/bestaetigungen/${row.id}`} download>
                    {format(texts.download, { number: row.number })}
                  </a>
                ),
              },
              {
                label: columns.correct,
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

type ReceiptTexts = TeamMessages["receipts"];

const receiptState = (
  row: IssuedReceipt,
  texts: ReceiptTexts,
  formatDate: AreaFormat["formatDate"],
) =>
  row.cancelledAt
    ? format(texts.cancelledOn, {
        date: formatDate(row.cancelledAt),
        reason: row.cancelReason ?? "",
      })
    : row.replaces
      ? format(texts.validReplacing, { number: row.replaces, delivery: row.delivery })
      : format(texts.valid, { delivery: row.delivery });

/** The gifts a receipt confirms, linked to the Kasse's row and to the pledge each paid. */
function Gifts({ receipt }: { receipt: IssuedReceipt }) {
  const { t, formatDate } = useArea();
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
              {` · ${t.receipts.giftPledge} `}
              <Link to={`/intern/eingaenge/${gift.pledge.id}`}>{gift.pledge.reference}</Link>
            </>
          )}
        </span>
      ))}
    </>
  );
}

function Correction({ receipt }: { receipt: IssuedReceipt }) {
  const { t, formatDate, formatEuro } = useArea();
  const texts = t.receipts;
  const hidden = { receiptId: receipt.id };
  const { number, donorName: donor } = receipt;
  const name = format(texts.receiptName, {
    number,
    donor,
    amount: formatEuro(receipt.totalCents),
    date: formatDate(receipt.issuedAt),
  });
  return (
    <>
      <FormDetails
        className={area.confirm}
        summaryClassName="button button--ghost"
        summary={format(texts.replaceSummary, { number })}
        forms={[{ intent: "replace", hidden }]}
      >
        <div className={area.notice}>
          <p>{format(texts.replaceText, { receipt: name })}</p>
          <AreaForm
            schema={replaceReceiptSchema}
            intent="replace"
            hidden={hidden}
            defaultValue={receipt.donor}
            submitLabel={texts.replaceSubmit}
          >
            {(fields) => (
              <>
                <TextField field={fields.reason} label={texts.reason} />
                <DonorAddressFields fields={fields} />
              </>
            )}
          </AreaForm>
        </div>
      </FormDetails>
      <FormDetails
        className={area.confirm}
        summaryClassName="button button--ghost"
        summary={format(texts.cancelSummary, { number })}
        forms={[{ intent: "cancel", hidden }]}
      >
        <div className={area.notice}>
          <p>{format(texts.cancelText, { receipt: name })}</p>
          <AreaForm
            schema={cancelReceiptSchema}
            intent="cancel"
            hidden={hidden}
            submitLabel={format(texts.cancelSubmit, { number, donor })}
            tone="danger"
          >
            {(fields) => <TextField field={fields.reason} label={texts.reason} />}
          </AreaForm>
        </div>
      </FormDetails>
    </>
  );
}
