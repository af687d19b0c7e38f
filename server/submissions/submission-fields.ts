/**
 * A stored submission as the team reads it outside the area: its fields with their German
 * labels (`npm run submissions -- show`), and the CSV of the area's download and
 * `npm run submissions -- export`.
 */
import type { SubmissionRecord } from "../db/admin";
import type { SubmissionKind } from "../db/submissions";
import { toCsv } from "../csv";
import { formatDateTime, languageName } from "../format";
import { formatEuro } from "../../app/i18n/format";
import { CONTACT_FIELD_LABELS as CONTACT, DONATION_FIELD_LABELS as DONATION } from "./field-labels";

export const KIND_LABEL: Record<SubmissionKind, string> = {
  donation: "Spende",
  contact: "Kontakt",
};

/** "1234,50" in the CSV: a number every spreadsheet reads, without thousands separators. */
const euroNumber = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

export const languageOf = (record: SubmissionRecord) => languageName(record.row.locale);

/** The labels of each kind's fields, in form order. */
const COLUMNS: Record<SubmissionKind, string[]> = {
  donation: [
    DONATION.reference,
    `${DONATION.amount} (€)`,
    DONATION.firstName,
    DONATION.lastName,
    DONATION.certificate,
    DONATION.address,
    DONATION.postalCode,
    DONATION.city,
    DONATION.email,
    DONATION.note,
  ],
  contact: [CONTACT.name, CONTACT.email, CONTACT.phone, CONTACT.subject, CONTACT.message],
};

/** The values of {@link COLUMNS}; amounts as `euro` writes them. */
function values(record: SubmissionRecord, euro: (cents: number) => string): string[] {
  if (record.kind === "donation") {
    const d = record.row;
    return [
      d.reference ?? "",
      euro(d.amountCents),
      d.firstName,
      d.lastName,
      d.certificate ? "ja" : "nein",
      d.address,
      d.postalCode,
      d.city,
      d.email,
      d.note,
    ];
  }
  const c = record.row;
  return [c.name, c.email, c.phone, c.subject, c.message];
}

/** The submission's fields as label and value, in form order. */
export function submissionFields(
  record: SubmissionRecord,
  euro: (cents: number) => string = formatEuro,
): [label: string, value: string][] {
  const row = values(record, euro);
  return COLUMNS[record.kind].map((label, index) => [label, row[index] ?? ""]);
}

const attempts = (n: number) => `${n} ${n === 1 ? "Versuch" : "Versuche"}`;

/**
 * The team e-mail's state: sent (when), failed (the outbox keeps retrying: attempts, last error,
 * next try) or pending (not yet tried, or being sent).
 */
export function notificationState({ notification }: SubmissionRecord): string {
  if (!notification) return "keine";
  const { sentAt, lastError, nextAttemptAt } = notification;
  if (sentAt) return `gesendet ${formatDateTime(sentAt)}`;
  if (lastError)
    return `fehlgeschlagen (${attempts(notification.attempts)}, zuletzt: ${lastError}; nächster Versuch ${formatDateTime(nextAttemptAt)})`;
  return notification.attempts === 0 ? "ausstehend" : "ausstehend (wird gerade gesendet)";
}

/** The submissions as CSV; with both kinds, each row leaves the other kind's columns empty. */
export function submissionsCsv(records: SubmissionRecord[], kind?: SubmissionKind): string {
  const columns = kind ? COLUMNS[kind] : [...COLUMNS.donation, ...COLUMNS.contact];
  const header = ["Art", "Kennung", "Eingang", "Sprache", ...columns, "E-Mail ans Team"];
  const rows = records.map((record) => {
    const byLabel = new Map(submissionFields(record, euroNumber));
    return [
      KIND_LABEL[record.kind],
      record.row.id,
      record.row.createdAt.toISOString(),
      languageOf(record),
      ...columns.map((column) => byLabel.get(column) ?? ""),
      notificationState(record),
    ];
  });
  return toCsv(header, rows);
}
