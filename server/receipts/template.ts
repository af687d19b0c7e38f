import { euroInWords } from "./amount-in-words";
import type { ReceiptDocument, TaxOfficeData } from "./document";
import { feesNotDeductible } from "../../app/team/tax-purposes";
import type { Locale } from "../../app/i18n/locale";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamMessages } from "../../app/i18n/team-catalogue";
import { AreaRefusal, refusalText } from "../team/refusal";

/**
 * The wording of a Zuwendungsbestätigung for a Geldzuwendung to an association exempt under
 * § 5 Abs. 1 Nr. 9 KStG, after the Muster of the Federal Ministry of Finance (letter of
 * 7 November 2013, IV C 4 – S 2223/07/0018:005). The passages and their order are the
 * template's; only the blanks are filled. Written from the official template as the ADR 0141
 * explains; change nothing here without the ministry's current Muster at hand.
 */

/** "2026-03-02" → "02.03.2026". */
export const germanDate = (iso: string) => iso.split("-").reverse().join(".");

export const euroFigures = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);

export const TITLE = "Bestätigung über Geldzuwendungen/Mitgliedsbeitrag";
export const SUBTITLE =
  "im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften, Personenvereinigungen oder Vermögensmassen";
export const WAIVER_LINE = "Es handelt sich um den Verzicht auf Erstattung von Aufwendungen";
export const LIABILITY_NOTE =
  "Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Abs. 4 EStG, § 9 Abs. 3 KStG, § 9 Nr. 5 GewStG).";
export const AGE_NOTE =
  "Diese Bestätigung wird nicht als Nachweis für die steuerliche Berücksichtigung der Zuwendung anerkannt, wenn das Datum des Freistellungsbescheides länger als 5 Jahre bzw. das Datum der Feststellung der Einhaltung der satzungsmäßigen Voraussetzungen nach § 60a Abs. 1 AO länger als 3 Jahre seit Ausstellung des Bescheides zurückliegt (§ 63 Abs. 5 AO).";

/** What is missing in the settings, in German (the area words it in the member's language). */
export const PURPOSE_IDS_MISSING = teamDe.refusals.purposeIdsMissing;
export const PURPOSE_ACCUSATIVE_MISSING = teamDe.refusals.purposeAccusativeMissing;

/**
 * The exemption sentence: after a Freistellungsbescheid ("wegen Förderung" and the purposes in
 * the genitive), or the § 60a AO variant ("Wir fördern nach unserer Satzung" and the accusative).
 */
export function exemptionSentence(tax: TaxOfficeData): string {
  if (tax.noticeKind === "freistellung")
    return `Wir sind wegen Förderung ${tax.purpose} nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes ${tax.taxOffice}, StNr. ${tax.taxNumber}, vom ${germanDate(tax.noticeDate)} für den letzten Veranlagungszeitraum ${tax.assessmentPeriod} nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.`;
  if (!tax.purposeAccusative) throw new AreaRefusal("purposeAccusativeMissing");
  return `Die Einhaltung der satzungsmäßigen Voraussetzungen nach den §§ 51, 59, 60 und 61 AO wurde vom Finanzamt ${tax.taxOffice}, StNr. ${tax.taxNumber}, mit Bescheid vom ${germanDate(tax.noticeDate)} nach § 60a AO gesondert festgestellt. Wir fördern nach unserer Satzung ${tax.purposeAccusative}.`;
}

export const purposeSentence = (tax: TaxOfficeData) =>
  `Es wird bestätigt, dass die Zuwendung nur zur Förderung ${tax.purpose} verwendet wird.`;

export const FEE_SENTENCE =
  "Es wird bestätigt, dass es sich nicht um einen Mitgliedsbeitrag handelt, dessen Abzug nach § 10b Abs. 1 des Einkommensteuergesetzes ausgeschlossen ist.";

/**
 * The purpose sentence and, for an association whose membership fees are not deductible
 * (§ 10b Abs. 1 Satz 8 EStG, decided by the chosen purposes), the Muster's fee sentence.
 */
