import { useLocale } from "./useLocale";

/**
 * The `lang` of a text that is one of the spec's English labels ("Find us", "Our main
 * supporters", …), which German pages show as they are: "en" on German pages, so that screen
 * readers read it with English rules; nothing on English pages, which are English already. The
 * catalogue (ui.de.ts, forms.de.ts) marks such texts "spec label".
 */
export function useSpecLanguage(): "en" | undefined {
  return useLocale() === "de" ? "en" : undefined;
}
