/**
 * The German names of a submission's fields, as the team reads them in its e-mails, the command
 * line and the CSV exports (the team's working language; the forms' own labels are in the
 * catalogue, app/i18n/messages/forms.*.ts).
 */
export const DONATION_FIELD_LABELS = {
  reference: "Referenz",
  amount: "Betrag",
  firstName: "Vorname",
  lastName: "Nachname",
  certificate: "Spendenquittung",
  address: "Straße und Hausnummer",
  postalCode: "Postleitzahl",
  city: "Ort",
  email: "E-Mail für die Quittung",
  note: "Anmerkung",
} as const;

export const CONTACT_FIELD_LABELS = {
  name: "Name",
  email: "E-Mail",
  phone: "Telefon",
  subject: "Betreff",
  message: "Nachricht",
} as const;
