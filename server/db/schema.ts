import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, locale } from "./columns";
import { receipts } from "./donations-schema";
import { newsletterDeliveries, newsletterSubscribers } from "./news-schema";
import { teamTokens } from "./team-schema";

export * from "./team-schema";
export * from "./news-schema";
export * from "./donations-schema";
export * from "./retention-schema";
export * from "./releases-schema";
export * from "./content-schema";

/** Client-chosen key; a retry with the same key is recognised and not stored again. */
const idempotencyKey = () => text("idempotency_key").unique();
/**
 * SHA-256 of the submission stored with its key: a retry must send the same values (rows from
 * before this column have none and count as matching).
 */
const idempotencyHash = () => text("idempotency_hash");

export const donationPledges = pgTable("donation_pledges", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
  amountCents: integer("amount_cents").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  certificate: boolean("certificate").notNull(),
  address: text("address").notNull(),
  postalCode: text("postal_code").notNull(),
  city: text("city").notNull(),
  note: text("note").notNull(),
  locale: locale(),
  /** Marked by the treasurer in the team area: the day the money arrived and how much. */
  receivedOn: date("received_on", { mode: "string" }),
  receivedCents: integer("received_cents"),
  /** The short code asked for in the transfer's purpose line (e.g. EGN-7K3Q). */
  reference: text("reference").unique(),
  /** Where the receipt may be e-mailed; empty: by post. */
  email: text("email").notNull().default(""),
  /** Closed by the treasurer as "not received" (no money came). */
  notReceivedAt: at("not_received_at"),
  idempotencyKey: idempotencyKey(),
  idempotencyHash: idempotencyHash(),
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: createdAt(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  locale: locale(),
  idempotencyKey: idempotencyKey(),
  idempotencyHash: idempotencyHash(),
});

/**
 * One e-mail per submission (to the team) or newsletter sign-up (to the subscriber). It references the submission (no copy of the personal
 * data), so erasing a submission also removes its pending notification.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    donationId: uuid("donation_id").references(() => donationPledges.id, { onDelete: "cascade" }),
    contactId: uuid("contact_id").references(() => contactMessages.id, { onDelete: "cascade" }),
    /** A newsletter confirmation e-mail, to the subscriber instead of the team. */
    subscriberId: uuid("subscriber_id").references(() => newsletterSubscribers.id, {
      onDelete: "cascade",
    }),
    /** An invitation or sign-in link of the team area, to the member. */
    teamTokenId: uuid("team_token_id").references(() => teamTokens.id, { onDelete: "cascade" }),
    /** A newsletter issue to one subscriber (or a test address). */
    deliveryId: uuid("delivery_id").references(() => newsletterDeliveries.id, {
      onDelete: "cascade",
    }),
    /** A Zuwendungsbestätigung e-mailed to the donor as a PDF attachment. */
    receiptId: uuid("receipt_id").references(() => receipts.id),
    /** The confirmation or sign-in link's token until the e-mail is sent (then cleared). */
    confirmToken: text("confirm_token"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    sentAt: at("sent_at"),
    lastError: text("last_error"),
  },
  (table) => [
    check(
      "notification_outbox_one_submission",
      sql`num_nonnulls(${table.donationId}, ${table.contactId}, ${table.subscriberId}, ${table.teamTokenId}, ${table.deliveryId}, ${table.receiptId}) = 1`,
    ),
    index("notification_outbox_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index("notification_outbox_donation").on(table.donationId),
    index("notification_outbox_contact").on(table.contactId),
    index("notification_outbox_subscriber").on(table.subscriberId),
    index("notification_outbox_team_token").on(table.teamTokenId),
    uniqueIndex("notification_outbox_delivery").on(table.deliveryId),
    index("notification_outbox_receipt").on(table.receiptId),
  ],
);

/**
 * Submissions per client and time window, shared by every server process on one PostgreSQL
 * database (with the embedded database the limit is kept in memory). The key is a hash of the
 * client address; rows are deleted once their window is over.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: at("resets_at").notNull(),
  },
  (table) => [index("rate_limit_windows_resets_at").on(table.resetsAt)],
);

export type DonationRow = typeof donationPledges.$inferSelect;
export type ContactRow = typeof contactMessages.$inferSelect;
export type SubscriberRow = typeof newsletterSubscribers.$inferSelect;
export type OutboxRow = typeof notificationOutbox.$inferSelect;
