import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { DatabaseLockedError } from "../../server/db/lock";
import { databases } from "./helpers/databases";
import { useHarness, validContact, validDonation } from "./helpers/harness";

describe.each(databases)("database failures on $name", (database) => {
  const h = useHarness(database);

  it("answer 503 with a German message when the database is gone, and health says so", async () => {
    await h.database.close();
    const response = await h.post("/api/donation", validDonation);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message:
        "Ihre Angaben konnten gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.",
    });
    expect(response.body).not.toMatch(/stack|Error|select|insert/i);
    const health = await h.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json().status).toBe("error");

    await h.restart();
    expect(await h.count("donations")).toBe(0);
    expect(await h.count("outbox")).toBe(0);
    expect((await h.post("/api/contact", validContact)).statusCode).toBe(201);
    await h.sink.waitFor(1);
  });
});

describe.each(databases)("atomic storage on $name", (database) => {
  const h = useHarness(database);

  it("stores nothing when the notification cannot be queued", async () => {
    await h.database.db.execute(sql`alter table notification_outbox rename to outbox_away`);
    try {
      expect((await h.post("/api/donation", validDonation)).statusCode).toBe(503);
      expect((await h.post("/api/contact", validContact)).statusCode).toBe(503);
    } finally {
      await h.database.db.execute(sql`alter table outbox_away rename to notification_outbox`);
    }
    expect(await h.count("donations")).toBe(0);
    expect(await h.count("contacts")).toBe(0);
  });
});

describe("opening the database", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "fails with a clear error when PostgreSQL is unreachable",
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://localhost/test");
      url.port = "1";
      await expect(openDatabase({ DATABASE_URL: url.href, DATA_DIR: "unused" })).rejects.toThrow(
        /ECONNREFUSED/,
      );
    },
  );

  it("refuses a second process on the same PGlite data directory", async () => {
    const created = await databases[0]!.create();
    const first = await openDatabase({ DATA_DIR: created.env.DATA_DIR! });
    try {
      await expect(openDatabase({ DATA_DIR: created.env.DATA_DIR! })).rejects.toThrow(
        DatabaseLockedError,
      );
      await expect(openDatabase({ DATA_DIR: created.env.DATA_DIR! })).rejects.toThrow(
        /vermutlich vom laufenden Server/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ DATA_DIR: created.env.DATA_DIR! });
    await again.close();
    await created.dispose();
  });
});
