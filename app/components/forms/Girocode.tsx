import { format } from "~/i18n/format";
import { GIROCODE_PATH, pledgePaymentQuery, type PledgePayment } from "~/lib/donation-reference";
import styles from "./BankDetails.module.css";
import { useFormMessages } from "./useFormMessages";

/**
 * The pledge's GiroCode (EPC QR code), made by the site's own server: a picture, so it shows
 * with and without JavaScript.
 */
export function Girocode({ payment, amountText }: { payment: PledgePayment; amountText: string }) {
  const texts = useFormMessages("girocode").girocode;
  return (
    <figure className={styles.girocode}>
      <img
        src={`${GIROCODE_PATH}?${pledgePaymentQuery(payment)}`}
        alt={format(texts.alt, { amount: amountText, reference: payment.reference })}
        width={180}
        height={180}
      />
      <figcaption>{texts.caption}</figcaption>
    </figure>
  );
}
