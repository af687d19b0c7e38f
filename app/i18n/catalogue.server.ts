import type { Locale } from "./locale";
import { uiDe, type UiMessages } from "./messages/ui.de";
import { uiEn } from "./messages/ui.en";
import { pickTextGroups } from "./text-groups";
import { SHELL_TEXTS, type PageTextGroup, type ShellTexts } from "./ui-texts";

const UI: Record<Locale, UiMessages> = { de: uiDe, en: uiEn };

/** The shell's and pages' texts in one language, for loaders and meta on the server. */
export function uiMessages(locale: Locale): UiMessages {
  return UI[locale];
}

/** What the root loader sends every page: the shell's texts in the page's language. */
export function shellTexts(locale: Locale): ShellTexts {
  return pickTextGroups(UI[locale], SHELL_TEXTS);
}

/** What a page's loader sends as `uiTexts`: the page groups it shows, in its language. */
export function pageUiTexts<G extends PageTextGroup>(
  locale: Locale,
  ...groups: G[]
): Pick<UiMessages, G> {
  return pickTextGroups(UI[locale], groups);
}
