/** What the newsletter sign-up needs without its schema (loaded only when it validates). */
import type { NewsletterField } from "./newsletter";

export const newsletterInitialValues: Record<NewsletterField, string> = { email: "", name: "" };

/** One message per field, for errors that arrive only as field names (`?fehler=`). */
export const newsletterErrorMessages: Record<NewsletterField, string> = {
  email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  name: "Der Name darf höchstens 100 Zeichen lang sein.",
};
