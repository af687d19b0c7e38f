import { isLocale } from "../../app/i18n/locale";
import { toCsv } from "../csv";
import type { Db } from "../db/client";
import type { SubscriberRow } from "../db/schema";
import { listConfirmed } from "../db/subscribers";
import { languageName } from "../format";
import { recordAudit, type Actor } from "../team/audit";
import { unsubscribeUrls } from "./token-links";

/**
 * The confirmed subscribers to export; the log records who exported how many. The area's CSV
 * download and `npm run subscribers -- export` both take them from here.
 */
export async function exportSubscribers(db: Db, who: Actor): Promise<SubscriberRow[]> {
  const rows = await listConfirmed(db);
  await recordAudit(db, { ...who, action: "subscribers-exported", detail: { rows: rows.length } });
  return rows;
}

/** The unsubscribe page of an address, in its language (for the footer of each newsletter). */
const unsubscribeLink = (siteOrigin: string, row: SubscriberRow) =>
  unsubscribeUrls(row.unsubscribeToken, isLocale(row.locale) ? row.locale : "de", siteOrigin).page;

/** The confirmed subscribers as CSV (the command line's export and the team area's). */
export function subscribersCsv(rows: SubscriberRow[], siteOrigin: string): string {
  return toCsv(
    ["E-Mail", "Name", "Bestätigt", "Sprache", "Abmelde-Link"],
    rows.map((row) => [
      row.email,
      row.name,
      row.confirmedAt!.toISOString(),
      languageName(row.locale),
      unsubscribeLink(siteOrigin, row),
    ]),
  );
}
