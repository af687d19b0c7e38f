/**
 * `npm run db:migrate`: brings the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR) to this version's schema and exits. Servers do the same when they start, on
 * PostgreSQL under an advisory lock (docs/decisions/0042-several-instances.md).
 */
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createPrivateFiles } from "../files";

createPrivateFiles();
const config = loadConfig();
const database = await openDatabase(config).catch((error: unknown) => {
  console.error(`Die Datenbank konnte nicht migriert werden: ${String(error)}`);
  process.exit(1);
});
await database.close();
console.log(
  `Die Datenbank (${config.DATABASE_URL ? "PostgreSQL" : config.DATA_DIR}) ist auf dem Stand.`,
);
