import { databases } from "../../api/helpers/databases";
import { SmtpSink } from "../../api/helpers/smtp-sink";
import type { ScenarioContext } from "./scenario";
import type { DatabaseEnv } from "./store";

/** An empty, migrated PGlite data directory (copied from the API tests' template), removed afterwards. */
export async function freshPglite(ctx: ScenarioContext): Promise<{ DATA_DIR: string }> {
  const created = await databases.find((database) => database.name === "pglite")!.create();
  ctx.defer(created.dispose);
  return { DATA_DIR: created.env.DATA_DIR! };
}

/** A new PostgreSQL database on TEST_DATABASE_URL's server, dropped afterwards; undefined without it. */
export async function freshPostgres(ctx: ScenarioContext): Promise<DatabaseEnv | undefined> {
  const postgres = databases.find((database) => database.name === "postgres");
  if (!postgres) return undefined;
  const created = await postgres.create();
  ctx.defer(created.dispose);
  return { DATABASE_URL: created.env.DATABASE_URL! };
}

/** The API tests' SMTP sink on 127.0.0.1, stopped afterwards. */
export async function startSink(ctx: ScenarioContext): Promise<SmtpSink> {
  const sink = await SmtpSink.start();
  ctx.defer(() => sink.stop());
  return sink;
}
