/** What the donation form needs without its schema (which is loaded only when it validates). */
import type { Locale } from "../i18n/locale";
import { fromFormBody, type FieldKind, type FormBody } from "./form-data";

/**
 * A valid donation pledge, trimmed and with defaults applied: what donationSchema
 * (./donation.ts) gives.
 */
export interface Donation {
  amount: number;
  firstName: string;
  lastName: string;
  certificate: boolean;
  address: string;
  postalCode: string;
  city: string;
  email: string;
  note: string;
}
export type DonationField = keyof Donation;

export const MAX_DONATION_EUR = 100_000;

export const donationInitialValues: Donation = {
  amount: 0,
  firstName: "",
  lastName: "",
  certificate: false,
  address: "",
  postalCode: "",
  city: "",
  email: "",
  note: "",
};

/** The spec's field order. */
export const DONATION_FIELDS = Object.keys(donationInitialValues) as DonationField[];

const donationFieldKinds: Record<DonationField, FieldKind> = {
  amount: "amount",
  firstName: "string",
  lastName: "string",
  certificate: "boolean",
  address: "string",
  postalCode: "string",
  city: "string",
  email: "string",
  note: "string",
};

/**
 * A form-encoded donation body (certificate "true"/"false", amount "12,50", on English pages
 * "12.50") in the JSON shape.
 */
export function donationFromForm(body: FormBody, locale: Locale = "de") {
  return fromFormBody(body, donationFieldKinds, locale);
}
