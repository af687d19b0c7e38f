import QRCode from "qrcode";
import { remittanceFor, type PledgePayment } from "../../app/lib/donation-reference";

export interface Payee {
  holder: string;
  iban: string;
  bic: string;
}

/**
 * The text of a GiroCode (EPC069-12, version 002): a SEPA credit transfer to the association with
 * the amount and the reference in the purpose line. Fields are cut to the standard's lengths.
 */
export function epcPayload(payee: Payee, payment: PledgePayment): string {
  const lines = [
    "BCD",
    "002",
    "1", // UTF-8
    "SCT",
    payee.bic.replace(/\s+/g, ""),
    payee.holder.slice(0, 70),
    payee.iban.replace(/\s+/g, "").toUpperCase(),
    `EUR${payment.amount}`,
    "", // purpose code
    "", // structured creditor reference (we use the free text)
    remittanceFor(payment.reference).slice(0, 140),
  ];
  return lines.join("\n");
}

/** The GiroCode as SVG (error correction M, as the standard asks), made here, no service. */
export function girocodeSvg(payee: Payee, payment: PledgePayment): Promise<string> {
  return QRCode.toString(epcPayload(payee, payment), {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4,
  });
}
