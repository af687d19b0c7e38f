import type { ReceiptRow } from "../db/schema";
import type { ReplacedReceipt } from "../db/outbox";
import type { NotificationEmail } from "../mail/email";
import { formatEuro } from "../../app/i18n/format";
import { formatDate } from "../../app/team/format";
import { readPostalAddress } from "../site";
import { receiptNumber } from "./document";

const KIND_NAMES: Record<string, { subject: string; document: string; former: string }> = {
  single: {
    subject: "Ihre Zuwendungsbestätigung",
    document: "Ihre Zuwendungsbestätigung",
    former: "Zuwendungsbestätigung",
  },
  collective: {
    subject: "Ihre Sammelbestätigung",
    document: "Ihre Sammelbestätigung",
    former: "Sammelbestätigung",
  },
  simplified: {
    subject: "Ihr Nachweis für Ihre Spende",
    document: "unseren Nachweis für das Finanzamt, der zusammen mit Ihrem Kontoauszug gilt,",
    former: "Nachweis",
  },
};

/** The file name the donor sees, e.g. "Zuwendungsbestaetigung-2026-0007.pdf". */
export const receiptFileName = (receipt: Pick<ReceiptRow, "year" | "serial">) =>
  `Zuwendungsbestaetigung-${receiptNumber(receipt)}.pdf`;

/**
 * A machine-made receipt to the donor's address, as a PDF attachment (R 10b.1 Abs. 4 EStR: the
 * tax office was told). German, like the receipt itself; no text a visitor typed but the name
 * the treasurer confirmed. A replacement names the receipt it replaces, by number and date,
 * and says that one is void.
 */
export function receiptMail(
  receipt: ReceiptRow,
  messageId: string,
  replaces: ReplacedReceipt | null = null,
): NotificationEmail {
  const names = KIND_NAMES[receipt.kind] ?? KIND_NAMES.single!;
  const number = receiptNumber(receipt);
  const sender = readPostalAddress();
  const replaced = replaces && {
    number: receiptNumber(replaces),
    date: formatDate(replaces.issuedAt),
  };
  return {
    to: receipt.donorEmail,
    subject: replaced
      ? `${names.subject} Nr. ${number} (ersetzt Nr. ${replaced.number})`
      : `${names.subject} Nr. ${number}`,
    messageId,
    text:
      [
        "Guten Tag,",
        `herzlichen Dank für Ihre Unterstützung (${formatEuro(receipt.totalCents)}). Im Anhang finden Sie ${names.document} Nr. ${number} als PDF.`,
        ...(replaced
          ? [
              `Sie ersetzt unsere ${names.former} Nr. ${replaced.number} vom ${replaced.date}; diese ist damit ungültig. Bitte reichen Sie nur die neue beim Finanzamt ein.`,
            ]
          : []),
        "Sie wurde maschinell erstellt und ist ohne Unterschrift gültig; bitte bewahren Sie sie für Ihre Steuererklärung auf.",
        "Mit freundlichen Grüßen",
      ].join("\n\n") + `\n${[sender.name, ...sender.lines].join("\n")}\n`,
    attachments: [
      {
        filename: receiptFileName(receipt),
        content: Buffer.from(receipt.pdf),
        contentType: "application/pdf",
      },
    ],
  };
}
