import type { SiteConfig } from "~/content/schema";
import styles from "./BankDetails.module.css";
import { useFormMessages } from "./useFormMessages";

export type BankData = SiteConfig["bank"];

/** "Spende Akku-Pate - Name" with the donor's name in place of "Name". */
export function donationReferenceFor(template: string, donorName: string): string {
  const name = donorName.trim();
  if (!name) return template;
  return /\bName\b/.test(template)
    ? template.replace(/\bName\b(?!.*\bName\b)/, name)
    : `${template} - ${name}`;
}

interface BankDetailsProps {
  bank: BankData;
  /** The reference to show; defaults to the configured one ("Spende Akku-Pate - Name"). */
  reference?: string;
  className?: string;
}

/** Account holder, IBAN, BIC, bank and the transfer reference. */
export function BankDetails({
  bank,
  reference = bank.donationReference,
  className = "",
}: BankDetailsProps) {
  const terms = useFormMessages("bank").bank;
  const rows = [
    { term: terms.holder, value: bank.holder },
    { term: terms.iban, value: bank.iban, mono: true },
    { term: terms.bic, value: bank.bic, mono: true },
    { term: terms.bankName, value: bank.bankName },
    { term: terms.reference, value: reference, strong: true },
  ];
  return (
    <dl className={`${styles.details} ${className}`}>
      {rows.map((row) => (
        <div key={row.term} className={styles.row}>
          <dt>{row.term}</dt>
          <dd className={row.mono ? styles.mono : row.strong ? styles.strong : undefined}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
