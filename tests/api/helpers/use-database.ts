import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../../server/db/client";
import type { TestDatabase } from "./databases";

/**
 * A fresh, migrated database of `kind` for the enclosing `describe` (no server): for tests that
 * call use cases directly. Read `.db` inside the tests, once `beforeAll` has opened it.
 */
export function useDatabase(kind: TestDatabase): { readonly db: Database["db"] } {
  let database: Database | undefined;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await kind.create();
    dispose = created.dispose;
    database = await openDatabase({ DATA_DIR: "unused", ...created.env });
  });
  afterAll(async () => {
    await database?.close();
    await dispose?.();
  });
  return {
    get db() {
      if (!database) throw new Error("the database opens in beforeAll");
      return database.db;
    },
  };
}
