import { pathToFileURL } from "node:url";
import { loadConfig, type Config } from "../config";
import { openDatabase, type Db } from "../db/client";
import { DatabaseLockedError } from "../db/lock";
import { createPrivateFiles } from "../files";

/** A mistake in the command line: printed with the usage. */
export class UsageError extends Error {}

/** `--now`: the moment retention periods are counted back from (default: now). */
export function parseNow(value: string | undefined): Date {
  if (value === undefined) return new Date();
  const now = new Date(value);
  if (Number.isNaN(now.getTime()))
    throw new UsageError(
      `Ungültiges Datum "${value}" für --now, z. B. 2026-01-31 oder 2026-01-31T12:00:00Z.`,
    );
  return now;
}

/** Whether the module at `url` is the script node was started with. */
export const isMain = (url: string) =>
  Boolean(process.argv[1]) && url === pathToFileURL(process.argv[1]!).href;

/**
 * Runs a team command with the process's arguments: the database is opened on first use and
 * closed at the end; mistakes are printed (with `usage` for wrong arguments), exit code 1.
 */
export async function runCommand(
  usage: string,
  run: (args: string[], db: () => Promise<Db>, config: Config) => Promise<void>,
): Promise<void> {
  createPrivateFiles();
  const config = loadConfig();
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    await run(
      process.argv.slice(2),
      async () => (database ??= await openDatabase(config)).db,
      config,
    );
  } catch (error) {
    const badArguments = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    if (error instanceof UsageError || badArguments)
      console.error(`${(error as Error).message}\n\n${usage}`);
    else if (error instanceof DatabaseLockedError) console.error(error.message);
    else console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
