import type { cashDe } from "./team-cash.de";

/**
 * The English texts of the Kasse's pages: part of `teamEn`. The names of German documents and
 * legal terms stay German where the treasurer meets them on the documents themselves.
 */
export const cashEn = {
  cash: {
    reasons: {
      reference: "reference in the payment details",
      "amount-name-date": "same amount and name, after the pledge",
    },
    noReference: "no reference",
    pledgeLabel: "{reference} · {firstName} {lastName} · {amount} · pledged {date}",
    imported:
      "Imported: {added} new credits, {known} already known, {skipped} skipped (no booked credit in euros).",
    importRefused: "Nothing imported: {reason}",
    notOpen: "The credit or the pledge is no longer open.",
    recorded: "Recorded as a donation from {name} ({amount}).",
    dismissed: "The credit is marked as not a donation.",
    pledgeClosed: "The pledge is closed as “not received”.",
    donorIntro:
      "Name and address exactly as they are to appear on the donation receipt. According to the bank: {holder}.",
    spelling: {
      capitals:
        "The name is in capitals, the way banks write it. Please write it as it is to appear on the receipt (e.g. “Jonas Weber”), or confirm that it is right as it is.",
      "surname-first":
        "The name is written “Surname, First name”, the way banks write it. Please write it as it is to appear on the receipt (e.g. “Jonas Weber”), or confirm that it is right as it is.",
    },
    nameAsWritten: "The name is right like this and is to appear on the receipt as it is.",
    receiptEmail: "Email for the receipt (empty: by post)",
    reason: "Reason, if the donor is someone other than the account holder",
    reasonHint:
      "Goes into the audit log. Not needed when only the spelling differs (e.g. “WEBER, JONAS” and “Jonas Weber”).",
    importHeading: "Import a bank statement",
    importIntro:
      "The bank's export in camt.053 format (XML or ZIP, versions 001.02 to 001.08). Only booked credits are taken over, each one only once.",
    importSubmit: "Import",
    importFile: "File (.xml or .zip)",
    creditsHeading: "Open credits ({count})",
    creditsIntro:
      "Money on the club's account is booked here only: import the statement, then match the credit to its pledge (or record it without one). Only then does it become a recorded donation that can get a donation receipt. “Mark as received” on a pledge's page is only for money that appears in no statement (e.g. cash).",
    none: "None.",
    creditLabel: "Credit {payer}",
    creditOn: "on {date} from",
    noIban: "no IBAN",
    remittance: "Payment details: {text}",
    noMatch: "No matching pledge found.",
    suggestion: "Suggestion {number}: {label} ({reason})",
    confirmMatch: "Confirm the match",
    withoutPledge: "Record as a donation without a pledge",
    recordAsDonation: "Record as a donation",
    notADonation: "Not a donation",
    pledgesHeading: "Open pledges ({count})",
    notReceived: "Not received",
    recordedHeading: "Recorded donations {year}",
    yearFilter: "Year of the recorded donations",
    yearLabel: "Year (received)",
    show: "Show",
    export: "Download the recorded donations {year} as CSV",
    noneIn: "None in {year}.",
    recordedCaption: "Recorded donations {year}, newest first",
    columns: {
      received: "Received",
      amount: "Amount",
      donor: "Donor",
      holder: "Account holder",
      pledge: "Pledge",
      receipt: "Receipt",
    },
    noPledge: "none",
    receiptNumber: "No. {number}",
    noReceiptYet: "none yet",
  },
  receiptKinds: {
    single: { name: "Single receipt", button: "Issue a single receipt" },
    collective: { name: "Collective receipt", button: "Issue a collective receipt" },
    simplified: { name: "Simplified proof", button: "Issue a simplified proof" },
  },
  receipts: {
    heading: "Donation receipts",
    back: "Back to the treasury",
    settingsLink: "Tax office details",
    refused: "No receipt can be issued at the moment. {reason}",
    machineMade:
      "The tax office knows that receipts are machine-made: they carry the note and the printed name and go by email to donors with an address; please print the others and send them by post.",
    handSigned:
      "Please print every receipt, sign it by hand and send it by post (the tax office has not been told of machine-made receipts).",
    bankSpellingNote:
      "Note: the name is written the way banks write it (in capitals or as “Surname, First name”) and goes onto the receipt exactly like that.",
    mailed: "sent by email on {date}",
    mailQueued: "by email, waiting in the outbox",
    byPost: "print, sign, send by post",
    issuedMailed: "{kind} no. {number} issued and put in the outbox to be sent by email.",
    issuedToPrint: "{kind} no. {number} issued: please print and sign it.",
    cancelled: "No. {number} is cancelled.",
    openYearWarning:
      "The year {year} has not ended yet. The collective receipt covers the donations from {from} to {to}; whatever arrives later needs a receipt of its own whose period only begins after that. A later donation dated within this period can only be added by cancelling this collective receipt and issuing it anew.",
    unknown: "This receipt does not exist.",
    issuedHeading: "Issued ({count})",
    none: "None yet.",
    neverChanged:
      "An issued receipt is never changed: it is cancelled (both stay in the register) and, if needed, replaced by a new one with its own number.",
    caption: "Issued receipts, newest first",
    columns: {
      number: "No.",
      kind: "Kind",
      donor: "Donor",
      amount: "Amount",
      issued: "Issued",
      state: "State",
      gifts: "Donations",
      pdf: "PDF",
      correct: "Correct",
    },
    download: "Download no. {number}",
    cancelledOn: "cancelled on {date}: {reason}",
    valid: "valid; {delivery}",
    validReplacing: "valid, replaces no. {number}; {delivery}",
    giftPledge: "pledge",
    receiptName: "No. {number} for {donor} ({amount}, issued on {date})",
    replaceSummary: "Replace no. {number} …",
    replaceText:
      "{receipt} will be cancelled and replaced by a new receipt with its own number that names it.",
    replaceSubmit: "Cancel and issue anew",
    reason: "Reason",
    cancelSummary: "Cancel no. {number} …",
    cancelText:
      "Really cancel {receipt} without replacing it (e.g. the donation was paid back)? It stays in the register, and the donation waits for a receipt again.",
    cancelSubmit: "Yes, cancel no. {number} for {donor}",
  },
  receiptSettings: {
    back: "← Treasury",
    samples: {
      single: "Donation receipt",
      collective: "Collective receipt",
      simplified: "Proof up to 300 euros",
    },
    kinds: {
      freistellung: "Freistellungsbescheid (exemption notice, valid 5 years)",
      "60a": "Feststellung under § 60a AO (valid 3 years)",
    },
    machine: {
      nein: "no: receipts are printed and signed by hand",
      ja: "yes: machine-made, without a handwritten signature, by email too",
    },
    summary: "{kind} of {date}, tax office {office}, tax no. {number}; {how}",
    summaryWithPeriod:
      "{kind} of {date}, tax office {office}, tax no. {number}, assessment period {period}; {how}",
    noticeKinds: { freistellung: "Freistellungsbescheid", "60a": "§ 60a AO" },
    machineMade: "machine-made",
    handSigned: "signed by hand",
    saved: "Saved. The earlier details stay in the list below.",
    changeHeading: "Change the details",
    save: "Save",
    labels: {
      noticeKind: "Kind of notice",
      taxOffice: "Tax office",
      taxNumber: "Tax number",
      noticeDate: "Date of the notice",
      assessmentPeriod: "Last assessment period (exemption notice only)",
      place: "Place of issue",
      signatory: "Signature (name, office)",
      machineReceiptsNotified:
        "Machine-made receipts notified to the tax office (R 10b.1 Abs. 4 EStR)?",
    },
    historyHeading: "Earlier details",
    none: "None yet.",
  },
} satisfies typeof cashDe;
