import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterSubscribers as subscribers } from "../db/schema";
import { deleteSubscribers } from "../db/subscribers";
import { recordAudit, type Actor } from "../team/audit";
import { isUuid } from "../db/uuid";

/** A subscriber as the area names one (its row) or the command line does (its address). */
export type SubscriberKey = { id: string } | { email: string };

/**
 * Takes an address off the newsletter list (confirmed or not), with its unsent issue e-mails, and
 * records who did it; false when there was no such subscriber. The area's subscriber list and
 * `npm run subscribers -- remove` both call this.
 */
export async function removeFromList(db: Db, actor: Actor, key: SubscriberKey): Promise<boolean> {
  const id = "id" in key ? key.id : await idOf(db, key.email);
  if (!id || !isUuid(id)) return false;
  if ((await deleteSubscribers(db, eq(subscribers.id, id))) === 0) return false;
  await recordAudit(db, { ...actor, action: "subscriber-removed", target: id });
  return true;
}

async function idOf(db: Db, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(eq(subscribers.email, email.trim().toLowerCase()));
  return row?.id;
}
