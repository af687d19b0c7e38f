/** Texts of the form dialogs. The two failure messages are the spec's (section 8), word for word. */
export const ERROR_TITLE = "Fehler";

export const DONATION_FAILURE_MESSAGE =
  "Beim Senden Ihrer Spende ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";

export const CONTACT_FAILURE_MESSAGE =
  "Beim Senden Ihrer Nachricht ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";

/** HTTP 429 (the spec does not distinguish it; a visitor should know that waiting helps). */
export function rateLimitMessage(retryAfterSeconds?: number): string {
  const wait =
    retryAfterSeconds && retryAfterSeconds >= 90
      ? `etwa ${Math.ceil(retryAfterSeconds / 60)} Minuten`
      : "einen Moment";
  return `Zu viele Anfragen. Bitte warten Sie ${wait} und versuchen Sie es dann erneut.`;
}

export const SUMMARY_HEADING = "Bitte prüfen Sie Ihre Eingaben";
export const FAILURE_SUMMARY_HEADING = "Ihre Angaben wurden nicht gesendet";

export function errorCountAnnouncement(count: number): string {
  return count === 1
    ? "Das Formular wurde nicht gesendet: Eine Eingabe muss noch korrigiert werden."
    : `Das Formular wurde nicht gesendet: ${count} Eingaben müssen noch korrigiert werden.`;
}

export const NEWSLETTER_FAILURE_MESSAGE =
  "Beim Senden Ihrer Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.";
