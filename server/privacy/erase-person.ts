import { eraseSubmissions, findPersonSubmissions, type PersonQuery } from "../db/admin";
import type { Db } from "../db/client";
import { removeSubscriber } from "../db/subscribers";
import { forgetDonorEmail } from "../receipts/erasure";
import { recordAudit, type Actor } from "../team/audit";

export interface ErasureResult {
  /** Donation pledges and contact messages deleted, with their pending e-mails. */
  submissions: number;
  /** Whether the address was on the newsletter list (and is now off it). */
  subscriber: boolean;
}

/**
 * A person's request to erase their data (Art. 17 GDPR): their submissions, the e-mail address
 * at their recorded donations (the donations and receipts themselves stay for the ten years the
 * tax law asks for) and their newsletter subscription, with one audit entry. The area's erasure
 * page and `npm run submissions -- erase --yes` both do exactly this. Repeating it is harmless.
 */
export async function erasePerson(
  db: Db,
  actor: Actor,
  person: PersonQuery,
): Promise<ErasureResult> {
  const records = await findPersonSubmissions(db, person);
  await eraseSubmissions(db, records);
  await forgetDonorEmail(db, person);
  const subscriber = person.email ? await removeSubscriber(db, person.email) : false;
  await recordAudit(db, {
    ...actor,
    action: "submissions-erased",
    detail: { count: records.length, subscriber },
  });
  return { submissions: records.length, subscriber };
}
