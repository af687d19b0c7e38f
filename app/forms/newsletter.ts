import { z } from "zod/mini";
import { EMAIL_MAX_LENGTH, emailAddress, optionalText } from "./fields";
import { formValidator } from "./validation";

const NAME_MAX_LENGTH = 100;

/** The most characters a valid sign-up has in its fields (sizes the body limit). */
export const NEWSLETTER_MAX_CHARS = EMAIL_MAX_LENGTH + NAME_MAX_LENGTH;

/** The built-in newsletter's sign-up: an e-mail address and, if the visitor likes, a name. */
export const newsletterSchema = z.object({
  email: emailAddress(),
  name: optionalText("name", NAME_MAX_LENGTH),
});

export type NewsletterSignUp = z.output<typeof newsletterSchema>;
export type NewsletterField = keyof NewsletterSignUp;

export const validateNewsletterForm = formValidator<NewsletterField, NewsletterSignUp>(
  newsletterSchema,
  (values) => values,
);
