import { AreaRefusal } from "../team/refusal";
import { euroInWords } from "./amount-in-words";
import type { ReceiptDocument } from "./document";
import {
  closingPassages,
  donorPassage,
  euroFigures,
  exemptionSentence,
  fieldPassage,
  germanDate,
  issuerPassage,
  numberPassages,
  purposePassages,
  SUBTITLE,
  type Passage,
} from "./template";

/**
 * The Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge after the ministry's Muster
 * (letter of 7 November 2013) with its annex listing every gift (ADR 0141).
 */

export const COLLECTIVE_TITLE = "Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge";
export const NO_OTHER_RECEIPTS =
  "Es wird bestätigt, dass über die in der Gesamtsumme enthaltenen Zuwendungen keine weiteren Bestätigungen, weder formelle Zuwendungsbestätigungen noch Beitragsquittungen oder ähnliches ausgestellt wurden und werden.";
export const COLLECTIVE_WAIVER_LINE =
  "Ob es sich um den Verzicht auf Erstattung von Aufwendungen handelt, ist der Anlage zur Sammelbestätigung zu entnehmen.";
export const ANNEX_HEAD = [
  "Datum der Zuwendung",
  "Art der Zuwendung (Geldzuwendung/Mitgliedsbeitrag)",
  "Verzicht auf die Erstattung von Aufwendungen (ja/nein)",
  "Betrag",
];
/** The kind of every gift in the annex: the site records donations, no membership fees. */
export const GIFT_KIND = "Geldzuwendung";

/**
 * The period the receipt covers: as given, or from its first to its last gift. Not the calendar
 * year: a receipt issued in March would claim days still to come, and a second one for later
 * gifts the same period again.
 */
export function collectivePeriod(doc: ReceiptDocument): { from: string; to: string } {
  if (doc.period) return doc.period;
  const days = doc.gifts.map((gift) => gift.date).sort();
  return { from: days[0]!, to: days.at(-1)! };
}

export function collectiveReceipt(doc: ReceiptDocument): Passage[] {
  if (doc.gifts.length === 0) throw new AreaRefusal("collectiveNoGift");
  const total = doc.gifts.reduce((sum, gift) => sum + gift.cents, 0);
  const period = collectivePeriod(doc);
  const gifts = [...doc.gifts].sort((a, b) => a.date.localeCompare(b.date));
  const table = {
    head: ANNEX_HEAD,
    rows: gifts.map((gift) => [
      germanDate(gift.date),
      GIFT_KIND,
      gift.waiver ? "ja" : "nein",
      euroFigures(gift.cents),
    ]),
    total: ["Gesamtsumme", "", "", euroFigures(total)],
  };
  return [
    issuerPassage(doc),
    ...numberPassages(doc, "Sammelbestätigung"),
    { role: "title", lines: [COLLECTIVE_TITLE, SUBTITLE] },
    donorPassage(doc, "Name und Anschrift des Zuwendenden:"),
    fieldPassage("amount", [
      { label: "Gesamtbetrag der Zuwendung – in Ziffern –", value: euroFigures(total) },
      { label: "– in Buchstaben –", value: euroInWords(total) },
      {
        label: "Zeitraum der Sammelbestätigung",
        value: `${germanDate(period.from)} – ${germanDate(period.to)}`,
      },
    ]),
    { role: "exemption", lines: [exemptionSentence(doc.tax)] },
    ...purposePassages(doc.tax),
    { role: "no-other-receipts", lines: [NO_OTHER_RECEIPTS] },
    { role: "waiver", lines: [COLLECTIVE_WAIVER_LINE] },
    ...closingPassages(doc),
    {
      role: "annex-title",
      lines: [
        `Anlage zur Sammelbestätigung Nr. ${doc.number} vom ${germanDate(doc.issuedOn)}`,
        `Zuwendungsempfänger: ${[doc.issuer.name, ...doc.issuer.address].join(", ")}`,
        `Zuwendender: ${doc.donor.name}`,
      ],
    },
    {
      role: "annex-table",
      lines: [table.head, ...table.rows, table.total].map((row) => row.filter(Boolean).join(" | ")),
      table,
    },
  ];
}
