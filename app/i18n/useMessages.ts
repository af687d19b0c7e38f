import { useMatches, useRouteLoaderData } from "react-router";
import { missingTextGroups, requireTextGroups, textsIn } from "./text-groups";
import type { PageTextGroup, ShellTexts, UiTexts } from "./ui-texts";

/**
 * The fixed texts in the page's language: the shell's, as the root loader sent them, and the page
 * groups named in `groups`, which the page's route loader must have sent as `uiTexts`
 * (`pageUiTexts` in app/i18n/catalogue.server.ts). A page that hydrates thus carries its own
 * language and its own groups only.
 */
export function useMessages<G extends PageTextGroup = never>(...groups: G[]): UiTexts<G> {
  const shell = textsIn(useRouteLoaderData("root"), "messages") as ShellTexts | undefined;
  const matches = useMatches();
  if (!shell) throw new Error("useMessages: the root loader's texts are missing");
  if (groups.length === 0) return shell as UiTexts<G>;
  const pageTexts = Object.assign(
    {},
    ...matches.map((match) => textsIn(match.loaderData, "uiTexts")),
  );
  requireTextGroups("useMessages", matches.at(-1)?.id, missingTextGroups(pageTexts, groups));
  return { ...shell, ...pageTexts } as UiTexts<G>;
}
