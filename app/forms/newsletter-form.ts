/** What the newsletter sign-up needs without its schema (loaded only when it validates). */
import type { NewsletterField } from "./newsletter";

export const newsletterInitialValues: Record<NewsletterField, string> = { email: "", name: "" };

export const NEWSLETTER_FIELDS = Object.keys(newsletterInitialValues) as NewsletterField[];
