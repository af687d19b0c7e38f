import type { Db } from "../db/client";
import type { SubscriberRow } from "../db/schema";
import { listConfirmed } from "../db/subscribers";
import { recordAudit, type Actor } from "../team/audit";

/**
 * The confirmed subscribers to export; the log records who exported how many. The area's CSV
 * download and `npm run subscribers -- export` both take them from here.
 */
export async function exportSubscribers(db: Db, who: Actor): Promise<SubscriberRow[]> {
  const rows = await listConfirmed(db);
  await recordAudit(db, { ...who, action: "subscribers-exported", detail: { rows: rows.length } });
  return rows;
}
