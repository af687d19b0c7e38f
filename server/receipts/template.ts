import { euroInWords } from "./amount-in-words";

/**
 * The wording of a Zuwendungsbestätigung for a Geldzuwendung to an association exempt under
 * § 5 Abs. 1 Nr. 9 KStG, after the Muster of the Federal Ministry of Finance (letter of
 * 7 November 2013, IV C 4 – S 2223/07/0018:005). The passages and their order are the
 * template's; only the blanks are filled. Written from the official template as the ADR 0141
 * explains; change nothing here without the ministry's current Muster at hand.
 */

/** The tax office's data a receipt needs (the settings kept with their history). */
export interface TaxOfficeData {
  /** "freistellung": Freistellungsbescheid (or Anlage zum KSt-Bescheid); "60a": § 60a AO notice. */
  noticeKind: "freistellung" | "60a";
  taxOffice: string;
  taxNumber: string;
  /** ISO day of the notice. */
  noticeDate: string;
  /** The last assessment period of a Freistellungsbescheid, e.g. "2024". */
  assessmentPeriod: string;
  /** The purposes, e.g. "der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)". */
  purpose: string;
  place: string;
}

export interface SingleGift {
  issuer: { name: string; address: string[] };
  donor: { name: string; address: string[] };
  cents: number;
  /** ISO day the money arrived. */
  date: string;
  /** Issued on (ISO day). */
  issuedOn: string;
}

/** "2026-03-02" → "02.03.2026". */
export const germanDate = (iso: string) => iso.split("-").reverse().join(".");

const euroFigures = (cents: number) =>
  new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(cents / 100);

export const TITLE = "Bestätigung über Geldzuwendungen";
export const SUBTITLE =
  "im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes bezeichneten Körperschaften, Personenvereinigungen oder Vermögensmassen";
export const WAIVER_LINE = "Es handelt sich um den Verzicht auf Erstattung von Aufwendungen:";
export const LIABILITY_NOTE =
  "Wer vorsätzlich oder grob fahrlässig eine unrichtige Zuwendungsbestätigung erstellt oder veranlasst, dass Zuwendungen nicht zu den in der Zuwendungsbestätigung angegebenen steuerbegünstigten Zwecken verwendet werden, haftet für die entgangene Steuer (§ 10b Abs. 4 EStG, § 9 Abs. 3 KStG, § 9 Nr. 5 GewStG).";
export const AGE_NOTE =
  "Diese Bestätigung wird nicht als Nachweis für die steuerliche Berücksichtigung der Zuwendung anerkannt, wenn das Datum des Freistellungsbescheides länger als 5 Jahre bzw. das Datum der Feststellung der Einhaltung der satzungsmäßigen Voraussetzungen nach § 60a Abs. 1 AO länger als 3 Jahre seit Ausstellung des Bescheides zurückliegt (§ 63 Abs. 5 AO).";

/** The exemption sentence: after a Freistellungsbescheid, or the § 60a AO variant. */
export function exemptionSentence(tax: TaxOfficeData): string {
  if (tax.noticeKind === "freistellung")
    return `Wir sind wegen Förderung ${tax.purpose} nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes ${tax.taxOffice}, StNr. ${tax.taxNumber}, vom ${germanDate(tax.noticeDate)} für den letzten Veranlagungszeitraum ${tax.assessmentPeriod} nach § 5 Abs. 1 Nr. 9 des Körperschaftsteuergesetzes von der Körperschaftsteuer und nach § 3 Nr. 6 des Gewerbesteuergesetzes von der Gewerbesteuer befreit.`;
  return `Die Einhaltung der satzungsmäßigen Voraussetzungen nach den §§ 51, 59, 60 und 61 AO wurde vom Finanzamt ${tax.taxOffice}, StNr. ${tax.taxNumber}, mit Bescheid vom ${germanDate(tax.noticeDate)} nach § 60a AO gesondert festgestellt. Wir fördern nach unserer Satzung ${tax.purpose}.`;
}

export const purposeSentence = (tax: TaxOfficeData) =>
  `Es wird bestätigt, dass die Zuwendung nur zur Förderung ${tax.purpose} verwendet wird.`;

export interface Passage {
  /** What the passage is (the tests check each one and their order). */
  role:
    | "issuer"
    | "title"
    | "donor"
    | "amount"
    | "waiver"
    | "exemption"
    | "purpose"
    | "signature"
    | "liability-note"
    | "age-note";
  lines: string[];
}

/** The receipt of one Geldzuwendung, passage by passage, in the template's order. */
export function singleReceipt(gift: SingleGift, tax: TaxOfficeData): Passage[] {
  return [
    { role: "issuer", lines: [gift.issuer.name, ...gift.issuer.address] },
    { role: "title", lines: [TITLE, SUBTITLE] },
    {
      role: "donor",
      lines: ["Name und Anschrift des Zuwendenden:", gift.donor.name, ...gift.donor.address],
    },
    {
      role: "amount",
      lines: [
        `Betrag der Zuwendung – in Ziffern –: ${euroFigures(gift.cents)}`,
        `– in Buchstaben –: ${euroInWords(gift.cents)}`,
        `Tag der Zuwendung: ${germanDate(gift.date)}`,
      ],
    },
    { role: "waiver", lines: [`${WAIVER_LINE} Ja ☐ Nein ☒`] },
    { role: "exemption", lines: [exemptionSentence(tax)] },
    { role: "purpose", lines: [purposeSentence(tax)] },
    {
      role: "signature",
      lines: [
        `${tax.place}, ${germanDate(gift.issuedOn)}`,
        "(Ort, Datum und Unterschrift des Zuwendungsempfängers)",
      ],
    },
    { role: "liability-note", lines: ["Hinweis:", LIABILITY_NOTE] },
    { role: "age-note", lines: [AGE_NOTE] },
  ];
}

/** How old a notice may be on the day of issue (§ 63 Abs. 5 AO), in years. */
export const MAX_NOTICE_AGE_YEARS = { freistellung: 5, "60a": 3 } as const;

/**
 * Why a receipt may not be issued with these tax-office data on `issuedOn`, or undefined: the
 * Freistellungsbescheid more than five years old, the § 60a AO notice more than three.
 */
export function noticeRefusal(tax: TaxOfficeData, issuedOn: string): string | undefined {
  const years = MAX_NOTICE_AGE_YEARS[tax.noticeKind];
  const [y, m, d] = tax.noticeDate.split("-").map(Number) as [number, number, number];
  const limit = `${String(y + years).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  if (issuedOn <= limit) return undefined;
  const notice =
    tax.noticeKind === "freistellung" ? "Der Freistellungsbescheid" : "Der Bescheid nach § 60a AO";
  return `${notice} vom ${germanDate(tax.noticeDate)} ist älter als ${years} Jahre (§ 63 Abs. 5 AO): bis ${germanDate(limit)} durften damit Zuwendungsbestätigungen ausgestellt werden. Bitte den neuen Bescheid in den Einstellungen eintragen.`;
}
