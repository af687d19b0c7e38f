import { and, eq, notExists } from "drizzle-orm";
import type { Db } from "../db/client";
import { isUuid } from "../db/uuid";
import { donationPledges, donations } from "../db/schema";
import { recordAudit, type Actor } from "../team/audit";

/**
 * Marks a pledge as paid by money that is in no bank statement (cash, say), and records who did.
 * Refused as "recorded" once a credit was matched to it: that is the payment, with its receipt.
 */
export async function markReceived(
  db: Db,
  who: Actor,
  id: string,
  receivedOn: string,
  receivedCents: number,
): Promise<"marked" | "missing" | "recorded"> {
  if (!isUuid(id)) return "missing";
  const updated = await db
    .update(donationPledges)
    .set({ receivedOn, receivedCents })
    .where(
      and(
        eq(donationPledges.id, id),
        notExists(db.select().from(donations).where(eq(donations.pledgeId, id))),
      ),
    )
    .returning({ id: donationPledges.id });
  if (updated.length === 0) {
    const [pledge] = await db
      .select({ id: donationPledges.id })
      .from(donationPledges)
      .where(eq(donationPledges.id, id));
    return pledge ? "recorded" : "missing";
  }
  await recordAudit(db, {
    ...who,
    action: "pledge-received",
    target: id,
    detail: { receivedOn, cents: receivedCents },
  });
  return "marked";
}
