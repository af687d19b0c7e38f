import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { SubmissionFilter } from "../../app/team/schemas";
import type { Db } from "../db/client";
import {
  CONTACT_RETENTION_DAYS,
  DONATION_RETENTION_DAYS,
  DONATION_WITH_CERTIFICATE_RETENTION_DAYS,
} from "../db/retention";
import { contactMessages, donationPledges, notificationOutbox as outbox } from "../db/schema";

export const LIST_PAGE_SIZE = 50;

/** One row of the area's list: what every role with `submissions:read` may see, names aside. */
export interface SubmissionItem {
  id: string;
  kind: "donation" | "contact";
  createdAt: Date;
  amountCents: number | null;
  receivedOn: string | null;
  /** A pledge's reference code (EGN-7K3Q); null for messages and pledges from before codes. */
  reference: string | null;
  /** The donor's or writer's name (null when the role may not see donors). */
  name: string | null;
  email: string | null;
  subject: string | null;
  mail: "sent" | "waiting" | "failed" | "none";
}

const mailState = sql<SubmissionItem["mail"]>`case
  when ${outbox.id} is null then 'none'
  when ${outbox.sentAt} is not null then 'sent'
  when ${outbox.lastError} is not null then 'failed'
  else 'waiting' end`;

/** The day after `day` (an ISO date), for "until and including". */
const dayAfter = (day: string) => sql`(${day}::date + 1)`;

function range(
  column: typeof donationPledges.createdAt | typeof contactMessages.createdAt,
  filter: SubmissionFilter,
): SQL[] {
  return [
    ...(filter.von ? [gte(column, sql`${filter.von}::date`)] : []),
    ...(filter.bis ? [lt(column, dayAfter(filter.bis))] : []),
  ];
}

