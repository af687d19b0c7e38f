/** German texts of the API's own answers (form field messages live with the schemas in app/forms). */
export const MESSAGES = {
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
} as const;
