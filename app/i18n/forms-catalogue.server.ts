import type { Locale } from "./locale";
import { formsDe, type FormMessages } from "./messages/forms.de";
import { formsEn } from "./messages/forms.en";

const FORMS: Record<Locale, FormMessages> = { de: formsDe, en: formsEn };

/** The forms' texts in one language: form routes send only the page's own language. */
export function formMessages(locale: Locale): FormMessages {
  return FORMS[locale];
}
