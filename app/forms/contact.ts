import { z } from "zod/mini";
import { optionalText, requiredText } from "./fields";
import { fromFormBody, type FieldKind, type FormBody } from "./form-data";

const PHONE_MESSAGE =
  "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen und + / - ( )).";

export const contactSchema = z.object({
  name: requiredText("Der Name", 100, "Bitte geben Sie Ihren Namen ein."),
  email: z
    .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
    .check(
      z.trim(),
      z.minLength(1, "Bitte geben Sie Ihre E-Mail-Adresse ein."),
      z.maxLength(254, "Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein."),
      z.email({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }),
    ),
  phone: z._default(
    z.string({ error: PHONE_MESSAGE }).check(
      z.trim(),
      z.maxLength(40, "Die Telefonnummer darf höchstens 40 Zeichen lang sein."),
      z.refine((phone) => phone === "" || /^\+?[\d\s()/.-]{3,40}$/.test(phone), PHONE_MESSAGE),
    ),
    "",
  ),
  subject: optionalText("Der Betreff", 200),
  message: requiredText("Die Nachricht", 5000, "Bitte geben Sie Ihre Nachricht ein."),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

export const contactInitialValues: ContactMessage = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

/** One message per field, for errors that arrive only as field names (`?fehler=`). */
export const contactErrorMessages: Record<ContactField, string> = {
  name: "Bitte geben Sie Ihren Namen ein (höchstens 100 Zeichen).",
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  phone: PHONE_MESSAGE,
  subject: "Der Betreff darf höchstens 200 Zeichen lang sein.",
  message: "Bitte geben Sie Ihre Nachricht ein (höchstens 5000 Zeichen).",
};

const contactFieldKinds: Record<ContactField, FieldKind> = {
  name: "string",
  email: "string",
  phone: "string",
  subject: "string",
  message: "string",
};

/** A form-encoded contact body in the JSON shape. */
export function contactFromForm(body: FormBody) {
  return fromFormBody(body, contactFieldKinds);
}
