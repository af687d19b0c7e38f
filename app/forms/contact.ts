import { z } from "zod/mini";
import { emailAddress, optionalText, requiredText, tooLong } from "./fields";
import { contactFromForm } from "./contact-form";
import { messageKey } from "./message-keys";
import { formValidator } from "./validation";

const INVALID_PHONE = messageKey("invalidPhone");

export const contactSchema = z.object({
  name: requiredText("name", 100, messageKey("missingName")),
  email: emailAddress(),
  phone: z._default(
    z.string({ error: INVALID_PHONE }).check(
      z.trim(),
      z.maxLength(40, tooLong("phone", 40)),
      z.refine((phone) => phone === "" || /^\+?[\d\s()/.-]{3,40}$/.test(phone), INVALID_PHONE),
    ),
    "",
  ),
  subject: optionalText("subject", 200),
  message: requiredText("message", 5000, messageKey("missingMessage"), { lines: true }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

/** Checks the contact form's control values (loaded when the visitor starts to fill it in). */
export const validateContactForm = formValidator<ContactField, ContactMessage>(
  contactSchema,
  contactFromForm,
);
