/**
 * `npm run db:migrate`: brings the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR) to this version's schema. Servers do the same when they start, on PostgreSQL under
 * an advisory lock (docs/decisions/0042-several-instances.md); run through the running server,
 * the database is already migrated.
 */
import type { CliCommand } from "./command";

export const command: CliCommand = {
  usage: "Aufruf: npm run db:migrate",
  async run({ db, config, io }) {
    await db().catch((error: unknown) => {
      throw new Error(`Die Datenbank konnte nicht migriert werden: ${String(error)}`);
    });
    io.log(
      `Die Datenbank (${config.DATABASE_URL ? "PostgreSQL" : config.DATA_DIR}) ist auf dem Stand.`,
    );
  },
};
