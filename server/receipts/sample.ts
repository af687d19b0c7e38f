import type { ReceiptSettingsRow } from "../db/schema";
import { readPostalAddress } from "../site";
import type { ReceiptDocument, ReceiptKind } from "./document";
import { taxOfficeData } from "./settings";

/**
 * A receipt of each kind with fictitious donor data, to look at the layout (`npm run receipts --
 * sample`, and the settings page's sample from the settings in force). The issuer is the
 * association from content/site.json; without `settings`, the tax data are fictitious too.
 */
export function sampleReceipt(kind: ReceiptKind, settings?: ReceiptSettingsRow): ReceiptDocument {
  const sample = fictitiousSample(kind);
  if (!settings) return sample;
  return {
    ...sample,
    tax: taxOfficeData(settings),
    signatory: settings.signatory,
    machineMade: settings.machineReceiptsNotified,
  };
}

function fictitiousSample(kind: ReceiptKind): ReceiptDocument {
  const issuer = readPostalAddress();
  // A Sammelbestätigung after the end of the year of its gifts, the others soon after the gift.
  const issuedOn = kind === "collective" ? "2027-01-11" : "2026-03-10";
  return {
    kind,
    number: `${issuedOn.slice(0, 4)}-0000`,
    issuer: { name: issuer.name, address: issuer.lines },
    donor: {
      name: "Erika Beispiel (Musterdaten)",
      address: ["Beispielweg 12", "12345 Musterstadt"],
    },
    gifts:
      kind === "collective"
        ? [
            { date: "2026-01-15", cents: 5000, waiver: false },
            { date: "2026-04-02", cents: 12_500, waiver: false },
            { date: "2026-09-30", cents: 25_075, waiver: false },
          ]
        : [{ date: "2026-03-02", cents: kind === "simplified" ? 10_000 : 42_350, waiver: false }],
    issuedOn,
    tax: {
      noticeKind: "freistellung",
      taxOffice: "Musterstadt (fiktiv)",
      taxNumber: "00/000/00000",
      noticeDate: "2025-06-16",
      assessmentPeriod: "2024",
      purpose: "der Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)",
      purposeAccusative: "die Bildung und Erziehung (§ 52 Abs. 2 Satz 1 Nr. 7 AO)",
      purposeIds: ["7"],
      place: "Hamburg",
    },
    signatory: "Max Mustermann (Kassenwart, Musterdaten)",
    machineMade: false,
  };
}
