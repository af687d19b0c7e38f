import { useRouteLoaderData } from "react-router";
import type { ShellData } from "~/content/shell.server";
import type { EnhanceScript } from "~/enhance/names";
import type { Locale } from "~/i18n/locale";
import type { UiMessages } from "~/i18n/messages/ui.de";
import type { ShellTexts } from "~/i18n/ui-texts";

/** What the root loader sends every page. */
export type RootData = ShellData & {
  locale: Locale;
  /** The shell's fixed texts in the page's language (a page's own come with its data). */
  messages: ShellTexts;
  /** The language switcher's texts, in the language it leads to. */
  switchTo: UiMessages["languageSwitch"];
  /** The address of each enhancement script (app/enhance/). */
  scripts: Record<EnhanceScript, string>;
};

/** The site-wide data every page shares (navigation, logos, sponsors, contact facts, texts). */
export function useShell(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