export const purposePassages = (tax: TaxOfficeData): Passage[] => [
  { role: "purpose", lines: [purposeSentence(tax)] },
  ...(feesNotDeductible(tax.purposeIds)
    ? [{ role: "fee", lines: [FEE_SENTENCE] } satisfies Passage]
    : []),
];

/** What a passage is: the tests check each one and their order. */
export type PassageRole =
  | "issuer"
  | "number"
  | "replaces"
  | "title"
  | "proof-note"
  | "donor"
  | "amount"
  | "waiver"
  | "gift-kind"
  | "exemption"
  | "purpose"
  | "fee"
  | "no-other-receipts"
  | "signature"
  | "machine-note"
  | "liability-note"
  | "age-note"
  | "annex-title"
  | "annex-table";

/** A labelled blank of the Muster, drawn as a box. */
export interface Field {
  label: string;
  value: string;
}

export interface Passage {
  role: PassageRole;
  /** The passage as plain text, line by line (what a text extraction of the PDF reads). */
  lines: string[];
  /** Blanks drawn side by side as boxes; `lines` has them as "label: value". */
  fields?: Field[];
  /** A line with check boxes after it (the waiver line's Ja/Nein); `lines` has it with ☐/☒. */
  choice?: { text: string; options: { label: string; checked: boolean }[] };
  /** Signature passage: leave room above the line to sign by hand (else the name is printed there). */
  signedByHand?: boolean;
  /** Signature passage of a machine-made receipt: the facsimile (PNG) printed above the line. */
  facsimile?: Uint8Array;
  /** A table (the Sammelbestätigung's annex); `lines` has its rows. */
  table?: { head: string[]; rows: string[][]; total: string[] };
}

export const fieldPassage = (role: PassageRole, fields: Field[]): Passage => ({
  role,
  lines: fields.map((field) => `${field.label}: ${field.value}`),
  fields,
});

export const choicePassage = (
  role: PassageRole,
  text: string,
  options: { label: string; checked: boolean }[],
): Passage => ({
  role,
  lines: [`${text} ${options.map((o) => `${o.label} ${o.checked ? "☒" : "☐"}`).join(" ")}`],
  choice: { text, options },
});

export const issuerPassage = (doc: ReceiptDocument): Passage => ({
  role: "issuer",
  lines: [doc.issuer.name, ...doc.issuer.address],
});

/** The register's number and the day of issue; `what` names the document ("Zuwendungsbestätigung"). */
export function numberPassages(doc: ReceiptDocument, what: string): Passage[] {
  const number: Passage = {
    role: "number",
    lines: [`${what} Nr. ${doc.number}`, `vom ${germanDate(doc.issuedOn)}`],
  };
  if (!doc.replaces) return [number];
  return [
    number,
    {
      role: "replaces",
      lines: [`Ersetzt die ${what} Nr. ${doc.replaces}, die hiermit ungültig wird.`],
    },
  ];
}

export const donorPassage = (doc: ReceiptDocument, label: string): Passage => ({
  role: "donor",
  lines: [label, doc.donor.name, ...doc.donor.address],
});

export const MACHINE_NOTE = (tax: TaxOfficeData) =>
  `Diese Zuwendungsbestätigung wurde maschinell erstellt und ist ohne eigenhändige Unterschrift gültig (R 10b.1 Abs. 4 EStR); die maschinelle Erstellung wurde dem Finanzamt ${tax.taxOffice} angezeigt.`;

export const SIGNATURE_CAPTION = "(Ort, Datum und Unterschrift des Zuwendungsempfängers)";

/**
 * Place, date and the signature line with the signatory's name; then, for a receipt made by
 * machine, the note that stands for the handwritten signature; then the Muster's two notes.
 */
