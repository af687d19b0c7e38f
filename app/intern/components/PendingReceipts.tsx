import type { ReceiptKind } from "../../../server/receipts/document";
import { ActionButton } from "./AreaForm";
import { area } from "./area-style";
import { formatDate, formatEuro } from "../format";
import { RECEIPT_KIND_LABELS } from "../receipt-kinds";

/** The recorded donations of one donor in one year that no receipt confirms yet. */
export interface PendingGroup {
  key: string;
  donorName: string;
  address: string[];
  year: number;
  /** Receipts that cover every gift of the group at once (a collective one). */
  kinds: ReceiptKind[];
  total: number;
  gifts: { id: string; receivedOn: string; amountCents: number; kinds: ReceiptKind[] }[];
}

/** Each group with a button per receipt its gifts allow, one by one and all together. */
export function PendingReceipts({ groups }: { groups: PendingGroup[] }) {
  return (
    <>
      <h2>Noch ohne Bestätigung ({groups.length})</h2>
      {groups.length === 0 && (
        <p className={area.muted}>Keine: jede erfasste Spende ist bestätigt.</p>
      )}
      {groups.map((group) => (
        <section
          key={group.key}
          className={area.notice}
          aria-label={`${group.donorName} ${group.year}`}
        >
          <p>
            <strong>{group.donorName}</strong>
            {group.address.length > 0
              ? `, ${group.address.join(", ")}`
              : " (ohne Anschrift)"} · {group.year}: {formatEuro(group.total)}
          </p>
          <ul>
            {group.gifts.map((gift) => (
              <li key={gift.id}>
                {formatDate(gift.receivedOn)}: {formatEuro(gift.amountCents)}{" "}
                {gift.kinds.map((kind) => (
                  <ActionButton
                    key={kind}
                    intent="issue"
                    hidden={{ kind, donationIds: gift.id }}
                    label={RECEIPT_KIND_LABELS[kind].button}
                  />
                ))}
              </li>
            ))}
          </ul>
          {group.kinds.map((kind) => (
            <ActionButton
              key={kind}
              intent="issue"
              hidden={{ kind, donationIds: group.gifts.map((gift) => gift.id).join(",") }}
              label={`${RECEIPT_KIND_LABELS[kind].button} (${group.gifts.length} Spenden ${group.year})`}
            />
          ))}
        </section>
      ))}
    </>
  );
}
