import type { Locale } from "../locale";

/**
 * What the root error boundary shows. Kept apart from the catalogues: when the root loader
 * itself fails, its catalogue never arrives.
 */
export const ERROR_TEXTS: Record<Locale, { heading: string; text: string }> = {
  de: {
    heading: "Da ist etwas schiefgelaufen",
    text: "Bitte laden Sie die Seite neu oder versuchen Sie es später noch einmal.",
  },
  en: {
    heading: "Something went wrong",
    text: "Please reload the page or try again later.",
  },
};
