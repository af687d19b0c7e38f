import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databases } from "./helpers/databases";
import { useHarness, validContact } from "./helpers/harness";

describe.each(databases)("health checks for a load balancer on $name", (database) => {
  const h = useHarness(database);
  const get = (url: string) => h.app.inject({ method: "GET", url });

  it("live and ready while all is well, never stored, and not logged", async () => {
    for (const url of ["/api/health/live", "/api/health/ready", "/api/health"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: "ok" });
      expect(response.headers["cache-control"], url).toBe("no-store");
    }
    expect(h.logs.join("")).not.toMatch(/api\/health/);
  });

  it("not ready while the database lacks a migration of this version", async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await h.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    try {
      const ready = await get("/api/health/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe("error");
      expect((await get("/api/health/live")).statusCode).toBe(200);
    } finally {
      await h.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      );
    }
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });

  it("not ready while draining, though everything else is still served", async () => {
    h.app.draining = true;
    try {
      const ready = await get("/api/health/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "draining" });
      expect((await get("/api/health")).statusCode).toBe(503);
      const live = await get("/api/health/live");
      expect(live.statusCode).toBe(200);
      // Every answer closes its connection, so that kept-alive ones do not delay the exit.
      expect(live.headers.connection).toBe("close");
      expect((await h.post("/api/contact", validContact)).statusCode).toBe(201);
    } finally {
      h.app.draining = false;
    }
    await h.sink.waitFor(1);
  });

  it("not ready when the database is gone", async () => {
    await h.database.close();
    expect((await get("/api/health/ready")).statusCode).toBe(503);
    expect((await get("/api/health/live")).statusCode).toBe(200);
    await h.restart();
    expect((await get("/api/health/ready")).statusCode).toBe(200);
  });
});
