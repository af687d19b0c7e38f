import type { Locale } from "./locale";
import {
  contentFieldsDe,
  contentItemDe,
  contentKindsDe,
  contentPreviewDe,
  pageTextsDe,
  type FieldText,
} from "./messages/content-fields.de";
import {
  contentFieldsEn,
  contentItemEn,
  contentKindsEn,
  contentPreviewEn,
  pageTextsEn,
} from "./messages/content-fields.en";

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

/** The content overview's and forms' texts (kinds, saving, deleting). */
export const contentKindTexts = (locale: Locale) =>
  locale === "en" ? contentKindsEn : contentKindsDe;

/** The texts of the preview of unsaved changes and of its button. */
export const contentPreviewTexts = (locale: Locale) =>
  locale === "en" ? contentPreviewEn : contentPreviewDe;

/** The texts of the form of a page's texts and of its history. */
export const pageTextsOf = (locale: Locale) => (locale === "en" ? pageTextsEn : pageTextsDe);
