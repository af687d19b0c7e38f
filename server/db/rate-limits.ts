import { lt, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Db } from "./client";
import { rateLimitWindows as windows } from "./schema";

/**
 * Counts one hit for `key` in its current window (a new window of `windowMs` starts with the
 * first hit after the last one ended), in one atomic statement, so that every server process
 * on the database counts into the same window. Returns the hits so far and the milliseconds
 * until the window ends.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const resetsAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const expired = sql`${windows.resetsAt} <= now()`;
  const [row] = await db
    .insert(windows)
    .values({ key: createHash("sha256").update(key).digest("base64url"), hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: windows.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${windows.hits} + 1 end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${windows.resetsAt} end`,
      },
    })
    .returning({
      current: windows.hits,
      ttl: sql<number>`ceil(greatest(0, extract(epoch from ${windows.resetsAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error("rate limit: no row returned");
  return row;
}

/** Deletes the windows that are over. */
export async function deleteEndedWindows(db: Db): Promise<void> {
  await db.delete(windows).where(lt(windows.resetsAt, sql`now()`));
}
