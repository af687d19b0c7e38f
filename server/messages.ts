import type { Locale } from "../app/i18n/locale";

/**
 * The API's own answers (bad requests, refusals, errors) in each language; the form's field
 * messages live in app/i18n/messages. German is the default (docs/decisions/0093).
 */
const GERMAN = {
  badRequest: "Die Anfrage ist ungültig.",
  badIdempotencyKey:
    "Der Idempotency-Key ist ungültig (16 bis 100 Zeichen aus A-Z, a-z, 0-9, _ und -).",
  idempotencyConflict:
    "Dieser Idempotency-Key wurde bereits für eine andere Eingabe verwendet. Bitte senden Sie neue Angaben mit einem neuen Key.",
  forbidden:
    "Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
  notFound: "Nicht gefunden.",
  tooLarge: "Die Anfrage ist zu groß.",
  unsupportedType: "Dieses Format wird nicht unterstützt. Bitte senden Sie JSON oder ein Formular.",
  tooManyRequests:
    "Sie haben in kurzer Zeit sehr viele Anfragen gesendet. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.",
  unavailable:
    "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
  internal: "Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.",
};

export type ApiMessages = typeof GERMAN;

const ENGLISH: ApiMessages = {
  badRequest: "The request is invalid.",
  badIdempotencyKey:
    "The Idempotency-Key is invalid (16 to 100 characters from A-Z, a-z, 0-9, _ and -).",
  idempotencyConflict:
    "This Idempotency-Key was already used for different values. Please send new values with a new key.",
  forbidden: "The request could not be verified. Please reload the page and try again.",
  notFound: "Not found.",
  tooLarge: "The request is too large.",
  unsupportedType: "This format is not supported. Please send JSON or a form.",
  tooManyRequests:
    "You have sent a great many requests in a short time. Please wait a moment and then try again.",
  unavailable: "Your details could not be saved just now. Please try again in a few minutes.",
  internal: "An internal error occurred. Please try again later.",
};

const BY_LOCALE: Record<Locale, ApiMessages> = { de: GERMAN, en: ENGLISH };

export function apiMessages(locale: Locale): ApiMessages {
  return BY_LOCALE[locale];
}

/** The German texts (answers that belong to no form, such as the health check). */
export const MESSAGES = GERMAN;