export function closingPassages(doc: ReceiptDocument): Passage[] {
  return [
    {
      role: "signature",
      lines: [`${doc.tax.place}, ${germanDate(doc.issuedOn)}`, doc.signatory, SIGNATURE_CAPTION],
      signedByHand: !doc.machineMade,
      ...(doc.machineMade && doc.signatureImage && { facsimile: doc.signatureImage }),
    },
    ...(doc.machineMade
      ? [{ role: "machine-note", lines: [MACHINE_NOTE(doc.tax)] } satisfies Passage]
      : []),
    { role: "liability-note", lines: ["Hinweis:", LIABILITY_NOTE] },
    { role: "age-note", lines: [AGE_NOTE] },
  ];
}

/** The one gift of a single receipt or simplified proof. */
export function onlyGift(doc: ReceiptDocument) {
  const [gift, ...more] = doc.gifts;
  if (!gift || more.length > 0) throw new AreaRefusal("kindOneGift", { kind: doc.kind });
  return gift;
}

/** The receipt of one Geldzuwendung, passage by passage, in the template's order. */
export function singleReceipt(doc: ReceiptDocument): Passage[] {
  const gift = onlyGift(doc);
  return [
    issuerPassage(doc),
    ...numberPassages(doc, "Zuwendungsbestätigung"),
    { role: "title", lines: [TITLE, SUBTITLE] },
    donorPassage(doc, "Name und Anschrift des Zuwendenden:"),
    fieldPassage("amount", [
      { label: "Betrag der Zuwendung – in Ziffern –", value: euroFigures(gift.cents) },
      { label: "– in Buchstaben –", value: euroInWords(gift.cents) },
      { label: "Tag der Zuwendung", value: germanDate(gift.date) },
    ]),
    choicePassage("waiver", WAIVER_LINE, [
      { label: "Ja", checked: gift.waiver },
      { label: "Nein", checked: !gift.waiver },
    ]),
    { role: "exemption", lines: [exemptionSentence(doc.tax)] },
    ...purposePassages(doc.tax),
    ...closingPassages(doc),
  ];
}

/** How old a notice may be on the day of issue (§ 63 Abs. 5 AO), in years. */
export const MAX_NOTICE_AGE_YEARS = { freistellung: 5, "60a": 3 } as const;

/**
 * The ISO day `years` after `iso`, on the same day of the month; a 29 February in a year
 * without one falls on the 28th, the month's last day (§ 108 Abs. 1 AO with § 188 Abs. 3 BGB).
 */
export function sameDayYearsLater(iso: string, years: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const year = y + years;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, lastOfMonth))}`;
}

/**
 * Why a receipt may not be issued with these tax-office data on `issuedOn`, or undefined: the
 * Freistellungsbescheid more than five years old, the § 60a AO notice more than three (the last
 * allowed day is the notice's day of the month that many years later), no purposes chosen from
 * § 52 Abs. 2 AO, or a § 60a notice without the purposes its sentence needs.
 */
export function noticeRefusalOf(tax: TaxOfficeData, issuedOn: string): AreaRefusal | undefined {
  const years = MAX_NOTICE_AGE_YEARS[tax.noticeKind];
  const limit = sameDayYearsLater(tax.noticeDate, years);
  if (issuedOn <= limit) {
    if (tax.noticeKind === "60a" && !tax.purposeAccusative)
      return new AreaRefusal("purposeAccusativeMissing");
    return tax.purposeIds.length === 0 ? new AreaRefusal("purposeIdsMissing") : undefined;
  }
  return new AreaRefusal(tax.noticeKind === "freistellung" ? "exemptionTooOld" : "sixtyATooOld", {
    date: { day: tax.noticeDate },
    years,
    limit: { day: limit },
  });
}

/** `noticeRefusalOf`'s reason in `locale` (German by default), as the area shows it. */
export function noticeRefusal(
  tax: TaxOfficeData,
  issuedOn: string,
  locale: Locale = "de",
): string | undefined {
  const refusal = noticeRefusalOf(tax, issuedOn);
  return refusal && refusalText(teamMessages(locale), refusal, locale);
}
