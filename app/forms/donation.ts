import { z } from "zod/mini";
import { optionalText, requiredText } from "./fields";
import { ADDRESS_MESSAGES, MAX_DONATION_EUR, donationFromForm } from "./donation-form";
import { isRecord, UnreadableAmount } from "./form-data";
import { formValidator } from "./validation";

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Not 0,00 € once rounded to cents (`1e-9` in JSON, "0,001" typed). */
const isAtLeastOneCent = (value: number) => value >= 0.01 - 1e-9;

const AMOUNT_MISSING = "Bitte geben Sie einen Betrag in Euro ein.";

const checkedDonation = z
  .object({
    amount: z
      .number({
        // Typed text the form could not read (see parseAmount) carries its own message.
        error: ({ input }) => (input instanceof UnreadableAmount ? input.message : AMOUNT_MISSING),
      })
      .check(
        z.positive("Bitte geben Sie einen Betrag größer als 0 € ein."),
        z.refine(
          isAtLeastOneCent,
          "Der Betrag ergibt gerundet 0,00 €. Bitte geben Sie mindestens 0,01 € ein.",
        ),
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
    note: optionalText("Die Anmerkung", 1000, { lines: true }),
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

/**
 * A valid donation pledge. The address is only for the receipt: without one, street, postal
 * code and city are dropped here, before anything stores or shows them (the privacy page says so).
 */
export const donationSchema = z.pipe(
  checkedDonation,
  z.transform((donation) =>
    donation.certificate ? donation : { ...donation, address: "", postalCode: "", city: "" },
  ),
);

/** What the form sends (certificate and note may be left out). */
export type DonationInput = z.input<typeof donationSchema>;
/** A valid donation pledge, trimmed and with defaults applied. */
export type Donation = z.output<typeof donationSchema>;
export type DonationField = keyof Donation;

/** Checks the donation form's control values (loaded when the visitor starts to fill it in). */
export const validateDonationForm = formValidator<DonationField, Donation>(
  donationSchema,
  donationFromForm,
);
