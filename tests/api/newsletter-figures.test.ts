/**
 * A sent issue's figures are its history: counted as each e-mail goes out or fails, and kept
 * when subscribers leave later; an address that leaves before its e-mail went out is withdrawn.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { markFailed, markSent } from "../../server/db/outbox";
import {
  newsletterDeliveries,
  newsletterSubscribers,
  notificationOutbox,
} from "../../server/db/schema";
import { removeSubscriber, unsubscribe } from "../../server/db/subscribers";
import { createIssue, issueProgress, queueToSubscribers } from "../../server/newsletter/issues";
import { removeFromList } from "../../server/newsletter/remove-subscriber";
import { databases } from "./helpers/databases";
import { addSubscribers } from "./helpers/subscribers";
import { useDatabase } from "./helpers/use-database";

const content = { subject: "Testtag", html: "<p>Testtag</p>", text: "Testtag" };

describe.each(databases)("a sent issue's figures on $name", (kind) => {
  const database = useDatabase(kind);

  it("are counted as the e-mails go and stay when subscribers leave later", async () => {
    const { db } = database;
    await addSubscribers(db, 6);
    const issue = await createIssue(
      db,
      { actor: "test" },
      {
        postSlug: null,
        createdBy: "test",
        content: { de: content, en: content },
      },
    );
    await queueToSubscribers(db, { actor: "test" }, issue.id);
    const entries = await db
      .select({ id: notificationOutbox.id, subscriberId: newsletterDeliveries.subscriberId })
      .from(notificationOutbox)
      .innerJoin(newsletterDeliveries, eq(notificationOutbox.deliveryId, newsletterDeliveries.id))
      .orderBy(asc(notificationOutbox.id));
    expect(entries).toHaveLength(6);
    const [a, b, c, d] = entries;

    await markSent(db, a!.id);
    await markSent(db, a!.id); // a second worker after a lease: counted once
    await markFailed(db, b!.id, "450 try later", 0);
    await markFailed(db, b!.id, "450 try later", 0); // still one failing e-mail
    await markFailed(db, c!.id, "450 try later", 0);
    await markSent(db, c!.id); // failed once, then went out
    await markFailed(db, d!.id, "450 try later", 0);
    const figures = async () => (await issueProgress(db))[0];
    expect(await figures()).toMatchObject({
      recipients: 6,
      sent: 2,
      failed: 2,
      waiting: 2,
      withdrawn: 0,
    });

    // The subscribers of the sent e-mails leave, by every way there is: nothing changes.
    const byId = async (id: string | null) =>
      (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id!)))[0]!;
    expect(await unsubscribe(db, (await byId(a!.subscriberId)).unsubscribeToken)).toBe(true);
    expect(await removeFromList(db, { actor: "Test" }, { id: c!.subscriberId! })).toBe(true);
    expect(await figures()).toMatchObject({ sent: 2, failed: 2, waiting: 2, withdrawn: 0 });

    // One failing and one waiting leave before theirs went out: withdrawn, not sent.
    expect(await removeSubscriber(db, (await byId(b!.subscriberId)).email)).toBe(true);
    expect(await removeFromList(db, { actor: "Test" }, { id: entries[4]!.subscriberId! })).toBe(
      true,
    );
    expect(await figures()).toMatchObject({
      recipients: 6,
      sent: 2,
      failed: 1,
      waiting: 1,
      withdrawn: 2,
    });
  });
});
