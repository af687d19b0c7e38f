import { customType, text, timestamp } from "drizzle-orm/pg-core";

/** Column kinds every table file uses. */

/** A moment, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** The language of the page the visitor used ("de", "en"): what the e-mails say or are written in. */
export const locale = () => text("locale").notNull().default("de");

/** When the row was made. */
export const createdAt = () => at("created_at").notNull().defaultNow();

/** Raw bytes (a passkey's public key, a receipt's PDF). */
export const bytes = customType<{ data: Uint8Array; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** The largest amount in cents an integer column holds (PostgreSQL's `integer`): 21.474.836,47 €. */
export const MAX_CENTS = 2_147_483_647;
