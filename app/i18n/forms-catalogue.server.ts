import { pickFormTexts, type FormTextGroup, type FormTexts } from "./form-texts";
import type { Locale } from "./locale";
import { formsDe, type FormMessages } from "./messages/forms.de";
import { formsEn } from "./messages/forms.en";

const FORMS: Record<Locale, FormMessages> = { de: formsDe, en: formsEn };

/** The whole forms' catalogue in one language, for the server (API answers, e-mails). */
export function formMessages(locale: Locale): FormMessages {
  return FORMS[locale];
}

/** What a page's loader sends: the shared form texts and the groups it names, in its language. */
export function pageFormTexts<G extends FormTextGroup = never>(
  locale: Locale,
  ...groups: G[]
): FormTexts<G> {
  return pickFormTexts(FORMS[locale], groups);
}
