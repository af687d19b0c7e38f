import { cashDe } from "./team-cash.de";
import { contentRefusalsDe } from "./team-content-refusals.de";

/**
 * What the server's use cases refuse, in German (server/team/refusal.ts): part of `teamDe`. The
 * German text is also the error's message, for the log and the command line.
 */
export const refusalsDe = {
  refusals: {
    ...contentRefusalsDe,
    /** Why the receipt cannot write an amount in words (server/receipts/amount-in-words.ts). */
    numberNotInWords:
      "Die Zahl {number} lässt sich nicht in Worten schreiben (nur ganze Zahlen von 0 bis unter einer Billion).",
    amountNotWholeCents: "Der Betrag muss in ganzen Cent angegeben sein (nicht {cents} Cent).",
    amountNegative: "Ein negativer Betrag lässt sich nicht bestätigen.",
    amountTooHighForWords:
      "Der Betrag ist zu hoch: in Worten geschrieben werden Beträge bis 999.999.999.999,99 €.",
    lastAdmin: "Das Team braucht mindestens eine Person mit der Rolle admin.",
    creditGone: "Diese Gutschrift gibt es nicht (mehr).",
    pledgeNotOpen: "Diese Zusage ist nicht mehr offen.",
    matchTaken: "Gutschrift oder Zusage ist schon einer Spende zugeordnet.",
    signatureEmpty: "Die Datei ist leer.",
    signatureTooLarge: "Das Bild ist größer als 2 MB. Bitte ein kleineres wählen.",
    signatureUnreadable: "Das ist kein lesbares Bild (PNG, JPEG oder WebP).",
    signatureFormat: "Die Unterschrift als PNG, JPEG oder WebP, bitte; diese Datei ist {format}.",
    signatureFormatUnknown:
      "Die Unterschrift als PNG, JPEG oder WebP, bitte; diese Datei ist unbekannt.",
    signatureDamaged: "Das Bild ist beschädigt oder zu groß (höchstens 25 Megapixel).",
    /** What a receipt's document must hold (server/receipts/template.ts, simplified.ts, collective.ts). */
    kindOneGift: 'Ein Beleg der Art "{kind}" nennt genau eine Zuwendung.',
    simplifiedProofLimit: "Der vereinfachte Nachweis gilt nur für Zuwendungen bis 300 Euro.",
    collectiveNoGift: "Eine Sammelbestätigung nennt mindestens eine Zuwendung.",
    giftsGone: "Diese Spenden gibt es nicht (mehr).",
    singleOneGift: "Eine Einzelbestätigung gilt genau einer Spende.",
    collectiveSeveral:
      "Eine Sammelbestätigung fasst mehrere Spenden zusammen; für eine bitte die Einzelbestätigung.",
    simplifiedLimit:
      "Der vereinfachte Nachweis gilt nur für Spenden bis 300,00 € (§ 50 Abs. 4 EStDV).",
    oneDonor: "Eine Bestätigung nennt genau eine Spenderin oder einen Spender.",
    oneYear: "Eine Sammelbestätigung umfasst ein Kalenderjahr.",
    receiptUnknown: "Diese Bestätigung gibt es nicht.",
    alreadyCancelled: "Diese Bestätigung ist schon storniert.",
    alreadyConfirmed:
      "Für diese Spende gibt es schon eine gültige Bestätigung; eine falsche bitte stornieren und ersetzen.",
    totalTooHigh:
      "Der Gesamtbetrag ist höher, als das Register fasst (21.474.836,47 €): bitte die Spenden auf Sammelbestätigungen für aufeinanderfolgende Zeiträume verteilen.",
    overlapping:
      "Für {donor} gibt es schon die Sammelbestätigung Nr. {number} über den Zeitraum {from} bis {to}; eine weitere darf sich damit nicht überschneiden (hier {periodFrom} bis {periodTo}). Bitte Nr. {number} stornieren und eine Sammelbestätigung über alle Spenden ausstellen.",
    noSettings:
      "Es fehlen die Angaben des Finanzamts: bitte zuerst unter „Angaben für Zuwendungsbestätigungen“ eintragen.",
    sixtyAAfterExemption:
      "In den bisherigen Angaben steht ein Freistellungsbescheid vom {date}. Eine Feststellung nach § 60a AO ist nur Grundlage für Zuwendungsbestätigungen, solange kein Freistellungsbescheid erteilt wurde (§ 63 Abs. 5 Satz 1 Nr. 2 AO): bitte den neuesten Freistellungsbescheid eintragen.",
    tooLongForPage:
      "Die Bestätigung passt nicht auf eine Seite: bitte Anschrift oder Zwecke in den Angaben kürzen.",
    openYearUnconfirmed: `${cashDe.receipts.openYearWarning} Bitte bestätigen.`,
    exemptionTooOld:
      "Der Freistellungsbescheid vom {date} ist älter als {years} Jahre (§ 63 Abs. 5 AO): bis {limit} durften damit Zuwendungsbestätigungen ausgestellt werden. Bitte den neuen Bescheid in den Einstellungen eintragen.",
    sixtyATooOld:
      "Der Bescheid nach § 60a AO vom {date} ist älter als {years} Jahre (§ 63 Abs. 5 AO): bis {limit} durften damit Zuwendungsbestätigungen ausgestellt werden. Bitte den neuen Bescheid in den Einstellungen eintragen.",
    purposeIdsMissing:
      "Es fehlen die Zwecke nach § 52 Abs. 2 AO, die der Bescheid nennt (sie entscheiden über den Satz zu Mitgliedsbeiträgen): bitte in den Einstellungen wählen.",
    purposeAccusativeMissing:
      "Für die Feststellung nach § 60a AO fehlen die Zwecke so, wie sie nach „Wir fördern nach unserer Satzung …“ stehen (z. B. „die Bildung und Erziehung“): bitte in den Einstellungen ergänzen.",
    /** A bank statement that cannot be read (server/donations/camt.ts); `{name}` is the file's. */
    camtAmount: "Unlesbarer Betrag „{amount}“.",
    camtAmountTooHigh:
      "Eine Gutschrift über {amount} ist höher, als die Kasse fasst (höchstens {max} je Gutschrift).",
    camtNotXml: "{name}: keine lesbare XML-Datei ({reason}).",
    camtNotStatement: "{name}: kein camt.053-Kontoauszug.",
    camtNotStatementFormat: "{name}: kein camt.053-Kontoauszug (Format {format}).",
    camtVersion:
      "{name}: camt.053 in der Version {version} wird nicht unterstützt (001.02 bis 001.08).",
    camtNoVersion:
      "{name}: camt.053 in der Version ohne Angabe wird nicht unterstützt (001.02 bis 001.08).",
    camtFileTooLarge:
      "{name}: {file} ist entpackt größer als {megabytes} MB; so groß ist kein Kontoauszug.",
    camtZipDamaged: "{name}: die ZIP-Datei ist beschädigt.",
    camtZipTooManyFiles: "{name}: die ZIP-Datei enthält mehr als {count} Dateien.",
    camtZipTooLarge:
      "{name}: die XML-Dateien der ZIP-Datei sind entpackt größer als {megabytes} MB – bitte in mehreren Teilen einlesen.",
    camtZipWithoutXml: "{name}: die ZIP-Datei enthält keine XML-Datei.",
    camtNeither: "{name}: weder XML noch ZIP – bitte den camt.053-Export der Bank wählen.",
    /** Why a list of subscribers cannot be imported (server/newsletter/subscriber-csv.ts). */
    csvTooLarge: "Die Datei ist größer als {megabytes} MB.",
    csvEmpty: "Die Datei ist leer.",
    csvNoEmailColumn: "Zeile 1 nennt keine Spalte „E-Mail“ (die erste Zeile nennt die Spalten).",
    csvNoAddresses: "Die Datei hat keine Adressen.",
    csvTooManyRows: "Die Datei hat mehr als {rows} Zeilen.",
    csvName:
      "Zeile {line}: der Name ist länger als 100 Zeichen oder hat Zeilenumbrüche oder Steuerzeichen.",
    csvEmail: "Zeile {line}: „{email}“ ist keine gültige E-Mail-Adresse.",
    csvLanguage: "Zeile {line}: unbekannte Sprache „{language}“ (de oder en).",
    csvConsentDate:
      "Zeile {line}: das Datum der Einwilligung „{date}“ ist kein Datum wie 2024-03-01 oder 01.03.2024 (und nicht in der Zukunft).",
    csvSourceTooLong: "Zeile {line}: die Quelle hat mehr als {max} Zeichen.",
  },
};
