import { LANGUAGE_TAGS, type Locale } from "./locale";

/** Fills `{name}` slots of a catalogue text: `format("Team {year}", { year: 2025 })` → "Team 2025". */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/** An amount in euro as a visitor of `locale` reads it ("50,00 €", "€50.00"). */
export function formatEuroAmount(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(LANGUAGE_TAGS[locale].ogLocale.replace("_", "-"), {
    style: "currency",
    currency: "EUR",
  }).format(amount);
}

const EURO: Record<Locale, Intl.NumberFormat> = {
  de: new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }),
};

/**
 * Cents as the team area and the e-mails show them: "1.234,50 €" ("€1,234.50" in English). Intl
 * puts a no-break space before "€"; a plain one keeps text easy to search.
 */
export const formatEuro = (cents: number, locale: Locale = "de") =>
  EURO[locale].format(cents / 100).replace(/\s/g, " ");
