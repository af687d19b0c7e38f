import type { Locale } from "./locale";
import { contentFieldsDe, contentItemDe, type FieldText } from "./messages/content-fields.de";
import { contentFieldsEn, contentItemEn } from "./messages/content-fields.en";

const FIELDS: Record<Locale, Record<string, FieldText>> = {
  de: contentFieldsDe,
  en: contentFieldsEn,
};

/** The label of a schema key in the page's language; the test makes sure every key has one. */
export const fieldTextOf = (key: string, locale: Locale = "de"): FieldText =>
  FIELDS[locale][key] ?? { label: key };

/** The texts around those fields (languages, uploads, a list's buttons) in the page's language. */
export const contentItemTexts = (locale: Locale) =>
  locale === "en" ? contentItemEn : contentItemDe;
