/** What the contact form needs without its schema (which is loaded only when it validates). */
import type { ContactField, ContactMessage } from "./contact";
import { fromFormBody, type FieldKind, type FormBody } from "./form-data";

export const PHONE_MESSAGE =
  "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen und + / - ( )).";

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
