import { useMatches } from "react-router";
import { missingFormTexts, type FormTextGroup, type FormTexts } from "~/i18n/form-texts";

function hasFormMessages(data: unknown): data is { formMessages: object } {
  return typeof data === "object" && data !== null && "formMessages" in data;
}

/**
 * The forms' texts in the page's language, as the page's route loader sent them (so a page
 * loads its own language and its own form's texts only, and no form text is part of a script):
 * the shared groups and the `groups` named here, which the loader must have sent
 * (`pageFormTexts` in app/i18n/forms-catalogue.server.ts).
 */
export function useFormMessages<G extends FormTextGroup = never>(...groups: G[]): FormTexts<G> {
  const match = useMatches().find((candidate) => hasFormMessages(candidate.loaderData));
  if (!match || !hasFormMessages(match.loaderData))
    throw new Error("useFormMessages: no route loader sent formMessages");
  const texts = match.loaderData.formMessages;
  const missing = missingFormTexts(texts, groups);
  if (missing.length > 0)
    throw new Error(
      `useFormMessages: the loader of route "${match.id}" sent no ${missing.join(", ")} texts`,
    );
  return texts as FormTexts<G>;
}
