import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databases } from "./helpers/databases";
import { delay, useHarness, validContact } from "./helpers/harness";
import { TcpProxy } from "./helpers/tcp-proxy";

const postgres = databases.find((database) => database.name === "postgres");

describe.runIf(postgres)("PostgreSQL connections that break", () => {
  const h = useHarness(postgres!);

  it("fail the work in progress, not the server process", async () => {
    const { db } = h.database;
    // Like a database restart: PostgreSQL ends every other connection of this database.
    const terminateOthers = () =>
      db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await terminateOthers();
        // The broken connection is reported while this transaction holds it, between queries.
        await delay(200);
        await tx.execute(sql`select 1`);
      }),
    ).rejects.toThrow();

    expect((await h.post("/api/contact", validContact)).statusCode).toBe(201);
    expect(await h.count("contacts")).toBe(1);
    await h.sink.waitFor(1);
  });

  it("do not use up the pool when they break as a transaction begins", async () => {
    const direct = new URL(h.config.DATABASE_URL!);
    const proxy = await TcpProxy.start({
      host: direct.hostname,
      port: Number(direct.port || 5432),
    });
    const viaProxy = new URL(direct.href);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    // No notification sender: its queries would meet the broken connection instead.
    await h.restart({ DATABASE_URL: viaProxy.href, SMTP_URL: "" });
    try {
      // More failures than the pool has connections (10).
      for (let i = 0; i < 12; i += 1) {
        await h.database.checkReady(); // leaves an idle connection in the pool
        // The submission's BEGIN goes out on it and the connection breaks (the rate limit's
        // queries before it go through).
        proxy.breakNextUse((chunk) => /\bbegin\b/i.test(chunk.toString("latin1")));
        expect((await h.post("/api/contact", validContact)).statusCode).toBe(503);
      }
      const started = Date.now();
      expect((await h.post("/api/contact", validContact)).statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await h.count("contacts")).toBe(1);
    } finally {
      await h.restart();
      await proxy.cut();
    }
  });
});
