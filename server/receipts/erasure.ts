import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { donations, receiptDonations } from "../db/schema";

const donorMatches = (person: { name?: string | undefined; email?: string | undefined }) => {
  const name = person.name?.trim().replace(/\s+/g, " ").toLowerCase();
  const email = person.email?.trim().toLowerCase();
  const clauses = [
    name ? sql`lower(${donations.donorName}) = ${name}` : undefined,
    email ? sql`lower(${donations.donorEmail}) = ${email}` : undefined,
  ].filter((clause) => clause !== undefined);
  return clauses.length ? sql.join(clauses, sql` or `) : undefined;
};

/**
 * What an erasure request must leave (the duty to keep receipts and their records for ten years,
 * § 50 Abs. 7 EStDV, § 147 AO): the person's confirmed donations and the receipts issued for them.
 */
export async function retainedForPerson(
  db: Db,
  person: { name?: string | undefined; email?: string | undefined },
): Promise<{ donations: number; receipts: number }> {
  const match = donorMatches(person);
  if (!match) return { donations: 0, receipts: 0 };
  const [row] = await db
    .select({
      donations: sql<number>`count(*)::int`,
      receipts: sql<number>`(select count(distinct ${receiptDonations.receiptId})::int from ${receiptDonations} where ${receiptDonations.donationId} in (select ${donations.id} from ${donations} where ${match}))`,
    })
    .from(donations)
    .where(match);
  return row ?? { donations: 0, receipts: 0 };
}

/** Erasure keeps the donations but not the e-mail address, which no record needs once sent. */
export async function forgetDonorEmail(
  db: Db,
  person: { name?: string | undefined; email?: string | undefined },
): Promise<void> {
  const match = donorMatches(person);
  if (match) await db.update(donations).set({ donorEmail: "" }).where(match);
}
