import { useMatches, useRouteLoaderData } from "react-router";
import { missingTextGroups } from "./text-groups";
import type { PageTextGroup, ShellTexts, UiTexts } from "./ui-texts";

function textsOf(data: unknown, key: "messages" | "uiTexts"): object | undefined {
  if (typeof data !== "object" || data === null || !(key in data)) return undefined;
  const texts = (data as Record<string, unknown>)[key];
  return typeof texts === "object" && texts !== null ? texts : undefined;
}

/**
 * The fixed texts in the page's language: the shell's, as the root loader sent them, and the page
 * groups named in `groups`, which the page's route loader must have sent as `uiTexts`
 * (`pageUiTexts` in app/i18n/catalogue.server.ts). A page that hydrates thus carries its own
 * language and its own groups only.
 */
export function useMessages<G extends PageTextGroup = never>(...groups: G[]): UiTexts<G> {
  const shell = textsOf(useRouteLoaderData("root"), "messages") as ShellTexts | undefined;
  const matches = useMatches();
  if (!shell) throw new Error("useMessages: the root loader's texts are missing");
  if (groups.length === 0) return shell as UiTexts<G>;
  const pageTexts = Object.assign(
    {},
    ...matches.map((match) => textsOf(match.loaderData, "uiTexts")),
  );
  const missing = missingTextGroups(pageTexts, groups);
  if (missing.length > 0)
    throw new Error(
      `useMessages: the loader of route "${matches.at(-1)?.id}" sent no ${missing.join(", ")} texts`,
    );
  return { ...shell, ...pageTexts } as UiTexts<G>;
}
