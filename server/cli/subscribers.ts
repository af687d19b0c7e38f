/**
 * `npm run subscribers -- <command>`: the built-in newsletter's confirmed subscribers for the
 * team's mailing tool. See docs/decisions/0081-built-in-newsletter.md.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Db } from "../db/client";
import { deleteExpiredSignUps, listConfirmed } from "../db/subscribers";
import { exportSubscribers, subscribersCsv } from "../newsletter/export-subscribers";
import { removeFromList } from "../newsletter/remove-subscriber";
import { CLI_ACTOR } from "../retention/purges";
import { formatDateTime, languageName } from "../format";
import { processIo, UsageError, type CliCommand, type CommandIo } from "./command";
import { printable } from "../../app/lib/printable";
import { writePrivateFile } from "./private-file";

const USAGE = `Aufruf: npm run subscribers -- <Befehl>

  list                      bestätigte Abonnentinnen und Abonnenten, älteste zuerst
  export [--out datei.csv]  als CSV (Semikolon, UTF-8) mit Abmelde-Link je Adresse
  remove <adresse>          eine Adresse austragen (bestätigt oder nicht)
  purge                     unbestätigte Anmeldungen mit abgelaufenem Link löschen`;

export async function run(
  args: string[],
  db: () => Promise<Db>,
  siteOrigin: string,
  io: CommandIo = processIo,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: "string" } },
  });
  const [command, argument] = positionals;
  switch (command) {
    case "list": {
      const rows = await listConfirmed(await db());
      for (const row of rows)
        io.log(
          printable(
            `${formatDateTime(row.confirmedAt!).padEnd(19)} ${languageName(row.locale).padEnd(8)} ${row.email}${row.name ? ` (${row.name})` : ""}`,
          ),
        );
      return io.log(`${rows.length} bestätigt`);
    }
    case "export": {
      const rows = await exportSubscribers(await db(), { actor: CLI_ACTOR });
      const csv = subscribersCsv(rows, siteOrigin);
      if (!values.out) return void io.write(csv);
      writePrivateFile(resolve(io.cwd, values.out), csv);
      return io.error(`Gespeichert: ${values.out}`);
    }
    case "remove": {
      if (!argument) throw new UsageError("remove braucht eine E-Mail-Adresse.");
      const removed = await removeFromList(await db(), { actor: CLI_ACTOR }, { email: argument });
      return io.log(
        printable(removed ? `Ausgetragen: ${argument}` : `Nicht eingetragen: ${argument}`),
      );
    }
    case "purge":
      return io.log(`Gelöscht: ${await deleteExpiredSignUps(await db())} abgelaufene Anmeldungen`);
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

export const command: CliCommand = {
  usage: USAGE,
  run: ({ args, db, config, io }) => run(args, db, config.SITE_ORIGIN, io),
};
