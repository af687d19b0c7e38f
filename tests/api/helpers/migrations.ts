import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { projectRoot } from "../../../server/site";
import type { DatabaseOptions } from "../../../server/db/client";
import type { TestDatabase } from "./databases";

/** A copy of the migrations folder without the migration `tag` and what came after it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "egn-migrations-"));
  cpSync(join(projectRoot, "drizzle"), folder, { recursive: true });
  const file = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`no migration ${tag} after the first`);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/**
 * A database as it was before the migration `tag`, holding `rows`: opening it with
 * `openDatabase(env)` runs that migration and the later ones on those rows.
 */
export async function databaseBefore(
  database: TestDatabase,
  tag: string,
  rows: SQL[],
): Promise<{ env: DatabaseOptions; dispose(): Promise<void> }> {
  const created = await database.create();
  const migrations = migrationsBefore(tag);
  // The PGlite template is migrated to the end already: a directory of its own, empty.
  const env: DatabaseOptions =
    database.name === "pglite"
      ? { DATA_DIR: join(created.env.DATA_DIR!, "vorher") }
      : { DATABASE_URL: created.env.DATABASE_URL!, DATA_DIR: "unused" };
  try {
    if (env.DATABASE_URL) {
      const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
      const db = drizzleNodePg({ client: pool });
      await migrateNodePg(db, { migrationsFolder: migrations });
      for (const row of rows) await db.execute(row);
      await pool.end();
    } else {
      const client = await PGlite.create(env.DATA_DIR);
      const db = drizzlePglite({ client });
      await migratePglite(db, { migrationsFolder: migrations });
      for (const row of rows) await db.execute(row);
      await client.close();
    }
  } catch (error) {
    await created.dispose();
    throw error;
  } finally {
    rmSync(migrations, { recursive: true, force: true });
  }
  return { env, dispose: created.dispose };
}
