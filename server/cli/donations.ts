/**
 * `npm run donations -- <command>`: the bank statement import of docs/donations.md from the
 * command line (the team area's "Kasse" page does the same).
 */
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Db } from "../db/client";
import { CamtError } from "../donations/camt";
import { importStatement } from "../donations/credits";
import { CLI_ACTOR } from "../retention/purges";
import { processIo, UsageError, type CliCommand, type CommandIo } from "./command";

const USAGE = `Aufruf: npm run donations -- <Befehl>

  import <datei>   camt.053-Kontoauszug (XML oder ZIP) einlesen; nur Gutschriften, jede einmal`;

export async function run(
  args: string[],
  db: () => Promise<Db>,
  io: CommandIo = processIo,
): Promise<void> {
  const { positionals } = parseArgs({ args, allowPositionals: true });
  const [command, file] = positionals;
  switch (command) {
    case "import": {
      if (!file) throw new UsageError("import braucht eine Datei.");
      try {
        const result = await importStatement(
          await db(),
          { actor: CLI_ACTOR },
          readFileSync(resolve(io.cwd, file)),
          basename(file),
        );
        return io.log(
          `Neu: ${result.added} Gutschriften · schon eingelesen: ${result.known} · übergangen (keine gebuchte Gutschrift in Euro): ${result.skipped}`,
        );
      } catch (error) {
        if (error instanceof CamtError) throw new Error(`Nicht eingelesen: ${error.message}`);
        throw error;
      }
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

export const command: CliCommand = {
  usage: USAGE,
  run: ({ args, db, io }) => run(args, db, io),
};
