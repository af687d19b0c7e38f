import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase } from "../../../server/db/client";

export interface TestDatabaseEnv {
  DATA_DIR?: string;
  DATABASE_URL?: string;
}

/** A database kind the API suite runs against; `create` makes an empty, migrated database. */
export interface TestDatabase {
  name: "pglite" | "postgres";
  create(): Promise<{ env: TestDatabaseEnv; dispose(): Promise<void> }>;
}

const migrationsDir = new URL("../../../drizzle/", import.meta.url);

/**
 * Creating a PGlite data directory takes seconds, copying one a fraction of that: the first
 * test process builds a migrated template (per migration set), all tests copy it.
 */
let template: Promise<string> | undefined;
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash("sha256");
    for (const file of readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
      if (file.endsWith(".sql") || file.endsWith(".json"))
        hash.update(file).update(readFileSync(new URL(file, migrationsDir)));
    }
    const dir = join(tmpdir(), `egn-pglite-template-${hash.digest("hex").slice(0, 16)}`);
    if (existsSync(dir)) return dir;
    const building = `${dir}.${process.pid}-${randomBytes(4).toString("hex")}`;
    const database = await openDatabase({ DATA_DIR: building });
    await database.close();
    try {
      renameSync(building, dir);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another test process was faster
    }
    return dir;
  })();
  return template;
}

const pglite: TestDatabase = {
  name: "pglite",
  async create() {
    const dir = mkdtempSync(join(tmpdir(), "egn-test-"));
    cpSync(await pgliteTemplate(), dir, { recursive: true });
    return {
      env: { DATA_DIR: dir },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

/** A fresh PostgreSQL database per test file, dropped afterwards. */
export function postgres(adminUrl: string): TestDatabase {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgres",
    async create() {
      const name = `egn_test_${randomBytes(6).toString("hex")}`;
      await admin((client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.href },
        dispose: () =>
          admin((client) => client.query(`drop database if exists ${name} with (force)`)).then(
            () => {},
          ),
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];