/** A `like` pattern for a text anywhere in a lower-cased value (its wildcards escaped). */
export const like = (value: string) =>
  `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The reference code a search names, as the bank or a donor may write it: any case, with or
 * without "EGN-", the hyphen or a space ("egn fpdr", "FPDR"); undefined for any other text.
 */
export function referenceSearched(text: string): string | undefined {
  const match = /^(?:egn[\s-]*)?([0-9a-z]{4})$/i.exec(text.trim());
  return match ? `EGN-${match[1]!.toUpperCase()}` : undefined;
}

/**
 * The list of the area, newest first, filtered by kind, dates, state and a search in names,
 * e-mail addresses and pledges' reference codes. Without `donors`, pledges are searched by their
 * code only and show no name.
 */
export async function searchSubmissions(
  db: Db,
  filter: SubmissionFilter,
  donors: boolean,
): Promise<{ items: SubmissionItem[]; more: boolean }> {
  const limit = LIST_PAGE_SIZE * (filter.seite + 1) + 1;
  const search = filter.suche ? like(filter.suche) : undefined;
  const reference = filter.suche ? referenceSearched(filter.suche) : undefined;
  const wantDonations = filter.art !== "kontakt" && !(search && !donors && !reference);
  const byName =
    search && donors
      ? sql`lower(${donationPledges.firstName} || ' ' || ${donationPledges.lastName}) like ${search}`
      : undefined;
  const byReference = reference ? eq(donationPledges.reference, reference) : undefined;
  const wantContacts = filter.art !== "spende" && filter.status === "alle";

  const donationRows = wantDonations
    ? await db
        .select({
          id: donationPledges.id,
          createdAt: donationPledges.createdAt,
          amountCents: donationPledges.amountCents,
          receivedOn: donationPledges.receivedOn,
          reference: donationPledges.reference,
          name: sql<string>`${donationPledges.firstName} || ' ' || ${donationPledges.lastName}`,
          mail: mailState,
        })
        .from(donationPledges)
        .leftJoin(outbox, eq(outbox.donationId, donationPledges.id))
        .where(
          and(
            ...range(donationPledges.createdAt, filter),
            filter.status === "offen" ? isNull(donationPledges.receivedOn) : undefined,
            filter.status === "eingegangen" ? isNotNull(donationPledges.receivedOn) : undefined,
            search ? or(byName, byReference) : undefined,
          ),
        )
        .orderBy(desc(donationPledges.createdAt))
        .limit(limit)
    : [];
  const contactRows = wantContacts
    ? await db
        .select({
          id: contactMessages.id,
          createdAt: contactMessages.createdAt,
          name: contactMessages.name,
          email: contactMessages.email,
          subject: contactMessages.subject,
          mail: mailState,
        })
        .from(contactMessages)
        .leftJoin(outbox, eq(outbox.contactId, contactMessages.id))
        .where(
          and(
            ...range(contactMessages.createdAt, filter),
            search
              ? sql`(lower(${contactMessages.name}) like ${search} or lower(${contactMessages.email}) like ${search})`
              : undefined,
          ),
        )
        .orderBy(desc(contactMessages.createdAt))
        .limit(limit)
    : [];
  const items: SubmissionItem[] = [
    ...donationRows.map((row) => ({
      ...row,
      kind: "donation" as const,
      name: donors ? row.name : null,
      email: null,
      subject: null,
    })),
    ...contactRows.map((row) => ({
      ...row,
      kind: "contact" as const,
      amountCents: null,
      receivedOn: null,
      reference: null,
    })),
  ].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const start = LIST_PAGE_SIZE * filter.seite;
  return {
    items: items.slice(start, start + LIST_PAGE_SIZE),
    more: items.length > start + LIST_PAGE_SIZE,
  };
}

export interface SeasonPledges {
  year: number;
  count: number;
  pledgedCents: number;
  receivedCount: number;
  receivedCents: number;
}

/** Pledges of the calendar year (the season), with what has arrived of them. */
export async function seasonPledges(db: Db, year: number): Promise<SeasonPledges> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      pledgedCents: sql<number>`coalesce(sum(${donationPledges.amountCents}), 0)::int`,
      receivedCount: sql<number>`count(${donationPledges.receivedOn})::int`,
      receivedCents: sql<number>`coalesce(sum(${donationPledges.receivedCents}), 0)::int`,
    })
    .from(donationPledges)
    .where(
      and(
        gte(
          donationPledges.createdAt,
          sql`make_timestamptz(${year}, 1, 1, 0, 0, 0, 'Europe/Berlin')`,
        ),
        lt(
          donationPledges.createdAt,
          sql`make_timestamptz(${year + 1}, 1, 1, 0, 0, 0, 'Europe/Berlin')`,
        ),
      ),
    );
  return { year, count: 0, pledgedCents: 0, receivedCount: 0, receivedCents: 0, ...row };
}

/** Submissions that came in after a moment (the overview's "new since your last visit"). */
export async function countNewSince(
  db: Db,
  since: Date | null,
): Promise<{ donations: number; contacts: number }> {
  const after = since ?? new Date(0);
  const [donations] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(donationPledges)
    .where(sql`${donationPledges.createdAt} > ${after}`);
  const [contacts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(sql`${contactMessages.createdAt} > ${after}`);
  return { donations: donations?.n ?? 0, contacts: contacts?.n ?? 0 };
}

export interface DueForPurge {
  id: string;
  kind: "donation" | "contact";
  createdAt: Date;
  dueAt: Date;
}

/**
 * The submissions the retention purge deletes next, soonest first, with the day each is due
 * (server/db/retention.ts: the promise of the privacy page).
 */
export async function nextForPurge(db: Db, limit = 10): Promise<DueForPurge[]> {
  const days = (n: number) => sql`${n} * interval '1 day'`;
  const donationDue = sql<Date>`${donationPledges.createdAt} + case when ${donationPledges.certificate}
    then ${days(DONATION_WITH_CERTIFICATE_RETENTION_DAYS)} else ${days(DONATION_RETENTION_DAYS)} end`;
  const contactDue = sql<Date>`${contactMessages.createdAt} + ${days(CONTACT_RETENTION_DAYS)}`;
  const donations = await db
    .select({ id: donationPledges.id, createdAt: donationPledges.createdAt, dueAt: donationDue })
    .from(donationPledges)
    .orderBy(donationDue)
    .limit(limit);
  const contacts = await db
    .select({ id: contactMessages.id, createdAt: contactMessages.createdAt, dueAt: contactDue })
    .from(contactMessages)
    .orderBy(contactDue)
    .limit(limit);
  return [
    ...donations.map((row) => ({ ...row, kind: "donation" as const, dueAt: new Date(row.dueAt) })),
    ...contacts.map((row) => ({ ...row, kind: "contact" as const, dueAt: new Date(row.dueAt) })),
  ]
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    .slice(0, limit);
}
