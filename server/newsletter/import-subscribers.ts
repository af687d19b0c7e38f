import type { Db } from "../db/client";
import type { MemberRow } from "../db/schema";
import { addImported } from "../db/subscribers";
import { recordAudit } from "../team/audit";
import { readSubscriberCsv, type CsvRefusal } from "./subscriber-csv";

/** Confirmation e-mails of an import go out at most this fast (a newsletter's default pace). */
const CONFIRMATIONS_PER_MINUTE = 120;

export type ImportAnswer =
  | { ok: true; subscribed: number; confirming: number; skipped: number }
  | { ok: false; errors: CsvRefusal[] };

/**
 * Imports a list of subscribers (ADR 0172): the whole file or, if any row is bad, nothing.
 * Addresses already signed up (and repeated ones) are skipped; those with a recorded consent are
 * subscribed, the others get the confirmation e-mail. The audit log records the import.
 */
export async function importSubscribers(
  db: Db,
  file: { bytes: Uint8Array; name: string },
  member: Pick<MemberRow, "id" | "email">,
): Promise<ImportAnswer> {
  const read = readSubscriberCsv(file.bytes);
  if (!read.ok) return read;
  const seen = new Set<string>();
  const unique = read.rows.filter((row) => !seen.has(row.email) && seen.add(row.email));
  const { subscribed, confirming } = await addImported(
    db,
    unique,
    member.email,
    60_000 / CONFIRMATIONS_PER_MINUTE,
  );
  const skipped = read.rows.length - subscribed - confirming;
  await recordAudit(db, {
    action: "subscribers-imported",
    member,
    target: file.name,
    detail: { rows: read.rows.length, subscribed, confirming, skipped },
  });
  return { ok: true, subscribed, confirming, skipped };
}
