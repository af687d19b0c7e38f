import { useMatches } from "react-router";
import { missingFormTexts, type FormTextGroup, type FormTexts } from "~/i18n/form-texts";
import { requireTextGroups, textsIn } from "~/i18n/text-groups";

/**
 * The forms' texts in the page's language, as the page's route loader sent them (so a page
 * loads its own language and its own form's texts only, and no form text is part of a script):
 * the shared groups and the `groups` named here, which the loader must have sent
 * (`pageFormTexts` in app/i18n/forms-catalogue.server.ts).
 */
export function useFormMessages<G extends FormTextGroup = never>(...groups: G[]): FormTexts<G> {
  const match = useMatches().find((candidate) => textsIn(candidate.loaderData, "formMessages"));
  const texts = textsIn(match?.loaderData, "formMessages");
  if (!match || !texts) throw new Error("useFormMessages: no route loader sent formMessages");
  requireTextGroups("useFormMessages", match.id, missingFormTexts(texts, groups));
  return texts as FormTexts<G>;
}
