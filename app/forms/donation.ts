import { z } from "zod/mini";
import { optionalEmailAddress, optionalText, requiredText } from "./fields";
import {
  MAX_DONATION_EUR,
  donationFromForm,
  type Donation,
  type DonationField,
} from "./donation-form";
import { isRecord, UnreadableAmount } from "./form-data";
import { messageKey } from "./message-keys";
import { formValidator } from "./validation";

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** Not 0,00 € once rounded to cents (`1e-9` in JSON, "0,001" typed). */
const isAtLeastOneCent = (value: number) => value >= 0.01 - 1e-9;

const AMOUNT_MISSING = messageKey("amountMissing");

const ADDRESS_MESSAGES = {
  address: messageKey("receiptAddress"),
  postalCode: messageKey("receiptPostalCode"),
  city: messageKey("receiptCity"),
};

/**
 * The most characters each text field takes (what the server sizes a request's body by); an
 * amount the form can read is far shorter than its allowance.
 */
export const DONATION_MAX_LENGTHS = {
  amount: 40,
  firstName: 100,
  lastName: 100,
  address: 200,
  postalCode: 10,
  city: 100,
  note: 1000,
} as const;
const MAX = DONATION_MAX_LENGTHS;

const checkedDonation = z
  .object({
    amount: z
      .number({
        // Typed text the form could not read (see parseAmount) carries its own message.
        error: ({ input }) => (input instanceof UnreadableAmount ? input.message : AMOUNT_MISSING),
      })
      .check(
        z.positive(messageKey("amountNotPositive")),
        z.refine(isAtLeastOneCent, messageKey("amountRoundsToZero")),
        z.lte(MAX_DONATION_EUR, messageKey("amountTooHigh")),
        z.refine(hasAtMostTwoDecimals, messageKey("amountDecimals")),
      ),
    firstName: requiredText("firstName", MAX.firstName, messageKey("missingFirstName")),
    lastName: requiredText("lastName", MAX.lastName, messageKey("missingLastName")),
    certificate: z._default(z.boolean({ error: messageKey("certificateMissing") }), false),
    address: optionalText("address", MAX.address),
    postalCode: optionalText("postalCode", MAX.postalCode),
    city: optionalText("city", MAX.city),
    email: optionalEmailAddress(),
    note: optionalText("note", MAX.note, { lines: true }),
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
 * A valid donation pledge. The address and e-mail address are only for the receipt: without
 * one, they are dropped here, before anything stores or shows them (the privacy page says so).
 */
export const donationSchema = z.pipe(
  checkedDonation,
  z.transform((donation) =>
    donation.certificate
      ? donation
      : { ...donation, address: "", postalCode: "", city: "", email: "" },
  ),
);

/** What the form sends (certificate and note may be left out). */
export type DonationInput = z.input<typeof donationSchema>;
export type { Donation, DonationField };

/** Checks the donation form's control values (loaded when the visitor starts to fill it in). */
export const validateDonationForm = formValidator<DonationField, Donation>(
  donationSchema,
  donationFromForm,
);
