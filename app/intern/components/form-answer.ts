import { useActionData, useNavigation } from "react-router";
import type { ActionResult } from "../../../server/team/action-result";

type Hidden = Record<string, string>;

/**
 * Which of several forms with one intent on a page it is: its hidden values (the row's ids).
 * The form posts it as `target`, and the action echoes it (`answerTo`).
 */
export const targetOf = (hidden: Hidden) => Object.values(hidden).join("-");

const isFor = (answer: ActionResult | undefined, intent: string, hidden: Hidden) =>
  answer?.intent === intent && (answer.target ?? "") === targetOf(hidden);

/** The action's answer if it is for the form with this intent and these hidden values. */
export function useAnswer(intent: string, hidden: Hidden = {}) {
  const answer = useActionData<ActionResult>();
  return isFor(answer, intent, hidden) ? answer : undefined;
}

/** Whether the answer is for one of these forms. */
export function useAnswered(forms: { intent: string; hidden: Hidden }[]) {
  const answer = useActionData<ActionResult>();
  return forms.some((form) => isFor(answer, form.intent, form.hidden));
}

/** Whether this form (intent and hidden values) is being posted. */
export function useBusy(intent: string, hidden: Hidden) {
  const posted = useNavigation().formData;
  return (
    posted !== undefined &&
    (posted.get("intent") ?? "") === intent &&
    (posted.get("target") ?? "") === targetOf(hidden)
  );
}
