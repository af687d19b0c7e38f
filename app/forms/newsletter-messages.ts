/** The built-in newsletter's answers, shared by the API and the pages of the e-mail links. */
export const NEWSLETTER_MESSAGES = {
  signedUp:
    "Fast geschafft: Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie die Anmeldung über den Link darin.",
  confirmed: "Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.",
  invalidLink:
    "Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte melden Sie sich bei Bedarf erneut an.",
  unsubscribed: "Sie sind vom Newsletter abgemeldet und erhalten keine weiteren E-Mails.",
  rate: "Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
} as const;

/** The text of each outcome on the confirm and unsubscribe pages. */
export const NEWSLETTER_PAGE_MESSAGES = {
  confirmed: NEWSLETTER_MESSAGES.confirmed,
  invalid: NEWSLETTER_MESSAGES.invalidLink,
  unsubscribed: NEWSLETTER_MESSAGES.unsubscribed,
  rate: NEWSLETTER_MESSAGES.rate,
} as const;
