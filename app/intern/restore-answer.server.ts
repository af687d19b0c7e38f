import type { Locale } from "~/i18n/locale";
import { done, refused, type AreaAnswer } from "../../server/team/action-result";
import { refusalErrors, type SaveOutcome } from "../../server/content/saving";

/**
 * The "restore this version" action of a content history page: the posted commit, the restore,
 * and the answer (the reason it was refused, in the member's language, or the notice).
 */
export async function restoreAnswer(
  form: FormData,
  texts: { notFound: string; restored: string },
  locale: Locale,
  restore: (commit: string) => Promise<SaveOutcome>,
): Promise<AreaAnswer> {
  const commit = String(form.get("commit") ?? "");
  if (!/^[0-9a-f]{40}$/.test(commit)) return refused("restore", texts.notFound);
  const outcome = await restore(commit);
  if (outcome.status === "saved") return done("restore", texts.restored);
  return refused("restore", Object.values(refusalErrors(outcome, locale)).flat().join(" "));
}
