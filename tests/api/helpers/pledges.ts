import type { Db } from "../../../server/db/client";
import { donationPledges } from "../../../server/db/schema";

type PledgeValues = Partial<typeof donationPledges.$inferInsert>;

/** A stored pledge of 50 € by Max Mustermann with a receipt to his address, as `values` change it. */
export async function insertPledge(db: Db, values: PledgeValues = {}) {
  const [row] = await db
    .insert(donationPledges)
    .values({
      amountCents: 5000,
      firstName: "Max",
      lastName: "Mustermann",
      certificate: true,
      address: "Musterstraße 1",
      postalCode: "20095",
      city: "Hamburg",
      note: "",
      ...values,
    })
    .returning();
  return row!;
}

/** The same pledge without a receipt, so without an address. */
export const withoutReceipt: PledgeValues = {
  certificate: false,
  address: "",
  postalCode: "",
  city: "",
};
