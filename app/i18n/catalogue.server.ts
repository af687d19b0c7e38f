import type { Locale } from "./locale";
import { uiDe, type UiMessages } from "./messages/ui.de";
import { uiEn } from "./messages/ui.en";

const UI: Record<Locale, UiMessages> = { de: uiDe, en: uiEn };

/** The shell's and pages' texts in one language: loaders send only the page's own language. */
export function uiMessages(locale: Locale): UiMessages {
  return UI[locale];
}
