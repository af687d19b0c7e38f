import type { UiMessages } from "./messages/ui.de";

/**
 * The groups the shell shows on every page (toolbar, menu, footer, share tags, the blocks of a
 * content page, dialogs, consent frames, the error page): the root loader sends them. Every other
 * group belongs to the pages that show it and comes with their own loader's data
 * (docs/decisions/0155-hydration-when-the-visitor-turns-to-the-form.md).
 */
export const SHELL_TEXTS = [
  "languageSwitch",
  "skipToContent",
  "opensInNewTab",
  "toolbar",
  "sideNav",
  "footer",
  "findUs",
  "mainSponsors",
  "consent",
  "dialogOk",
  "notFound",
  "news",
] as const satisfies readonly (keyof UiMessages)[];

type ShellGroup = (typeof SHELL_TEXTS)[number];
export type ShellTexts = Pick<UiMessages, ShellGroup>;
export type PageTextGroup = Exclude<keyof UiMessages, ShellGroup>;

/** The texts a page reads: the shell's and the page groups it names. */
export type UiTexts<G extends PageTextGroup = never> = Pick<UiMessages, ShellGroup | G>;
