import { CONTACT_FIELDS } from "./contact-form";
import { DONATION_FIELDS } from "./donation-form";
import { NEWSLETTER_FIELDS } from "./newsletter-form";
import { pageFormAction, type PageActionArgs } from "./page-action.server";

/** The contact page's action: a message sent without JavaScript (`/contact`, `/en/contact`). */
export const contactAction = (args: PageActionArgs) =>
  pageFormAction("contact", CONTACT_FIELDS, args);

/** The donation page's action: a pledge sent without JavaScript. */
export const donationAction = (args: PageActionArgs) =>
  pageFormAction("donation", DONATION_FIELDS, args);

/** The newsletter sign-up's action (`/news`, `/en/news`): a sign-up sent without JavaScript. */
export const newsletterAction = (args: PageActionArgs) =>
  pageFormAction("newsletter", NEWSLETTER_FIELDS, args);
