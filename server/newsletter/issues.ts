import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "../../app/i18n/locale";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { recordAudit, type Actor } from "../team/audit";
import {
  newsletterDeliveries as deliveries,
  newsletterIssues as issues,
  newsletterSubscribers as subscribers,
  notificationOutbox as outbox,
  type IssueRow,
} from "../db/schema";
import type { IssueContent } from "./issue-mail";

export interface NewIssue {
  postSlug: string | null;
  createdBy: string;
  content: Record<Locale, IssueContent>;
}

/**
 * Stores an issue with its mail in both languages, and records who made it (the area's
 * newsletter page, `npm run newsletter -- send`); nothing is sent yet.
 */
export async function createIssue(db: Db, who: Actor, issue: NewIssue): Promise<IssueRow> {
  const { de, en } = issue.content;
  const [row] = await db
    .insert(issues)
    .values({
      postSlug: issue.postSlug,
      createdBy: issue.createdBy,
      subjectDe: de.subject,
      htmlDe: de.html,
      textDe: de.text,
      subjectEn: en.subject,
      htmlEn: en.html,
      textEn: en.text,
    })
    .returning();
  await recordAudit(db, { ...who, action: "newsletter-issue-created", target: row!.id });
  return row!;
}

export async function findIssue(db: Db, id: string): Promise<IssueRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(issues).where(eq(issues.id, id));
  return row;
}

/** Queues the issue to one address (a test), in one language, and records who asked. */
export async function queueTest(
  db: Db,
  who: Actor,
  issueId: string,
  address: string,
  locale: Locale,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [delivery] = await tx
      .insert(deliveries)
      .values({ issueId, testAddress: address, locale })
      .returning({ id: deliveries.id });
    await tx.insert(outbox).values({ deliveryId: delivery!.id });
  });
  await recordAudit(db, {
    ...who,
    action: "newsletter-test-sent",
    target: issueId,
    detail: { locale },
  });
}

/**
 * Queues the issue to every confirmed subscriber, in their language: one delivery and one outbox
 * entry each, in one transaction, and the log records who sent it. An issue goes out once: a
 * second call (another member, the command line) finds it sent and queues nothing; the unique
 * indexes keep even a race to one e-mail per address.
 */
export async function queueToSubscribers(
  db: Db,
  who: Actor,
  issueId: string,
): Promise<{ queued: number } | { alreadySentAt: Date }> {
  const result: { queued: number } | { alreadySentAt: Date } = await db.transaction(async (tx) => {
    const [issue] = await tx
      .select({ sentAt: issues.sentAt })
      .from(issues)
      .where(eq(issues.id, issueId))
      .for("update");
    if (!issue) throw new Error(`newsletter issue ${issueId} does not exist`);
    if (issue.sentAt) return { alreadySentAt: issue.sentAt };
    await tx.execute(sql`
      insert into ${deliveries} (issue_id, subscriber_id, locale)
      select ${issueId}::uuid, ${subscribers.id}, ${subscribers.locale} from ${subscribers}
      where ${subscribers.confirmedAt} is not null
      on conflict do nothing`);
    await tx.execute(sql`
      insert into ${outbox} (delivery_id)
      select ${deliveries.id} from ${deliveries}
      where ${deliveries.issueId} = ${issueId} and ${deliveries.subscriberId} is not null
      on conflict do nothing`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(and(eq(deliveries.issueId, issueId), isNotNull(deliveries.subscriberId)));
    await tx
      .update(issues)
      .set({ sentAt: sql`now()`, recipients: count })
      .where(eq(issues.id, issueId));
    return { queued: count };
  });
  if ("queued" in result)
    await recordAudit(db, {
      ...who,
      action: "newsletter-sent",
      target: issueId,
      detail: { recipients: result.queued },
    });
  return result;
}

export interface IssueProgress {
  id: string;
  createdAt: Date;
  postSlug: string | null;
  subject: string;
  createdBy: string;
  sentAt: Date | null;
  recipients: number;
  /**
   * E-mails to subscribers as the issue counted them: delivered to the mail server, still to go,
   * failed at their last attempt and waiting to be retried, not sent because the subscriber left
   * first. Subscribers leaving later change none of them.
   */
  sent: number;
  waiting: number;
  failed: number;
  withdrawn: number;
  tests: number;
}

/** Every issue, newest first, with how far its sending is. */
export async function issueProgress(db: Db, limit = 50): Promise<IssueProgress[]> {
  return db
    .select({
      id: issues.id,
      createdAt: issues.createdAt,
      postSlug: issues.postSlug,
      subject: issues.subjectDe,
      createdBy: issues.createdBy,
      sentAt: issues.sentAt,
      recipients: issues.recipients,
      sent: issues.delivered,
      waiting: sql<number>`(${issues.recipients} - ${issues.delivered} - ${issues.failing} - ${issues.withdrawn})::int`,
      failed: issues.failing,
      withdrawn: issues.withdrawn,
      tests: sql<number>`count(${deliveries.testAddress})::int`,
    })
    .from(issues)
    .leftJoin(deliveries, eq(deliveries.issueId, issues.id))
    .groupBy(issues.id)
    .orderBy(desc(issues.createdAt))
    .limit(limit);
}

/** Confirmed subscribers per language: who an issue would go to now. */
export async function audience(db: Db): Promise<Record<Locale, number>> {
  const rows = await db
    .select({ locale: subscribers.locale, count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(isNotNull(subscribers.confirmedAt))
    .groupBy(subscribers.locale);
  const count = (locale: string) => rows.find((row) => row.locale === locale)?.count ?? 0;
  return { de: count("de"), en: count("en") };
}
