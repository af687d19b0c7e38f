/** What the donation form needs without its schema (which is loaded only when it validates). */
import type { Donation, DonationField } from "./donation";
import { fromFormBody, type FieldKind, type FormBody } from "./form-data";

export const MAX_DONATION_EUR = 100_000;

export const ADDRESS_MESSAGES = {
  address: "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
  postalCode: "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
  city: "Bitte geben Sie den Ort für die Spendenquittung ein.",
} as const;

export const donationInitialValues: Donation = {
  amount: 0,
  firstName: "",
  lastName: "",
  certificate: false,
  address: "",
  postalCode: "",
  city: "",
  note: "",
};

/** One message per field, for errors that arrive only as field names (`?fehler=`). */
export const donationErrorMessages: Record<DonationField, string> = {
  amount:
    "Bitte geben Sie einen gültigen Betrag ein: mindestens 0,01 €, höchstens 100.000 €, Cent mit Komma (z. B. 25 oder 1.000,50).",
  firstName: "Bitte geben Sie Ihren Vornamen ein (höchstens 100 Zeichen).",
  lastName: "Bitte geben Sie Ihren Nachnamen ein (höchstens 100 Zeichen).",
  certificate: "Bitte wählen Sie, ob Sie eine Spendenquittung benötigen.",
  ...ADDRESS_MESSAGES,
  note: "Die Anmerkung darf höchstens 1000 Zeichen lang sein.",
};

const donationFieldKinds: Record<DonationField, FieldKind> = {
  amount: "amount",
  firstName: "string",
  lastName: "string",
  certificate: "boolean",
  address: "string",
  postalCode: "string",
  city: "string",
  note: "string",
};

/** A form-encoded donation body (certificate "true"/"false", amount "12,50") in the JSON shape. */
export function donationFromForm(body: FormBody) {
  return fromFormBody(body, donationFieldKinds);
}
