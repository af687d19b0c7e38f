/**
 * The German texts of the Kasse's pages (app/routes/intern/donations.tsx, receipts.tsx,
 * receipt-settings.tsx): part of the team area's catalogue (`teamDe`), kept apart to stay
 * readable.
 */
export const cashDe = {
  /** The Kasse: statements, open credits and pledges, recorded donations. */
  cash: {
    reasons: {
      reference: "Referenz im Verwendungszweck",
      "amount-name-date": "gleicher Betrag und Name, nach der Zusage",
    },
    noReference: "ohne Referenz",
    pledgeLabel: "{reference} · {firstName} {lastName} · {amount} · zugesagt {date}",
    imported:
      "Eingelesen: {added} neue Gutschriften, {known} schon bekannt, {skipped} übergangen (keine gebuchte Gutschrift in Euro).",
    importRefused: "Nichts eingelesen: {reason}",
    notOpen: "Gutschrift oder Zusage ist nicht mehr offen.",
    recorded: "Als Spende von {name} erfasst ({amount}).",
    dismissed: "Die Gutschrift ist als keine Spende markiert.",
    pledgeClosed: "Die Zusage ist als „nicht eingegangen“ geschlossen.",
    donorIntro:
      "Name und Anschrift so, wie sie auf der Zuwendungsbestätigung stehen sollen. Laut Bank: {holder}.",
    /** Beside a donor's name written the bank's way (app/team/donor-name.ts). */
    spelling: {
      capitals:
        "Der Name steht in Großbuchstaben, wie ihn Banken schreiben. Bitte so schreiben, wie er auf der Bestätigung stehen soll (z. B. „Jonas Weber“), oder bestätigen, dass er so richtig ist.",
      "surname-first":
        "Der Name steht als „Nachname, Vorname“, wie ihn Banken schreiben. Bitte so schreiben, wie er auf der Bestätigung stehen soll (z. B. „Jonas Weber“), oder bestätigen, dass er so richtig ist.",
    },
    nameAsWritten: "Der Name ist so richtig und soll so auf die Bestätigung.",
    receiptEmail: "E-Mail für die Quittung (leer: per Post)",
    reason: "Grund, falls die Person eine andere ist als der Kontoinhaber",
    reasonHint:
      "Steht im Protokoll. Nicht nötig, wenn nur die Schreibweise anders ist (z. B. „WEBER, JONAS“ und „Jonas Weber“).",
    importHeading: "Kontoauszug einlesen",
    importIntro:
      "Der Export der Bank im Format camt.053 (XML oder ZIP, Versionen 001.02 bis 001.08). Nur gebuchte Gutschriften werden übernommen, jede nur einmal.",
    importSubmit: "Einlesen",
    importFile: "Datei (.xml oder .zip)",
    creditsHeading: "Offene Gutschriften ({count})",
    creditsIntro:
      "Geld auf dem Vereinskonto wird nur hier gebucht: Kontoauszug einlesen, dann die Gutschrift der Zusage zuordnen (oder ohne Zusage erfassen). Nur so wird sie eine erfasste Spende, für die es eine Zuwendungsbestätigung gibt. „Als eingegangen markieren“ auf der Seite einer Zusage ist nur für Geld, das in keinem Kontoauszug steht (z. B. bar).",
    none: "Keine.",
    creditLabel: "Gutschrift {payer}",
    /** Between the amount and the payer, both in bold. */
    creditOn: "am {date} von",
    noIban: "ohne IBAN",
    remittance: "Verwendungszweck: {text}",
    noMatch: "Keine passende Zusage gefunden.",
    suggestion: "Vorschlag {number}: {label} ({reason})",
    confirmMatch: "Zuordnung bestätigen",
    withoutPledge: "Ohne Zusage als Spende erfassen",
    recordAsDonation: "Als Spende erfassen",
    notADonation: "Keine Spende",
    pledgesHeading: "Offene Zusagen ({count})",
    notReceived: "Nicht eingegangen",
    recordedHeading: "Erfasste Spenden {year}",
    yearFilter: "Jahr der erfassten Spenden",
    yearLabel: "Jahr (Eingang)",
    show: "Anzeigen",
    export: "Erfasste Spenden {year} als CSV herunterladen",
    noneIn: "Keine in {year}.",
    recordedCaption: "Erfasste Spenden {year}, neueste zuerst",
    columns: {
      received: "Eingang",
      amount: "Betrag",
      donor: "Spender/in",
      holder: "Kontoinhaber",
      pledge: "Zusage",
      receipt: "Bestätigung",
    },
    noPledge: "ohne",
    receiptNumber: "Nr. {number}",
    noReceiptYet: "noch keine",
  },
  /** What the area calls each kind of receipt, and the button that issues one. */
  receiptKinds: {
    single: { name: "Einzelbestätigung", button: "Einzelbestätigung ausstellen" },
    collective: { name: "Sammelbestätigung", button: "Sammelbestätigung ausstellen" },
    simplified: { name: "Vereinfachter Nachweis", button: "Vereinfachten Nachweis ausstellen" },
  },
  /** The register of receipts (app/routes/intern/receipts.tsx, IssuedReceipts.tsx). */
  receipts: {
    /** With a soft hyphen: the word is wider than a phone. */
    heading: "Zuwendungs\u00adbestätigungen",
    back: "Zurück zur Kasse",
    settingsLink: "Angaben des Finanzamts",
    refused: "Zurzeit kann keine Bestätigung ausgestellt werden. {reason}",
    machineMade:
      "Das Finanzamt weiß, dass die Bestätigungen maschinell erstellt werden: sie tragen den Hinweis und den gedruckten Namen und gehen per E-Mail an Spenderinnen und Spender mit Adresse; die anderen bitte ausdrucken und per Post schicken.",
    handSigned:
      "Jede Bestätigung bitte ausdrucken, von Hand unterschreiben und per Post schicken (dem Finanzamt ist keine maschinelle Erstellung mitgeteilt).",
    bankSpellingNote:
      "Achtung: Der Name steht so, wie Banken ihn schreiben (in Großbuchstaben oder als „Nachname, Vorname“), und kommt genau so auf die Bestätigung.",
    mailed: "per E-Mail gesendet am {date}",
    mailQueued: "per E-Mail, wartet im Postausgang",
    byPost: "ausdrucken, unterschreiben, per Post",
    issuedMailed:
      "{kind} Nr. {number} ausgestellt und zum Versand per E-Mail in den Postausgang gelegt.",
    issuedToPrint: "{kind} Nr. {number} ausgestellt: bitte ausdrucken und unterschreiben.",
    cancelled: "Nr. {number} ist storniert.",
    /** Before a Sammelbestätigung for a year that has not ended. */
    openYearWarning:
      "Das Jahr {year} ist noch nicht zu Ende. Die Sammelbestätigung gilt für die Spenden vom {from} bis {to}; was danach eingeht, braucht eine eigene Bestätigung, deren Zeitraum erst danach beginnt. Eine spätere Spende mit einem Datum in diesem Zeitraum kommt nur dazu, wenn diese Sammelbestätigung storniert und neu ausgestellt wird.",
    unknown: "Diese Bestätigung gibt es nicht.",
    issuedHeading: "Ausgestellt ({count})",
    none: "Noch keine.",
    neverChanged:
      "Eine ausgestellte Bestätigung wird nie geändert: sie wird storniert (beide bleiben im Register) und, wenn nötig, durch eine neue mit eigener Nummer ersetzt.",
    caption: "Ausgestellte Bestätigungen, neueste zuerst",
    columns: {
      number: "Nr.",
      kind: "Art",
      donor: "Spender/in",
      amount: "Betrag",
      issued: "Ausgestellt",
      state: "Stand",
      gifts: "Spenden",
      pdf: "PDF",
      correct: "Korrigieren",
    },
    download: "Nr. {number} herunterladen",
    cancelledOn: "storniert am {date}: {reason}",
    valid: "gültig; {delivery}",
    validReplacing: "gültig, ersetzt Nr. {number}; {delivery}",
    giftPledge: "Zusage",
    receiptName: "Nr. {number} von {donor} ({amount}, ausgestellt am {date})",
    replaceSummary: "Nr. {number} ersetzen …",
    replaceText:
      "{receipt} wird storniert und durch eine neue Bestätigung mit eigener Nummer ersetzt, die sie nennt.",
    replaceSubmit: "Stornieren und neu ausstellen",
    reason: "Grund",
    cancelSummary: "Nr. {number} stornieren …",
    cancelText:
      "{receipt} wirklich stornieren, ohne sie zu ersetzen (z. B. Spende zurückgezahlt)? Sie bleibt im Register, die Spende wartet wieder auf eine Bestätigung.",
    cancelSubmit: "Ja, Nr. {number} von {donor} stornieren",
  },
  /** The details of the tax office's notice (app/routes/intern/receipt-settings.tsx). */
  receiptSettings: {
    back: "← Kasse",
    samples: {
      single: "Zuwendungsbestätigung",
      collective: "Sammelbestätigung",
      simplified: "Beleg bis 300 Euro",
    },
    kinds: {
      freistellung: "Freistellungsbescheid (gilt 5 Jahre)",
      "60a": "Feststellung nach § 60a AO (gilt 3 Jahre)",
    },
    machine: {
      nein: "nein: Quittungen werden ausgedruckt und von Hand unterschrieben",
      ja: "ja: maschinell erstellt, ohne eigenhändige Unterschrift, auch per E-Mail",
    },
    /** One earlier version of the details in the list. */
    summary: "{kind} vom {date}, Finanzamt {office}, StNr. {number}; {how}",
    summaryWithPeriod: "{kind} vom {date}, Finanzamt {office}, StNr. {number}, VZ {period}; {how}",
    noticeKinds: { freistellung: "Freistellungsbescheid", "60a": "§ 60a AO" },
    machineMade: "maschinell",
    handSigned: "von Hand unterschrieben",
    saved: "Gespeichert. Die bisherigen Angaben bleiben in der Liste unten.",
    changeHeading: "Angaben ändern",
    save: "Speichern",
    labels: {
      noticeKind: "Art des Bescheids",
      taxOffice: "Finanzamt",
      taxNumber: "Steuernummer",
      noticeDate: "Datum des Bescheids",
      assessmentPeriod: "Letzter Veranlagungszeitraum (nur Freistellungsbescheid)",
      place: "Ort der Ausstellung",
      signatory: "Unterschrift (Name, Funktion)",
      machineReceiptsNotified:
        "Dem Finanzamt die maschinelle Erstellung angezeigt (R 10b.1 Abs. 4 EStR)?",
    },
    historyHeading: "Bisherige Angaben",
    none: "Noch keine.",
  },
};
