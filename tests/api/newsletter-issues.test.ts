import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  newsletterIssues,
  newsletterSubscribers,
  notificationOutbox,
  teamAuditLog,
} from "../../server/db/schema";
import { run as newsletterCli } from "../../server/cli/newsletter";
import { issueProgress } from "../../server/newsletter/issues";
import { databases } from "./helpers/databases";
import { addSubscribers, quietly } from "./helpers/subscribers";
import { delay, SITE_ORIGIN, useHarness } from "./helpers/harness";
import type { ReceivedMail } from "./helpers/smtp-sink";

const POST = "formula-student-austria-2025";
const SUBJECTS = {
  de: "Formula Student Austria 2025: Platz 8 und ein Podium im Efficiency",
  en: "Formula Student Austria 2025: 8th place and a podium in efficiency",
};
const PER_MINUTE = 6000;
const UNSUBSCRIBE = {
  de: { page: "/newsletter/abmelden", language: "" },
  en: { page: "/en/newsletter/unsubscribe", language: "lang=en&" },
};

/** The one-click address of a received issue, from its List-Unsubscribe header. */
const oneClickOf = (mail: ReceivedMail) =>
  /^<([^>]+)>$/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";

describe.each(databases)("newsletter issues on $name", (database) => {
  const h = useHarness(database, { NEWSLETTER_PER_MINUTE: String(PER_MINUTE) });
  beforeEach(async () => {
    await h.database.db.delete(newsletterIssues);
  });

  it("go to 1000 subscribers exactly once each, in their language, with list headers, at the set pace", async () => {
    const subscribers = await addSubscribers(h.database.db, 1000);
    const started = Date.now();
    await quietly(() => newsletterCli(["send", POST], async () => h.database.db, SITE_ORIGIN));
    const mails = await h.sink.waitFor(1000, 150_000);
    await delay(300);
    expect(mails).toHaveLength(1000);

    const byAddress = new Map(mails.map((mail) => [mail.envelopeTo.join(), mail]));
    expect(byAddress.size).toBe(1000);
    for (const subscriber of subscribers) {
      const mail = byAddress.get(subscriber.email);
      expect(mail, subscriber.email).toBeDefined();
      const locale = subscriber.locale as "de" | "en";
      expect(mail!.subject).toBe(SUBJECTS[locale]);
      expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      // In the subscriber's language: the page's address and the one-click answer.
      const { page, language } = UNSUBSCRIBE[locale];
      expect(oneClickOf(mail!)).toBe(
        `${SITE_ORIGIN}/api/newsletter/unsubscribe?${language}token=${subscriber.unsubscribeToken}`,
      );
      expect(mail!.headers.get("list-id")).toBe('"Newsletter von e-gnition" <news.localhost>');
      expect(mail!.text).toContain(`${SITE_ORIGIN}${page}?token=${subscriber.unsubscribeToken}`);
    }
    const english = mails.find((mail) => mail.subject === SUBJECTS.en)!;
    expect(english.text).toContain(`${SITE_ORIGIN}/en/news/${POST}`);
    expect(english.html).toContain('<html lang="en">');
    // Images come from the site itself; no other address is loaded.
    const sources = [...(english.html ?? "").matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatch(new RegExp(`^${SITE_ORIGIN}/assets/images/`));
    const links = [...(english.html ?? "").matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    expect(links.every((link) => link.startsWith(`${SITE_ORIGIN}/`))).toBe(true);

    // The pace: 6000 a minute is one e-mail per 10 ms, so 1000 take at least about 10 s.
    const times = mails.map((mail) => mail.receivedAt).sort((a, b) => a - b);
    expect(times.at(-1)! - started).toBeGreaterThanOrEqual(999 * 10 * 0.95);
    for (let i = 100; i < times.length; i += 1)
      expect(times[i]! - times[i - 100]!).toBeGreaterThanOrEqual(100 * 10 * 0.9);

    const [issue] = await issueProgress(h.database.db);
    expect(issue).toMatchObject({ recipients: 1000, sent: 1000, waiting: 0, failed: 0 });

    // Sending the post again queues nothing.
    await expect(
      newsletterCli(["send", POST], async () => h.database.db, SITE_ORIGIN),
    ).rejects.toThrow(/schon am .* verschickt/);
    await delay(300);
    expect(h.sink.messages).toHaveLength(1000);
  }, 300_000);

  it("sends a test to one address only, in the language asked for", async () => {
    await addSubscribers(h.database.db, 4);
    await quietly(() =>
      newsletterCli(
        ["send", POST, "--test", "redaktion@example.org", "--lang", "en"],
        async () => h.database.db,
        SITE_ORIGIN,
      ),
    );
    const [mail] = await h.sink.waitFor(1);
    await delay(300);
    expect(h.sink.messages).toHaveLength(1);
    expect(mail!.envelopeTo).toEqual(["redaktion@example.org"]);
    expect(mail!.subject).toBe(SUBJECTS.en);
    expect(mail!.headers.has("list-unsubscribe")).toBe(false);
    const [issue] = await issueProgress(h.database.db);
    expect(issue).toMatchObject({ sentAt: null, tests: 1, recipients: 0 });
    const logged = await h.database.db
      .select({
        action: teamAuditLog.action,
        actor: teamAuditLog.actor,
        target: teamAuditLog.target,
        detail: teamAuditLog.detail,
      })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.target, issue!.id))
      .orderBy(asc(teamAuditLog.id));
    const byCli = { actor: "Kommandozeile", target: issue!.id };
    expect(logged).toEqual([
      { action: "newsletter-issue-created", ...byCli, detail: null },
      { action: "newsletter-test-sent", ...byCli, detail: { locale: "en" } },
    ]);
  });

  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"] as const) {
    it(`unsubscribe with one click from a received issue (${type})`, async () => {
      const [subscriber] = await addSubscribers(h.database.db, 1);
      await quietly(() => newsletterCli(["send", POST], async () => h.database.db, SITE_ORIGIN));
      const [mail] = await h.sink.waitFor(1);
      const url = new URL(oneClickOf(mail!));
      const boundary = "----egn-test";
      const response = await h.app.inject({
        method: "POST",
        url: `${url.pathname}${url.search}`,
        headers: {
          "content-type": type === "multipart/form-data" ? `${type}; boundary=${boundary}` : type,
        },
        payload:
          type === "multipart/form-data"
            ? `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`
            : "List-Unsubscribe=One-Click",
      });
      expect(response.statusCode).toBe(200);
      const left = await h.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, subscriber!.email));
      expect(left).toHaveLength(0);
      // Its delivery and outbox entry went with it.
      expect(await h.database.db.select().from(notificationOutbox)).toHaveLength(0);
    });
  }
});
