import { describe, expect, it } from "vitest";
import { notificationOutbox } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { delay, SITE_ORIGIN, useHarness, validContact, validDonation } from "./helpers/harness";

describe.each(databases)("notification e-mails on $name", (database) => {
  const h = useHarness(database);

  it("are retried while SMTP is down and arrive exactly once when it is back", async () => {
    await h.sink.stop();
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await h.post("/api/contact", { ...validContact, subject: `Nachricht ${i}` })).statusCode,
      ).toBe(201);
    }
    expect((await h.post("/api/donation", validDonation)).statusCode).toBe(201);
    // Every e-mail tried once and failed (on a busy machine the first tries take a moment).
    const triedAndFailed = async () => {
      const rows = await h.database.db.select().from(notificationOutbox);
      return rows.length === 4 && rows.every((row) => row.attempts >= 1 && row.lastError);
    };
    for (let waited = 0; !(await triedAndFailed()) && waited < 10_000; waited += 100)
      await delay(100);
    const pending = await h.database.db.select().from(notificationOutbox);
    expect(pending).toHaveLength(4);
    expect(pending.every((row) => row.sentAt === null && row.attempts >= 1 && row.lastError)).toBe(
      true,
    );
    const failure = h.logs
      .map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> })
      .find((line) => line.msg === "notification e-mail failed, will retry");
    expect(failure?.err).toMatchObject({
      type: expect.stringMatching(/Error/),
      code: expect.any(String),
      message: expect.not.stringContaining("[object Object]"),
    });

    await h.sink.start();
    await h.sink.waitFor(4, 15_000);
    for (let waited = 0; waited < 10_000; waited += 100) {
      const rows = await h.database.db.select().from(notificationOutbox);
      if (rows.every((row) => row.sentAt !== null)) break;
      await delay(100);
    }
    await delay(400);
    expect(h.sink.messages.map((mail) => mail.subject).sort()).toEqual([
      "Neue Kontaktanfrage: Nachricht 0",
      "Neue Kontaktanfrage: Nachricht 1",
      "Neue Kontaktanfrage: Nachricht 2",
      "Neue Spendenzusage: 50,00 € von Max Mustermann",
    ]);
    const sent = await h.database.db.select().from(notificationOutbox);
    expect(sent.every((row) => row.sentAt !== null && row.lastError === null)).toBe(true);
  });

  it("survive a restart between submission and sending", async () => {
    await h.sink.stop();
    await h.post("/api/donation", validDonation);
    await h.post("/api/contact", validContact);
    await delay(100);
    await h.app.close(); // pending notifications stay in the outbox
    await h.sink.start();
    expect(h.sink.messages).toHaveLength(0);

    await h.restart();
    await h.sink.waitFor(2);
    await delay(400);
    expect(h.sink.messages).toHaveLength(2);
  });

  it("wait in the outbox without SMTP_URL and go out once it is configured", async () => {
    await h.restart({ SMTP_URL: "" });
    expect(h.logs.join("\n")).toContain("SMTP_URL is not set");
    await h.post("/api/contact", validContact);
    await delay(200);
    expect(h.sink.messages).toHaveLength(0);

    await h.restart();
    await h.sink.waitFor(1);
    await delay(300);
    expect(h.sink.messages).toHaveLength(1);
  });

  it.skipIf(database.name !== "postgres")(
    "are sent once even with two servers on one database",
    async () => {
      const { startServer } = await import("../../server/server");
      const { FAST_OUTBOX } = await import("./helpers/harness");
      const second = await startServer(h.config, {
        logStream: { write: () => {} },
        outboxTiming: FAST_OUTBOX,
      });
      try {
        await h.sink.stop();
        // Half of them through each server (the CSRF pair is valid on both).
        for (let i = 0; i < 10; i += 1) {
          const response = await (i % 2 ? second.app : h.app).inject({
            method: "POST",
            url: "/api/contact",
            headers: {
              origin: SITE_ORIGIN,
              cookie: `XSRF-TOKEN=${h.token}`,
              "x-xsrf-token": h.token,
            },
            payload: { ...validContact, subject: `Nr. ${i}` },
          });
          expect(response.statusCode).toBe(201);
        }
        await h.sink.start();
        await h.sink.waitFor(10);
        await delay(500);
        expect(new Set(h.sink.messages.map((mail) => mail.subject)).size).toBe(10);
        expect(h.sink.messages).toHaveLength(10);
      } finally {
        await second.app.close();
      }
    },
  );
});
