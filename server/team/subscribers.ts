import { and, desc, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscribers as subscribers, type SubscriberRow } from "../db/schema";

export async function subscriberCounts(db: Db): Promise<{ pending: number; confirmed: number }> {
  const [row] = await db
    .select({
      confirmed: sql<number>`count(${subscribers.confirmedAt})::int`,
      pending: sql<number>`(count(*) - count(${subscribers.confirmedAt}))::int`,
    })
    .from(subscribers);
  return { pending: row?.pending ?? 0, confirmed: row?.confirmed ?? 0 };
}

const like = (value: string) => `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Confirmed subscribers, newest first, optionally those whose address or name contains `search`. */
export async function searchSubscribers(
  db: Db,
  search: string | undefined,
  limit = 200,
): Promise<SubscriberRow[]> {
  return db
    .select()
    .from(subscribers)
    .where(
      and(
        isNotNull(subscribers.confirmedAt),
        search
          ? sql`(lower(${subscribers.email}) like ${like(search)} or lower(${subscribers.name}) like ${like(search)})`
          : undefined,
      ),
    )
    .orderBy(desc(subscribers.confirmedAt))
    .limit(limit);
}
