/**
 * Several server processes on one PostgreSQL database (as behind a load balancer): they
 * migrate an empty database once, and share the rate limit. (The outbox is tested with two
 * servers in notifications.test.ts.)
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { openDatabase, type Database } from "../../server/db/client";
import { startServer } from "../../server/server";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN, validContact } from "./helpers/harness";

const postgres = databases.find((database) => database.name === "postgres");
const journal = JSON.parse(
  readFileSync(join(projectRoot, "drizzle", "meta", "_journal.json"), "utf8"),
) as { entries: unknown[] };

async function appliedMigrations(database: Database): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select hash from drizzle.__drizzle_migrations order by id`,
  )) as unknown as { rows: { hash: string }[] };
  return result.rows.map((row) => row.hash);
}

/** `npm run db:migrate` with this environment; its exit code and output. */
function migrate(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
    const child = spawn(process.execPath, ["--import", "tsx", "server/cli/main.ts", "migrate"], {
      cwd: projectRoot,
      env: { ...inherited, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("npm run db:migrate", () => {
  it.each(databases)(
    "brings an empty $name database to this version, once",
    async (kind) => {
      const created = await kind.create();
      try {
        const env: Record<string, string> =
          kind.name === "pglite"
            ? { DATA_DIR: `${created.env.DATA_DIR!}/neu` }
            : { DATABASE_URL: created.env.DATABASE_URL! };
        for (let run = 0; run < 2; run += 1) {
          const result = await migrate(env);
          expect(result.code, result.output).toBe(0);
          expect(result.output).toContain("ist auf dem Stand");
        }
        const database = await openDatabase({
          DATABASE_URL: env.DATABASE_URL,
          DATA_DIR: env.DATA_DIR ?? "unused",
        });
        expect(await appliedMigrations(database)).toHaveLength(journal.entries.length);
        await database.close();
      } finally {
        await created.dispose();
      }
    },
    60_000,
  );
});

describe.skipIf(!postgres)("several servers on one PostgreSQL database", () => {
  let url: string;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const created = await postgres!.create();
    url = created.env.DATABASE_URL!;
    dispose = created.dispose;
  });

  afterAll(async () => {
    await dispose?.();
  });

  it("migrate an empty database exactly once when they start together", async () => {
    const opened = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ DATABASE_URL: url, DATA_DIR: "unused" })),
    );
    try {
      const hashes = await appliedMigrations(opened[0]!);
      expect(hashes).toHaveLength(journal.entries.length);
      expect(new Set(hashes).size).toBe(hashes.length);
      for (const database of opened) await expect(database.checkReady()).resolves.toBeUndefined();
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });

  describe("share the rate limit", () => {
    const servers: Awaited<ReturnType<typeof startServer>>[] = [];

    beforeAll(async () => {
      const config = parseConfig({
        DATABASE_URL: url,
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        SITE_ORIGIN,
        MIN_FILL_MS: "0",
        RATE_LIMIT_MAX: "3",
        RATE_LIMIT_WINDOW_MS: "60000",
        TRUST_PROXY: "127.0.0.1",
      });
      for (let i = 0; i < 2; i += 1) servers.push(await startServer(config));
    });

    afterAll(async () => {
      for (const server of servers) await server.app.close();
    });

    /** A JSON post through server `n` (0 or 1) as `client`, with its own CSRF pair. */
    async function post(n: number, client: string, payload: object) {
      const { app } = servers[n]!;
      const { token } = (await app.inject({ method: "GET", url: "/api/csrf" })).json() as {
        token: string;
      };
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: {
          origin: SITE_ORIGIN,
          cookie: `XSRF-TOKEN=${token}`,
          "x-xsrf-token": token,
          "x-forwarded-for": client,
        },
        payload,
      });
      return response.statusCode;
    }

    it("for submissions: the limit of three holds across both", async () => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await post(i % 2, "203.0.113.50", validContact));
      expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
      expect(await post(0, "203.0.113.51", validContact)).toBe(201);
    });

    it("for attempts of any outcome: a flood through both is stopped at the same count", async () => {
      const invalid = { ...validContact, email: "kaputt" };
      const answers = [];
      for (let i = 0; i < 13; i += 1) answers.push(await post(i % 2, "203.0.113.60", invalid));
      expect(answers.slice(0, 12).every((status) => status === 400)).toBe(true);
      expect(answers[12]).toBe(429);
    });
  });
});
