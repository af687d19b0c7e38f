import { AreaRefusal } from "../team/refusal";
import type { ReceiptDocument } from "./document";
import {
  donorPassage,
  euroFigures,
  exemptionSentence,
  fieldPassage,
  germanDate,
  issuerPassage,
  numberPassages,
  onlyGift,
  purposeSentence,
  type Passage,
} from "./template";

/**
 * The association's own document for a gift up to 300 €: with the donor's bank statement it is
 * the proof of § 50 Abs. 4 Satz 1 Nr. 2 EStDV. It is no Zuwendungsbestätigung and says so; it
 * carries what Buchstabe b asks of the recipient's document: the tax-favoured purpose, the
 * exemption, and whether the gift is a donation or a membership fee.
 */

/** The highest gift the simplified proof may be used for, in cents. */
export const SIMPLIFIED_LIMIT_CENTS = 300_00;

export const SIMPLIFIED_TITLE = "Beleg über eine Zuwendung bis 300 Euro";
export const SIMPLIFIED_SUBTITLE =
  "zum vereinfachten Zuwendungsnachweis nach § 50 Abs. 4 Satz 1 Nr. 2 der Einkommensteuer-Durchführungsverordnung (EStDV) – keine Zuwendungsbestätigung";
export const SIMPLIFIED_PROOF_NOTE =
  "Dieser Beleg des Zuwendungsempfängers gilt zusammen mit dem Buchungsbeleg Ihres Kreditinstituts (Kontoauszug, Lastschrifteinzugsbeleg oder Ausdruck beim Online-Banking) als Nachweis der Zuwendung (§ 50 Abs. 4 Satz 1 Nr. 2 Buchstabe b EStDV). Bitte bewahren Sie beides zusammen auf.";
export const DONATION_NOT_FEE =
  "Es handelt sich um eine Spende (Geldzuwendung), nicht um einen Mitgliedsbeitrag.";
export const SIMPLIFIED_SIGNATURE_CAPTION = "(Ort und Datum; ohne Unterschrift gültig)";

export function simplifiedProof(doc: ReceiptDocument): Passage[] {
  const gift = onlyGift(doc);
  if (gift.cents > SIMPLIFIED_LIMIT_CENTS) throw new AreaRefusal("simplifiedProofLimit");
  return [
    issuerPassage(doc),
    ...numberPassages(doc, "Beleg"),
    { role: "title", lines: [SIMPLIFIED_TITLE, SIMPLIFIED_SUBTITLE] },
    { role: "proof-note", lines: [SIMPLIFIED_PROOF_NOTE] },
    donorPassage(doc, "Name und Anschrift des Zuwendenden:"),
    fieldPassage("amount", [
      { label: "Betrag der Zuwendung", value: euroFigures(gift.cents) },
      { label: "Tag der Zuwendung", value: germanDate(gift.date) },
    ]),
    { role: "gift-kind", lines: [DONATION_NOT_FEE] },
    { role: "exemption", lines: [exemptionSentence(doc.tax)] },
    { role: "purpose", lines: [purposeSentence(doc.tax)] },
    {
      role: "signature",
      lines: [
        `${doc.tax.place}, ${germanDate(doc.issuedOn)}`,
        doc.issuer.name,
        SIMPLIFIED_SIGNATURE_CAPTION,
      ],
    },
  ];
}
