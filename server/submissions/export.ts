import { listSubmissions, type SubmissionRecord } from "../db/admin";
import type { Db } from "../db/client";
import type { SubmissionKind } from "../db/submissions";
import { recordAudit, type Actor } from "../team/audit";

/**
 * The submissions to export (one kind, or both), newest first; the log records who exported how
 * many. The area's CSV download and `npm run submissions -- export` both take them from here.
 */
export async function exportSubmissions(
  db: Db,
  who: Actor,
  kind?: SubmissionKind,
): Promise<SubmissionRecord[]> {
  const records = await listSubmissions(db, kind);
  await recordAudit(db, {
    ...who,
    action: "submissions-exported",
    detail: { kind: kind ?? "all", rows: records.length },
  });
  return records;
}
