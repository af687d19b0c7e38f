import { cashEn } from "./team-cash.en";
import { contentRefusalsEn } from "./team-content-refusals.en";
import type { refusalsDe } from "./team-refusals.de";

/** What the server's use cases refuse, in English: part of `teamEn`. */
export const refusalsEn = {
  refusals: {
    ...contentRefusalsEn,
    numberNotInWords:
      "The number {number} cannot be written in words (only whole numbers from 0 to below a trillion).",
    amountNotWholeCents: "The amount must be given in whole cents (not {cents} cents).",
    amountNegative: "A negative amount cannot be confirmed.",
    amountTooHighForWords:
      "The amount is too high: amounts up to €999,999,999,999.99 are written in words.",
    lastAdmin: "The team needs at least one person with the role admin.",
    creditGone: "This credit does not exist (any more).",
    pledgeNotOpen: "This pledge is no longer open.",
    matchTaken: "The credit or the pledge is already matched to a donation.",
    signatureEmpty: "The file is empty.",
    signatureTooLarge: "The image is larger than 2 MB. Please choose a smaller one.",
    signatureUnreadable: "This is no readable image (PNG, JPEG or WebP).",
    signatureFormat: "The signature as PNG, JPEG or WebP, please; this file is {format}.",
    signatureFormatUnknown:
      "The signature as PNG, JPEG or WebP, please; this file is of an unknown kind.",
    signatureDamaged: "The image is damaged or too large (at most 25 megapixels).",
    kindOneGift: 'A receipt of the kind "{kind}" names exactly one gift.',
    simplifiedProofLimit: "The simplified proof is only for gifts up to 300 euros.",
    collectiveNoGift: "A collective receipt names at least one gift.",
    giftsGone: "These donations do not exist (any more).",
    singleOneGift: "A single receipt covers exactly one donation.",
    collectiveSeveral:
      "A collective receipt brings several donations together; for one, please use the single receipt.",
    simplifiedLimit:
      "The simplified proof is only for donations up to €300.00 (§ 50 Abs. 4 EStDV).",
    oneDonor: "A receipt names exactly one donor.",
    oneYear: "A collective receipt covers one calendar year.",
    receiptUnknown: "This receipt does not exist.",
    alreadyCancelled: "This receipt is already cancelled.",
    alreadyConfirmed:
      "This donation already has a valid receipt; please cancel and replace a wrong one.",
    totalTooHigh:
      "The total is higher than the register can hold (€21,474,836.47): please spread the donations over collective receipts for consecutive periods.",
    overlapping:
      "{donor} already has collective receipt no. {number} for the period {from} to {to}; another one must not overlap it (here {periodFrom} to {periodTo}). Please cancel no. {number} and issue one collective receipt for all the donations.",
    noSettings:
      "The tax office's details are missing: please enter them first under “Details for donation receipts”.",
    sixtyAAfterExemption:
      "The earlier details hold a Freistellungsbescheid (exemption notice) of {date}. An assessment under § 60a AO is a basis for donation receipts only as long as no Freistellungsbescheid has been issued (§ 63 Abs. 5 Satz 1 Nr. 2 AO): please enter the latest Freistellungsbescheid.",
    tooLongForPage:
      "The receipt does not fit on one page: please shorten the address or the purposes in the details.",
    openYearUnconfirmed: `${cashEn.receipts.openYearWarning} Please confirm.`,
    exemptionTooOld:
      "The Freistellungsbescheid (exemption notice) of {date} is older than {years} years (§ 63 Abs. 5 AO): donation receipts could be issued with it until {limit}. Please enter the new notice in the details.",
    sixtyATooOld:
      "The notice under § 60a AO of {date} is older than {years} years (§ 63 Abs. 5 AO): donation receipts could be issued with it until {limit}. Please enter the new notice in the details.",
    purposeIdsMissing:
      "The purposes under § 52 Abs. 2 AO that the notice names are missing (they decide the sentence on membership fees): please choose them in the details.",
    purposeAccusativeMissing:
      "For the assessment under § 60a AO, the purposes are missing as they follow “Wir fördern nach unserer Satzung …” (e.g. “die Bildung und Erziehung”): please add them in the details.",
    camtAmount: "Unreadable amount “{amount}”.",
    camtAmountTooHigh:
      "A credit of {amount} is more than the cash book can hold (at most {max} per credit).",
    camtNotXml: "{name}: no readable XML file ({reason}).",
    camtNotStatement: "{name}: not a camt.053 bank statement.",
    camtNotStatementFormat: "{name}: not a camt.053 bank statement (format {format}).",
    camtVersion: "{name}: camt.053 in version {version} is not supported (001.02 to 001.08).",
    camtNoVersion: "{name}: camt.053 without a version is not supported (001.02 to 001.08).",
    camtFileTooLarge:
      "{name}: {file} unpacks to more than {megabytes} MB; no bank statement is that large.",
    camtZipDamaged: "{name}: the ZIP file is damaged.",
    camtZipTooManyFiles: "{name}: the ZIP file holds more than {count} files.",
    camtZipTooLarge:
      "{name}: the ZIP file's XML files unpack to more than {megabytes} MB – please import them in several parts.",
    camtZipWithoutXml: "{name}: the ZIP file holds no XML file.",
    camtNeither: "{name}: neither XML nor ZIP – please choose the bank's camt.053 export.",
    csvTooLarge: "The file is larger than {megabytes} MB.",
    csvEmpty: "The file is empty.",
    csvNoEmailColumn: "Line 1 names no column “E-Mail” (the first line names the columns).",
    csvNoAddresses: "The file has no addresses.",
    csvTooManyRows: "The file has more than {rows} lines.",
    csvName:
      "Line {line}: the name is longer than 100 characters or has line breaks or control characters.",
    csvEmail: "Line {line}: “{email}” is not a valid email address.",
    csvLanguage: "Line {line}: unknown language “{language}” (de or en).",
    csvConsentDate:
      "Line {line}: the date of consent “{date}” is no date like 2024-03-01 or 01.03.2024 (or lies in the future).",
    csvSourceTooLong: "Line {line}: the source has more than {max} characters.",
  },
} satisfies typeof refusalsDe;
