import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { makePrivate } from "../files";
import { projectRoot } from "../site";
import { lockDataDir } from "./lock";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** The embedded database (one process only) or a PostgreSQL server (shared by processes). */
  kind: "pglite" | "postgres";
  /** Throws when the database cannot answer or lacks a migration of this version. */
  checkReady(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

const migrationsFolder = join(projectRoot, "drizzle");
/** Arbitrary constant: serialises migrations when several servers start at once. */
const MIGRATION_LOCK_ID = 7_112_011;

/** The time stamp of the newest migration of this version (drizzle records it when applied). */
const newestMigration = Math.max(
  ...(
    JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { when: number }[];
    }
  ).entries.map((entry) => entry.when),
);

async function checkReady(db: Db): Promise<void> {
  const result = (await db.execute(
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | number | null }[] };
  if (Number(result.rows[0]?.newest ?? 0) < newestMigration)
    throw new Error("the database lacks migrations of this version");
}

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite database in DATA_DIR, and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.DATABASE_URL
    ? await openPostgres(options.DATABASE_URL)
    : await openPglite(options.DATA_DIR);
  let closing: Promise<void> | undefined;
  return {
    ...database,
    checkReady: () => checkReady(database.db),
    close: () => (closing ??= database.close()),
  };
}

type OpenDatabase = Omit<Database, "checkReady">;

async function openPglite(dataDir: string): Promise<OpenDatabase> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = await lockDataDir(dataDir);
  // Also files written by an older version or copied in with other modes.
  makePrivate(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(dataDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    // PGlite sets some files' modes itself (its relation cache files: 0644).
    makePrivate(dataDir);
    const open = client;
    const close = () => open.close().then(() => makePrivate(dataDir));
    return { db, kind: "pglite", close: () => close().finally(unlock) };
  } catch (error) {
    await client?.close().catch(() => {});
    await unlock();
    throw error;
  }
}

/**
 * drizzle-orm (0.45) does not give a client back to the pool when its transaction's BEGIN fails,
 * as it does when the connection breaks at that moment: the client stays checked out for good,
 * and once `max` clients are lost that way every query waits for a free one until it times out
 * (the site answers 503 until it is restarted). So a client in use whose connection breaks is
 * handed back at once (the pool drops it), and a later release of it is ignored.
 */
function releaseBrokenClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient>;
  async function connectGuarded(): Promise<pg.PoolClient> {
    const client = await connect();
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener("error", releaseOnce);
      release(error);
    };
    client.on("error", releaseOnce);
    client.release = releaseOnce;
    return client;
  }
  // The pool's own query() connects with a callback and guards its client itself.
  pool.connect = ((callback?: unknown) =>
    callback ? connect(callback) : connectGuarded()) as typeof pool.connect;
}

async function openPostgres(connectionString: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // A connection that breaks must not crash the process: the pool handles idle clients ("error"
  // on the pool); a client in use (e.g. inside a transaction) emits "error" on itself, and its
  // failing query reports the problem.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  releaseBrokenClients(pool);
  const db = drizzleNodePg({ client: pool, schema });
  try {
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, kind: "postgres", close: () => pool.end() };
}
