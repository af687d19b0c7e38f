import { useMatches } from "react-router";
import type { FormMessages } from "~/i18n/messages/forms.de";

/** What a route with a form or a form's thank-you page adds to its loader data. */
export interface FormMessagesData {
  formMessages: FormMessages;
}

function hasFormMessages(data: unknown): data is FormMessagesData {
  return typeof data === "object" && data !== null && "formMessages" in data;
}

/**
 * The forms' texts in the page's language, as the page's route loader sent them (so a page
 * loads its own language only, and no form text is part of a script).
 */
export function useFormMessages(): FormMessages {
  const match = useMatches().find((candidate) => hasFormMessages(candidate.loaderData));
  if (!match || !hasFormMessages(match.loaderData))
    throw new Error("useFormMessages: no route loader sent formMessages");
  return match.loaderData.formMessages;
}
