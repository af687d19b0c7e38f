import { done, refused, type AreaAnswer } from "../../server/team/action-result";

type RestoreOutcome =
  | { status: "saved" }
  | { status: "invalid"; errors: Record<string, string[]> }
  | { status: "conflict"; message: string };

/**
 * The "restore this version" action of a content history page: the posted commit, the restore,
 * and the answer (the reason it was refused, or the notice).
 */
export async function restoreAnswer(
  form: FormData,
  texts: { notFound: string; restored: string },
  restore: (commit: string) => Promise<RestoreOutcome>,
): Promise<AreaAnswer> {
  const commit = String(form.get("commit") ?? "");
  if (!/^[0-9a-f]{40}$/.test(commit)) return refused("restore", texts.notFound);
  const outcome = await restore(commit);
  if (outcome.status === "saved") return done("restore", texts.restored);
  return refused(
    "restore",
    outcome.status === "invalid" ? Object.values(outcome.errors).flat().join(" ") : outcome.message,
  );
}
