import { z } from "zod/mini";
import { optionalText, requiredText } from "./fields";
import { fromFormBody, isRecord, type FieldKind, type FormBody } from "./form-data";

export const MAX_DONATION_EUR = 100_000;

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const ADDRESS_MESSAGES = {
  address: "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
  postalCode: "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
  city: "Bitte geben Sie den Ort für die Spendenquittung ein.",
} as const;

export const donationSchema = z
  .object({
    amount: z
      .number({ error: "Bitte geben Sie einen Betrag in Euro ein." })
      .check(
        z.positive("Bitte geben Sie einen Betrag größer als 0 € ein."),
        z.lte(MAX_DONATION_EUR, "Der Betrag darf höchstens 100.000 € betragen."),
        z.refine(
          hasAtMostTwoDecimals,
          "Bitte geben Sie den Betrag mit höchstens zwei Nachkommastellen an.",
        ),
      ),
    firstName: requiredText("Der Vorname", 100, "Bitte geben Sie Ihren Vornamen ein."),
    lastName: requiredText("Der Nachname", 100, "Bitte geben Sie Ihren Nachnamen ein."),
    certificate: z._default(
      z.boolean({ error: "Bitte wählen Sie, ob Sie eine Spendenquittung benötigen." }),
      false,
    ),
    address: optionalText("Die Adresse", 200),
    postalCode: optionalText("Die Postleitzahl", 10),
    city: optionalText("Der Ort", 100),
    note: optionalText("Die Anmerkung", 1000),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        if (!value.certificate) return;
        const missing = {
          address: !value.address,
          postalCode: !/^\d{5}$/.test(value.postalCode),
          city: !value.city,
        };
        for (const field of ["address", "postalCode", "city"] as const) {
          if (missing[field])
            ctx.addIssue({ code: "custom", path: [field], message: ADDRESS_MESSAGES[field] });
        }
      },
      // Also check the address when another field is invalid, so every problem shows at once.
      { when: ({ value }) => isRecord(value) && value.certificate === true },
    ),
  );

/** What the form sends (certificate and note may be left out). */
export type DonationInput = z.input<typeof donationSchema>;
/** A valid donation pledge, trimmed and with defaults applied. */
export type Donation = z.output<typeof donationSchema>;
export type DonationField = keyof Donation;

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
  amount: "Bitte geben Sie einen gültigen Betrag ein (größer als 0 €, höchstens 100.000 €).",
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
