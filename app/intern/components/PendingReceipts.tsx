import { Link } from "react-router";
import type { ReceiptKind } from "../../../server/receipts/document";
import { format } from "~/i18n/format";
import { useArea } from "../useArea";
import { ActionButton } from "./AreaForm";
import { area } from "./area-style";
import { useAnswer } from "./form-answer";
import styles from "~/components/forms/Form.module.css";

/** The recorded donations of one donor in one year that no receipt confirms yet. */
export interface PendingGroup {
  key: string;
  donorName: string;
  address: string[];
  /** The donor's name looks like the bank's spelling: said before issuing (not refused). */
  nameWarning: string;
  year: number;
  /** Receipts that cover every gift of the group at once (a collective one). */
  kinds: ReceiptKind[];
  /**
   * The group's year has not ended: what to confirm before its Sammelbestätigung is issued
   * (empty once the year is over).
   */
  openYearWarning: string;
  total: number;
  gifts: { id: string; receivedOn: string; amountCents: number; kinds: ReceiptKind[] }[];
}

/**
 * Each group with a button per receipt its gifts allow, one by one and all together. A
 * Sammelbestätigung for a year not ended takes a step more: its button leads to the warning
 * (`?confirmParam=` the group's first gift), where it is confirmed or left.
 */
export function PendingReceipts({
  groups,
  confirming,
  confirmParam,
}: {
  groups: PendingGroup[];
  /** The first gift of the group whose warning is shown, or "". */
  confirming: string;
  confirmParam: string;
}) {
  const { t, formatDate, formatEuro } = useArea();
  const texts = t.donations;
  return (
    <>
      <h2>{format(texts.pendingHeading, { count: groups.length })}</h2>
      {groups.length === 0 && <p className={area.muted}>{texts.nonePending}</p>}
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
              : ` ${texts.noAddress}`} · {group.year}: {formatEuro(group.total)}
          </p>
          {group.nameWarning && (
            <p>
              <strong>{group.nameWarning}</strong>
            </p>
          )}
          <ul>
            {group.gifts.map((gift) => (
              <li key={gift.id}>
                {formatDate(gift.receivedOn)}: {formatEuro(gift.amountCents)}{" "}
                {gift.kinds.map((kind) => (
                  <ActionButton
                    key={kind}
                    intent="issue"
                    hidden={{ kind, donationIds: gift.id }}
                    label={t.receiptKinds[kind].button}
                  />
                ))}
              </li>
            ))}
          </ul>
          {group.kinds.map((kind) => {
            const donationIds = group.gifts.map((gift) => gift.id).join(",");
            const first = group.gifts[0]?.id ?? "";
            if (!group.openYearWarning)
              return (
                <ActionButton
                  key={kind}
                  intent="issue"
                  hidden={{ kind, donationIds }}
                  label={format(texts.issueButton, {
                    button: t.receiptKinds[kind].button,
                    count: group.gifts.length,
                    year: group.year,
                  })}
                />
              );
            if (confirming !== first)
              return (
                <OpenYearLink
                  key={kind}
                  to={`?${confirmParam}=${first}`}
                  hidden={{ kind, donationIds }}
                  label={format(texts.openYearButton, {
                    count: group.gifts.length,
                    year: group.year,
                  })}
                />
              );
            return (
              <div key={kind}>
                <p role="alert">{group.openYearWarning}</p>
                <ActionButton
                  intent="issue"
                  hidden={{ kind, donationIds, confirmOpenYear: "ja" }}
                  label={texts.openYearConfirm}
                  tone="primary"
                />{" "}
                <Link to="." preventScrollReset>
                  {texts.openYearCancel}
                </Link>
              </div>
            );
          })}
        </section>
      ))}
    </>
  );
}

/**
 * The way to the warning before a Sammelbestätigung for a year not ended; beside it the refusal
 * of a post that skipped the warning (a page loaded before, or issued without JavaScript).
 */
function OpenYearLink({
  to,
  hidden,
  label,
}: {
  to: string;
  hidden: Record<string, string>;
  label: string;
}) {
  const error = useAnswer("issue", hidden)?.result?.error?.[""];
  return (
    <span className={area.inlineForm}>
      <Link to={to} preventScrollReset className="button button--ghost">
        {label}
      </Link>
      {error && (
        <span className={styles.error} role="alert">
          {error.join(" ")}
        </span>
      )}
    </span>
  );
}
