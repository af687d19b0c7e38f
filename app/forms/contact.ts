import { z } from "zod/mini";
import { emailAddress, optionalText, requiredText } from "./fields";
import { PHONE_MESSAGE, contactFromForm } from "./contact-form";
import { formValidator } from "./validation";

export const contactSchema = z.object({
  name: requiredText("Der Name", 100, "Bitte geben Sie Ihren Namen ein."),
  email: emailAddress(),
  phone: z._default(
    z.string({ error: PHONE_MESSAGE }).check(
      z.trim(),
      z.maxLength(40, "Die Telefonnummer darf höchstens 40 Zeichen lang sein."),
      z.refine((phone) => phone === "" || /^\+?[\d\s()/.-]{3,40}$/.test(phone), PHONE_MESSAGE),
    ),
    "",
  ),
  subject: optionalText("Der Betreff", 200),
  message: requiredText("Die Nachricht", 5000, "Bitte geben Sie Ihre Nachricht ein.", {
    lines: true,
  }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
export type ContactField = keyof ContactMessage;

/** Checks the contact form's control values (loaded when the visitor starts to fill it in). */
export const validateContactForm = formValidator<ContactField, ContactMessage>(
  contactSchema,
  contactFromForm,
);
