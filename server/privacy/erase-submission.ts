import { eraseSubmissions, type SubmissionRecord } from "../db/admin";
import type { Db } from "../db/client";
import { recordAudit, type Actor } from "../team/audit";

/** Erases one submission with its pending e-mails (its page in the area), and records who did. */
export async function eraseSubmission(db: Db, who: Actor, record: SubmissionRecord): Promise<void> {
  await eraseSubmissions(db, [record]);
  await recordAudit(db, {
    ...who,
    action: "submissions-erased",
    target: record.row.id,
    detail: { count: 1 },
  });
}
