/** What the contact form needs without its schema (which is loaded only when it validates). */
import { fromFormBody, type FieldKind, type FormBody } from "./form-data";

/** A valid contact message, trimmed: what contactSchema (./contact.ts) gives. */
export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactMessage;

export const contactInitialValues: ContactMessage = {
  name: "",
  email: "",
  phone: "",
  subject: "",
  message: "",
};

/** The spec's field order. */
export const CONTACT_FIELDS = Object.keys(contactInitialValues) as ContactField[];

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
