import { z } from "zod/mini";
import { EMAIL_MAX_LENGTH, emailAddress, optionalText, requiredText, tooLong } from "./fields";
import { contactFromForm, type ContactField, type ContactMessage } from "./contact-form";
import { messageKey } from "./message-keys";
import { formValidator } from "./validation";

const INVALID_PHONE = messageKey("invalidPhone");

/** The most characters each field takes (what the server sizes a request's body by). */
export const CONTACT_MAX_LENGTHS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;
const MAX = CONTACT_MAX_LENGTHS;

export const contactSchema = z.object({
  name: requiredText("name", MAX.name, messageKey("missingName")),
  email: emailAddress(),
  phone: z._default(
    z.string({ error: INVALID_PHONE }).check(
      z.trim(),
      z.maxLength(MAX.phone, tooLong("phone", MAX.phone)),
      z.refine((phone) => phone === "" || /^\+?[\d\s()/.-]{3,40}$/.test(phone), INVALID_PHONE),
    ),
    "",
  ),
  subject: optionalText("subject", MAX.subject),
  message: requiredText("message", MAX.message, messageKey("missingMessage"), { lines: true }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type { ContactField, ContactMessage };

/** Checks the contact form's control values (loaded when the visitor starts to fill it in). */
export const validateContactForm = formValidator<ContactField, ContactMessage>(
  contactSchema,
  contactFromForm,
);
