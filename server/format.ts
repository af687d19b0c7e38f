import { isLocale, type Locale } from "../app/i18n/locale";

const dateTime = (tag: string) =>
  new Intl.DateTimeFormat(tag, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  });
const DATE_TIME: Record<Locale, Intl.DateTimeFormat> = {
  de: dateTime("de-DE"),
  en: dateTime("en-GB"),
};

/** "01.03.2026, 13:30" (English "1 Mar 2026, 13:30") in Hamburg time. */
export const formatDateTime = (date: Date, locale: Locale = "de") => DATE_TIME[locale].format(date);

/**
 * "Label:  value" lines with the values aligned; further lines of a value are indented to match,
 * and an empty value shows as "–".
 */
export function formatFields(rows: [label: string, value: string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows
    .flatMap(([label, value]) => {
      const [first = "", ...rest] = (value.trim() || "–").split(/\r?\n/);
      return [
        `${`${label}:`.padEnd(width)}${first}`,
        ...rest.map((line) => " ".repeat(width) + line),
      ];
    })
    .join("\n");
}

/** The team reads German: the language a visitor used, by name ("Englisch"). */
const LANGUAGE_NAMES: Record<Locale, string> = { de: "Deutsch", en: "Englisch" };
export const languageName = (locale: string) =>
  isLocale(locale) ? LANGUAGE_NAMES[locale] : locale;
