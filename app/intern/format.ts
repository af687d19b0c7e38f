const DATE = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeZone: "Europe/Berlin" });
const DATE_TIME = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});
const EURO = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });

/** The team area's dates, times and amounts (German, Hamburg time). */
export const formatDate = (value: Date | string) => DATE.format(new Date(value));
export const formatDateTime = (value: Date | string) => DATE_TIME.format(new Date(value));
export const formatEuro = (cents: number) => EURO.format(cents / 100).replace(/\s/g, " ");

/** "2026-11-26" of a day in Hamburg: a date field's value. */
export const isoDay = (value: Date = new Date()) =>
  new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" }).format(value);
