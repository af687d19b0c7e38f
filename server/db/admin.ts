import { and, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "./client";
import {
  CONTACT_RETENTION_DAYS,
  DONATION_RETENTION_DAYS,
  DONATION_WITH_CERTIFICATE_RETENTION_DAYS,
  retentionCutoff,
} from "./retention";
import type { SubmissionKind } from "./submissions";
import {
  contactMessages,
  donationPledges,
  notificationOutbox as outbox,
  type ContactRow,
  type DonationRow,
} from "./schema";
import { isUuid } from "./uuid";

export interface NotificationState {
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
}

export type SubmissionRecord =
  | { kind: "donation"; row: DonationRow; notification: NotificationState | null }
  | { kind: "contact"; row: ContactRow; notification: NotificationState | null };

/**
 * Drizzle reads a left-joined object as null when its first column is null: a column that is
 * never null comes first, or a pending notification (no `sentAt` yet) would look like none.
 */
const notificationColumns = {
  attempts: outbox.attempts,
  sentAt: outbox.sentAt,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
};

async function donations(db: Db, where?: SQL): Promise<SubmissionRecord[]> {
  const rows = await db
    .select({ row: getTableColumns(donationPledges), notification: notificationColumns })
    .from(donationPledges)
    .leftJoin(outbox, eq(outbox.donationId, donationPledges.id))
    .where(where)
    .orderBy(desc(donationPledges.createdAt));
  return rows.map(({ row, notification }) => ({ kind: "donation", row, notification }));
}

async function contacts(db: Db, where?: SQL): Promise<SubmissionRecord[]> {
  const rows = await db
    .select({ row: getTableColumns(contactMessages), notification: notificationColumns })
    .from(contactMessages)
    .leftJoin(outbox, eq(outbox.contactId, contactMessages.id))
    .where(where)
    .orderBy(desc(contactMessages.createdAt));
  return rows.map(({ row, notification }) => ({ kind: "contact", row, notification }));
}

const newestFirst = (a: SubmissionRecord, b: SubmissionRecord) =>
  b.row.createdAt.getTime() - a.row.createdAt.getTime();

/** Every submission (of one kind), newest first, with the state of its notification e-mail. */
export async function listSubmissions(db: Db, kind?: SubmissionKind): Promise<SubmissionRecord[]> {
  const lists = await Promise.all([
    kind === "contact" ? [] : donations(db),
    kind === "donation" ? [] : contacts(db),
  ]);
  return lists.flat().sort(newestFirst);
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = [
    ...(await donations(db, eq(donationPledges.id, id))),
    ...(await contacts(db, eq(contactMessages.id, id))),
  ];
  return found;
}

export interface PersonQuery {
  email?: string | undefined;
  /** Full name as entered: "first last" for donations, the name field for contact messages. */
  name?: string | undefined;
  ids?: string[] | undefined;
}

/** Submissions that match any of the given e-mail address, name or ids (case-insensitive). */
export async function findPersonSubmissions(
  db: Db,
  query: PersonQuery,
): Promise<SubmissionRecord[]> {
  const email = query.email?.trim().toLowerCase();
  const name = query.name?.trim().replace(/\s+/g, " ").toLowerCase();
  const ids = (query.ids ?? []).filter((id) => isUuid(id));
  const donationMatch = or(
    name
      ? sql`lower(${donationPledges.firstName} || ' ' || ${donationPledges.lastName}) = ${name}`
      : undefined,
    ids.length ? inArray(donationPledges.id, ids) : undefined,
  );
  const contactMatch = or(
    email ? sql`lower(${contactMessages.email}) = ${email}` : undefined,
    name ? sql`lower(${contactMessages.name}) = ${name}` : undefined,
    ids.length ? inArray(contactMessages.id, ids) : undefined,
  );
  const lists = await Promise.all([
    donationMatch ? donations(db, donationMatch) : [],
    contactMatch ? contacts(db, contactMatch) : [],
  ]);
  return lists.flat().sort(newestFirst);
}

/**
 * Submissions past their retention period at `now` (server/db/retention.ts), newest first:
 * contact messages and pledges without a donation receipt after a year, pledges with one after
 * ten years.
 */
export async function findExpiredSubmissions(
  db: Db,
  now: Date = new Date(),
): Promise<SubmissionRecord[]> {
  const lists = await Promise.all([
    donations(
      db,
      or(
        and(
          eq(donationPledges.certificate, false),
          lt(donationPledges.createdAt, retentionCutoff(now, DONATION_RETENTION_DAYS)),
        ),
        lt(
          donationPledges.createdAt,
          retentionCutoff(now, DONATION_WITH_CERTIFICATE_RETENTION_DAYS),
        ),
      ),
    ),
    contacts(db, lt(contactMessages.createdAt, retentionCutoff(now, CONTACT_RETENTION_DAYS))),
  ]);
  return lists.flat().sort(newestFirst);
}

/** Deletes the given submissions; their outbox rows go with them (foreign key cascade). */
export async function eraseSubmissions(db: Db, records: SubmissionRecord[]): Promise<void> {
  const idsOf = (kind: SubmissionKind) =>
    records.filter((r) => r.kind === kind).map((r) => r.row.id);
  await db.transaction(async (tx) => {
    const donationIds = idsOf("donation");
    const contactIds = idsOf("contact");
    if (donationIds.length)
      await tx.delete(donationPledges).where(inArray(donationPledges.id, donationIds));
    if (contactIds.length)
      await tx.delete(contactMessages).where(inArray(contactMessages.id, contactIds));
  });
  // Removes the deleted rows' old versions from the table files as well.
  await db.execute(sql`vacuum donation_pledges, contact_messages, notification_outbox`);
}

/**
 * Deletes the submissions past their retention period at `now` (server/db/retention.ts) like
 * {@link eraseSubmissions}; returns them (the command line lists them). Used by the daily
 * schedule, `npm run submissions -- purge --yes` and the team area's "Löschen" page.
 */
export async function purgeExpiredSubmissions(
  db: Db,
  now: Date = new Date(),
): Promise<SubmissionRecord[]> {
  const records = await findExpiredSubmissions(db, now);
  if (records.length) await eraseSubmissions(db, records);
  return records;
}
