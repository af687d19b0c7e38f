import { z } from "zod/mini";
import { emailAddress, optionalText } from "./fields";
import { formValidator } from "./validation";

/** The built-in newsletter's sign-up: an e-mail address and, if the visitor likes, a name. */
export const newsletterSchema = z.object({
  email: emailAddress(),
  name: optionalText("name", 100),
});

export type NewsletterSignUp = z.output<typeof newsletterSchema>;
export type NewsletterField = keyof NewsletterSignUp;

export const validateNewsletterForm = formValidator<NewsletterField, NewsletterSignUp>(
  newsletterSchema,
  (values) => values,
);
