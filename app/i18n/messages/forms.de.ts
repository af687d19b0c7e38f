/**
 * The German texts of the forms, their dialogs, thank-you pages and the API's answers to them.
 * The shared schemas produce keys of `validation` (app/forms/message-keys.ts); client and server
 * turn them into text with the catalogue of the form's language. `{slot}`s are filled with
 * `format`. The English catalogue has exactly the same keys.
 */
export const formsDe = {
  /** What the schemas report; `{field}` is one of `fieldNames`. */
  validation: {
    missingName: "Bitte geben Sie Ihren Namen ein.",
    missingFirstName: "Bitte geben Sie Ihren Vornamen ein.",
    missingLastName: "Bitte geben Sie Ihren Nachnamen ein.",
    missingMessage: "Bitte geben Sie Ihre Nachricht ein.",
    missingEmail: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    invalidPhone:
      "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen und + / - ( )).",
    tooLong: "{field} darf höchstens {max} Zeichen lang sein.",
    controlCharacter: "{field} enthält ein unzulässiges Steuerzeichen.",
    notText: "{field} ist ungültig.",
    amountMissing: "Bitte geben Sie einen Betrag in Euro ein.",
    amountNotPositive: "Bitte geben Sie einen Betrag größer als 0 € ein.",
    amountRoundsToZero: "Der Betrag ergibt gerundet 0,00 €. Bitte geben Sie mindestens 0,01 € ein.",
    amountTooHigh: "Der Betrag darf höchstens 100.000 € betragen.",
    amountDecimals: "Bitte geben Sie den Betrag mit höchstens zwei Nachkommastellen an.",
    amountNotANumber: "Bitte geben Sie den Betrag als Zahl ein, z. B. 25 oder 1.000,50.",
    amountDecimalPoint:
      "Bitte schreiben Sie Cent mit Komma (z. B. 12,50). Ein Punkt steht nur zwischen Tausendern (z. B. 1.000).",
    amountThreeDecimals:
      "Drei Ziffern nach dem Komma sind nicht eindeutig. Bitte schreiben Sie Tausender mit Punkt (z. B. 1.000) und Cent mit Komma (z. B. 1,50).",
    certificateMissing: "Bitte wählen Sie, ob Sie eine Spendenquittung benötigen.",
    receiptAddress: "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
    receiptPostalCode:
      "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
    receiptCity: "Bitte geben Sie den Ort für die Spendenquittung ein.",
  },
  /** A field as the subject of a sentence ("Der Vorname darf …"). */
  fieldNames: {
    name: "Der Name",
    email: "Die E-Mail-Adresse",
    phone: "Die Telefonnummer",
    subject: "Der Betreff",
    message: "Die Nachricht",
    firstName: "Der Vorname",
    lastName: "Der Nachname",
    address: "Die Adresse",
    postalCode: "Die Postleitzahl",
    city: "Der Ort",
    note: "Die Anmerkung",
  },
  /** Around every form: summary, required note, sending state, dialogs. */
  common: {
    errorTitle: "Fehler",
    summaryHeading: "Bitte prüfen Sie Ihre Eingaben",
    failureSummaryHeading: "Ihre Angaben wurden nicht gesendet",
    oneError: "Das Formular wurde nicht gesendet: Eine Eingabe muss noch korrigiert werden.",
    manyErrors:
      "Das Formular wurde nicht gesendet: {count} Eingaben müssen noch korrigiert werden.",
    rateLimit: "Zu viele Anfragen. Bitte warten Sie {wait} und versuchen Sie es dann erneut.",
    waitMinutes: "etwa {minutes} Minuten",
    waitMoment: "einen Moment",
    tooLarge:
      "Das Formular war zu groß, um gesendet zu werden, deshalb sind Ihre Eingaben nicht mehr da. Bitte halten Sie die angegebenen Höchstlängen ein und senden Sie es erneut.",
    otherAddress:
      "Das Formular wurde von einer anderen Adresse aus gesendet, als der dieser Website. Ihre Angaben stehen unten noch im Formular: Bitte kopieren Sie sie, öffnen Sie {address} und senden Sie das Formular dort.",
    sending: "Wird gesendet …",
    /** The required note: "Mit * markierte Felder …", the star between `before` and `after`. */
    requiredBefore: "Mit",
    requiredStar: "Sternchen",
    requiredAfter: "markierte Felder müssen ausgefüllt werden.",
    honeypot: "Bitte leer lassen",
  },
  contact: {
    heading: "Nachricht schreiben",
    submit: "Absenden",
    name: "Name",
    email: "E-Mail-Adresse",
    phone: "Telefonnummer",
    phoneHint: "Optional – falls wir Sie lieber anrufen sollen.",
    subject: "Betreff",
    message: "Nachricht",
    postalAddress: "Postanschrift",
    workshop: "Werkstatt",
    failure:
      "Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    successTitle: "Vielen Dank für Ihre Nachricht!",
    /** The visitor's address goes between `successBefore` and `successAfter`. */
    successBefore:
      "Ihre Nachricht ist bei uns angekommen. Wir melden uns so bald wie möglich bei Ihnen – meist innerhalb weniger Tage – unter",
    successAfter: ".",
    successVolunteers:
      "Wir sind ein studentisches Team und arbeiten ehrenamtlich neben dem Studium. Während der Wettbewerbssaison kann eine Antwort deshalb auch einmal etwas länger dauern.",
  },
  contactThanks: {
    title: "Vielen Dank für Ihre Nachricht",
    description:
      "Ihre Nachricht an das Formula-Student-Team {productName} ist angekommen. Wir melden uns so bald wie möglich bei Ihnen.",
    heading: "Vielen Dank für Ihre Nachricht!",
    arrived: "Ihre Nachricht ist bei uns angekommen.",
    answer:
      "Wir melden uns so bald wie möglich bei Ihnen, meist innerhalb weniger Tage. Da wir ein studentisches Team sind und neben dem Studium arbeiten, kann es in der Wettbewerbssaison auch einmal etwas länger dauern.",
    urgent:
      "Ist etwas dringend oder möchten Sie etwas ergänzen? Dann schreiben Sie uns gern direkt an",
    meanwhile: "In der Zwischenzeit",
    team: "Lernen Sie unser Team kennen",
    events: "Sehen Sie, bei welchen Events wir dabei sind",
    home: "Zur Startseite",
  },
  donation: {
    heading: "Spende online zusagen",
    submit: "Unterstützer werden",
    amount: "Wie viel möchten Sie spenden? (in Euro)",
    amountHint: "Ab {minimum} € werden Sie Akku-Pate und dürfen die Akkubox signieren.",
    firstName: "Vorname",
    lastName: "Nachname",
    certificate: "Spendenquittung",
    /** The spec's two options, word for word (English in the German spec too). */
    certificateNo: "I do not need a donation receipt",
    certificateYes: "I need a donation receipt to the following address:",
    address: "Straße und Hausnummer",
    addressHint: "Nur nötig, wenn Sie eine Spendenquittung möchten.",
    postalCode: "Postleitzahl",
    city: "Ort",
    email: "E-Mail-Adresse für die Spendenquittung",
    emailHint:
      "Optional: Dann schicken wir die Quittung als PDF per E-Mail, sonst kommt sie per Post.",
    note: "Anmerkung",
    noteHint: "Optional, z. B. ein Gruß an das Team.",
    charityShopping: "Zur Charity-Shopping-Plattform",
    failure:
      "Beim Senden Ihrer Spende ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    successTitle: "Vielen Dank für Ihre Unterstützung!",
    /** The amount goes between `successBefore` and `successAfter`. */
    successBefore: "Danke, {firstName}! Ihre Spendenzusage über",
    successAfter: "ist bei uns angekommen. Bitte überweisen Sie den Betrag auf unser Vereinskonto:",
    successReceipt:
      "Sobald Ihre Spende eingegangen ist, schicken wir Ihnen die Spendenquittung an die angegebene Adresse.",
    successNoReceipt:
      "Sobald Ihre Spende eingegangen ist, fließt sie direkt in den Bau unseres nächsten Rennwagens.",
    successSponsor:
      "Damit sind Sie Akku-Pate: Ihr Name gehört auf die Akkubox – wir freuen uns darauf, wenn Sie sie bei uns signieren.",
  },
  girocode: {
    /** `{amount}` and `{reference}` are filled in. */
    alt: "GiroCode für die Überweisung von {amount} mit der Referenz {reference}",
    caption:
      "Mit der Banking-App scannen: Empfänger, Betrag und Verwendungszweck sind schon ausgefüllt.",
    reference: "Ihre Referenz",
  },
  bank: {
    holder: "Kontoinhaber",
    iban: "IBAN",
    bic: "BIC",
    bankName: "Bank",
    reference: "Verwendungszweck",
  },
  donationThanks: {
    title: "Vielen Dank für Ihre Spendenzusage",
    description:
      "Ihre Spendenzusage an {associationName} ist angekommen. Hier finden Sie die Bankverbindung und den Verwendungszweck für Ihre Überweisung.",
    heading: "Vielen Dank für Ihre Spendenzusage!",
    arrived: "Ihre Angaben sind bei uns angekommen – schön, dass Sie unser Team unterstützen.",
    next: "So geht es weiter",
    transfer:
      "Bitte überweisen Sie den zugesagten Betrag auf unser Vereinskonto. Ersetzen Sie im Verwendungszweck „Name“ durch Ihren Vor- und Nachnamen, damit wir die Überweisung Ihrer Zusage zuordnen können.",
    /** With the pledge's code (a thank-you page reached from the form). */
    transferWithReference:
      "Bitte überweisen Sie den zugesagten Betrag auf unser Vereinskonto und geben Sie im Verwendungszweck Ihre Referenz {reference} an: So können wir die Überweisung Ihrer Zusage zuordnen. Mit dem GiroCode geht es per Scan in der Banking-App.",
    receipt:
      "Haben Sie eine Spendenquittung gewünscht, schicken wir sie Ihnen nach Zahlungseingang an die angegebene Adresse. Ab 25 Euro sind Sie Akku-Pate und dürfen die Akkubox unseres Rennwagens signieren.",
    stayTuned: "Bleiben Sie dran",
    newsletterLink: "Newsletter abonnieren",
    newsletterRest: "und die Saison aus nächster Nähe verfolgen",
    garageLink: "Unsere Rennwagen",
    garageRest: "in der Garage ansehen",
    missionLink: "Zurück zur Mission",
    missionRest: "– oder eine weitere Spende zusagen",
  },
  newsletter: {
    submit: "Anmelden",
    email: "E-Mail-Adresse",
    name: "Name",
    nameHint: "Optional – damit wir Sie in unseren Newslettern mit Namen ansprechen können.",
    failure:
      "Beim Senden Ihrer Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
    successTitle: "Fast geschafft!",
    /** "Wir schicken Ihnen eine E-Mail [an <address>] mit … (the page cannot know when it is sent)" */
    sentBefore: "Wir schicken Ihnen eine E-Mail",
    sentTo: "an",
    /** Starts with the space or stop that follows the address. */
    sentAfter:
      " mit einem Bestätigungslink. Bitte sehen Sie in Ihrem Postfach nach und bestätigen Sie die Anmeldung über den Link darin – erst dann tragen wir Sie in den Verteiler ein.",
    linkValid:
      "Meist ist die E-Mail nach wenigen Minuten da, sie kann aber auch länger brauchen. Der Link gilt 48 Stunden ab Ihrer Anmeldung. Keine E-Mail bekommen? Sehen Sie bitte auch im Spam-Ordner nach. Waren Sie schon angemeldet, schicken wir keine weitere E-Mail.",
    thanksTitle: "Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung",
    thanksDescription:
      "Ihre Anmeldung zum Newsletter von {productName} ist angekommen. Bitte bestätigen Sie sie über den Link in der E-Mail, die wir Ihnen schicken.",
    home: "Zur Startseite",
    newsPage: "Zur Newsletter-Seite",
  },
  /** A newsletter provider's sign-up form, loaded only after consent. */
  newsletterProvider: {
    title: "Anmeldeformular für den Newsletter",
    load: "Anmeldeformular laden",
    fallback: "Anmeldeformular beim Newsletter-Dienst öffnen",
    notice: "Das Anmeldeformular stellt ein externer Newsletter-Dienst bereit.",
    consent:
      "Damit Sie selbst entscheiden können, laden wir es erst, wenn Sie auf „Anmeldeformular laden“ klicken. Ab dann ruft Ihr Browser Inhalte von den Servern dieses Dienstes ab, und der Anbieter erhält dabei technische Daten wie Ihre IP-Adresse.",
    privacyBefore: "Mehr dazu steht in unserer",
    privacyLink: "Datenschutzerklärung",
    privacyAfter: ".",
  },
  /** The pages the links in the newsletter e-mails open. */
  newsletterToken: {
    confirmTitle: "Newsletter-Anmeldung bestätigen",
    confirmDescription: "Bestätigen Sie hier Ihre Anmeldung zu unserem Newsletter.",
    confirmIntro:
      "Bitte bestätigen Sie mit einem Klick, dass Sie unseren Newsletter erhalten möchten.",
    confirmSubmit: "Anmeldung bestätigen",
    unsubscribeTitle: "Vom Newsletter abmelden",
    unsubscribeDescription: "Melden Sie sich hier mit einem Klick von unserem Newsletter ab.",
    unsubscribeIntro:
      "Möchten Sie unseren Newsletter nicht mehr erhalten? Dann melden Sie sich hier mit einem Klick ab.",
    unsubscribeSubmit: "Vom Newsletter abmelden",
    missingToken:
      "Dieser Link ist unvollständig. Bitte öffnen Sie den Link aus unserer E-Mail noch einmal vollständig oder kopieren Sie ihn in die Adresszeile Ihres Browsers.",
    requestLinkIntro:
      "Sie haben den Link nicht zur Hand? Geben Sie Ihre E-Mail-Adresse ein, dann schicken wir Ihnen den Link zum Abmelden.",
    requestLinkSubmit: "Link zum Abmelden anfordern",
  },
  /** The API's own answers. */
  api: {
    donationAccepted: "Vielen Dank! Ihre Spendenzusage ist bei uns eingegangen.",
    contactAccepted: "Vielen Dank! Ihre Nachricht ist bei uns eingegangen.",
    signedUp:
      "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie die Anmeldung über den Link darin.",
    /** Without SMTP_URL the e-mail waits on the server until mail is configured. */
    signedUpMailLater:
      "Fast geschafft: Ihre Anmeldung ist gespeichert. Die E-Mail mit dem Bestätigungslink kann etwas dauern; bitte bestätigen Sie die Anmeldung über den Link darin, sobald sie ankommt.",
    confirmed: "Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.",
    invalidLink:
      "Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte melden Sie sich bei Bedarf erneut an.",
    unsubscribed: "Sie sind vom Newsletter abgemeldet und erhalten keine weiteren E-Mails.",
    /** The same for every address: it must not tell whether an address is signed up. */
    unsubscribeLinkRequested:
      "Ist diese Adresse für unseren Newsletter angemeldet, schicken wir ihr eine E-Mail mit dem Link zum Abmelden.",
    invalidAddress: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    tooManyRequests:
      "Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
    unavailable:
      "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  },
  /** The confirmation e-mail to a newsletter subscriber, in the language of the sign-up. */
  confirmationMail: {
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung",
    greeting: "Hallo,",
    body: "Sie haben sich auf unserer Website für unseren Newsletter angemeldet. Bitte bestätigen Sie die Anmeldung über diesen Link (gültig bis {expires} Uhr):",
    importedBody:
      "Ihre Adresse steht auf der Liste unseres bisherigen Newsletters, den wir jetzt selbst versenden. Möchten Sie ihn weiter erhalten, bestätigen Sie das bitte über diesen Link (gültig bis {expires} Uhr):",
    ignore:
      "Ohne Bestätigung erhalten Sie keine weiteren E-Mails von uns, und Ihre Adresse wird nach Ablauf des Links gelöscht. Waren Sie das nicht, können Sie diese E-Mail einfach ignorieren.",
    unsubscribe: "Abmelden: {url}",
    signOff: "Viele Grüße",
  },
  /** The unsubscribe link asked for by address (greeting, unsubscribe and sign-off as above). */
  unsubscribeLinkMail: {
    subject: "Ihr Link zum Abmelden vom Newsletter",
    body: "Auf unserer Website wurde für diese Adresse der Link zum Abmelden von unserem Newsletter angefordert. Mit dem Link unten melden Sie sich ab. Möchten Sie den Newsletter weiter erhalten, ignorieren Sie diese E-Mail einfach.",
  },
};

export type FormMessages = typeof formsDe;
export type ValidationKey = keyof FormMessages["validation"];
export type FieldNameKey = keyof FormMessages["fieldNames"];
