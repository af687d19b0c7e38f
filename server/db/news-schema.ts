import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, locale } from "./columns";

/**
 * Sign-ups for the built-in newsletter (docs/decisions/0081-built-in-newsletter.md). Only rows
 * with `confirmedAt` count. The confirmation link's token is kept only as a SHA-256 hash (and
 * cleared once used); the unsubscribe token may only end a subscription, so it is kept as is to
 * go into every mail.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** Lower-cased, so one address signs up once. */
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    confirmedAt: at("confirmed_at"),
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: at("confirm_expires_at").notNull(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    locale: locale(),
    /**
     * An address imported from a list (ADR 0172): the consent as the list recorded it (when,
     * where), and who imported it when. Without a recorded consent it waits for confirmation.
     */
    consentAt: at("consent_at"),
    consentSource: text("consent_source"),
    importedBy: text("imported_by"),
    importedAt: at("imported_at"),
  },
  (table) => [index("newsletter_subscribers_confirm_expires_at").on(table.confirmExpiresAt)],
);

/**
 * Newsletter issues (docs/decisions/0151-newsletter-issues.md): what was sent, as it was sent.
 * The mail of each language is stored when the issue is made, so the outbox never needs the
 * site's content and a restart sends exactly what was previewed.
 */

export const newsletterIssues = pgTable("newsletter_issues", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: at("created_at").notNull().defaultNow(),
  /** The news post the issue is made of; null for an issue written in the area. */
  postSlug: text("post_slug"),
  /** Who made it: a member's address, or "Kommandozeile". */
  createdBy: text("created_by").notNull(),
  subjectDe: text("subject_de").notNull(),
  htmlDe: text("html_de").notNull(),
  textDe: text("text_de").notNull(),
  subjectEn: text("subject_en").notNull(),
  htmlEn: text("html_en").notNull(),
  textEn: text("text_en").notNull(),
  /** When it was sent to every confirmed subscriber (null: a draft, tests only). */
  sentAt: at("sent_at"),
  /** How many subscribers it was sent to. */
  recipients: integer("recipients").notNull().default(0),
  /**
   * What became of those e-mails, counted as it happens (server/db/outbox.ts) so that the
   * issue's figures stay when subscribers leave later (ADR 0172): handed to the mail server,
   * failed at their last attempt and waiting to be retried, not sent because the subscriber left
   * first. The rest are waiting.
   */
  delivered: integer("delivered").notNull().default(0),
  failing: integer("failing").notNull().default(0),
  withdrawn: integer("withdrawn").notNull().default(0),
});

/**
 * One issue to one address: a confirmed subscriber (at most once per issue) or a member's test
 * address. The outbox entry that sends it references this row.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: at("created_at").notNull().defaultNow(),
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, {
      onDelete: "cascade",
    }),
    testAddress: text("test_address"),
    locale: text("locale").notNull(),
  },
  (table) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber").on(table.issueId, table.subscriberId),
    index("newsletter_deliveries_subscriber").on(table.subscriberId),
    check(
      "newsletter_deliveries_one_recipient",
      sql`num_nonnulls(${table.subscriberId}, ${table.testAddress}) = 1`,
    ),
  ],
);

export type IssueRow = typeof newsletterIssues.$inferSelect;
export type DeliveryRow = typeof newsletterDeliveries.$inferSelect;
