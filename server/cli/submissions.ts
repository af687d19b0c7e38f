/**
 * `npm run submissions -- <command>`: see, export and erase donation pledges and contact messages,
 * and delete those past their retention period.
 * See docs/submissions.md.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  findExpiredSubmissions,
  findPersonSubmissions,
  findSubmission,
  listSubmissions,
  purgeExpiredSubmissions,
  type SubmissionRecord,
} from "../db/admin";
import type { Db } from "../db/client";
import {
  CONTACT_RETENTION_DAYS,
  DONATION_RETENTION_DAYS,
  DONATION_WITH_CERTIFICATE_RETENTION_DAYS,
} from "../db/retention";
import type { SubmissionKind } from "../db/submissions";
import { retainedForPerson } from "../receipts/erasure";
import { erasePerson } from "../privacy/erase-person";
import { exportSubmissions } from "../submissions/export";
import {
  KIND_LABEL,
  languageOf,
  notificationState,
  submissionFields,
  submissionsCsv,
} from "../submissions/submission-fields";
import { CLI_ACTOR, recordPurge } from "../retention/purges";
import { formatDateTime, formatFields } from "../format";
import { formatEuro } from "../../app/i18n/format";
import { parseNow, processIo, UsageError, type CliCommand, type CommandIo } from "./command";
import { printable } from "../../app/lib/printable";
import { writePrivateFile } from "./private-file";

const USAGE = `Aufruf: npm run submissions -- <Befehl>

  list [--kind donation|contact]          alle Eingänge, neueste zuerst
  show <id>                               einen Eingang vollständig anzeigen
  export [--kind donation|contact] [--out datei.csv]
                                          als CSV (Semikolon, UTF-8) ausgeben oder speichern
  erase --email <adresse> [--name "Vorname Nachname"] [--id <id>] [--yes]
                                          alle Daten einer Person löschen (ohne --yes nur anzeigen)
  purge [--yes] [--now <ISO-Datum>]       Eingänge nach Ablauf der Speicherfrist löschen (ohne --yes
                                          nur anzeigen; --now: Stichtag statt heute)`;

function headline(record: SubmissionRecord): string {
  const summary =
    record.kind === "donation"
      ? `${formatEuro(record.row.amountCents)} von ${record.row.firstName} ${record.row.lastName}`
      : `${record.row.name} <${record.row.email}>${record.row.subject ? `: ${record.row.subject}` : ""}`;
  return `${formatDateTime(record.row.createdAt).padEnd(19)} ${KIND_LABEL[record.kind].padEnd(8)} ${languageOf(record).padEnd(8)} ${summary.replace(/\s+/g, " ").slice(0, 70)}`;
}

function printList(io: CommandIo, records: SubmissionRecord[]) {
  for (const record of records) {
    io.log(
      printable(
        `${headline(record)}\n${" ".repeat(20)}${record.row.id} · E-Mail ans Team: ${notificationState(record)}`,
      ),
    );
  }
  io.log(`${records.length} ${records.length === 1 ? "Eingang" : "Eingänge"}`);
}

function printRecord(io: CommandIo, record: SubmissionRecord) {
  const rows: [string, string][] = [
    ["Art", KIND_LABEL[record.kind]],
    ["Kennung", record.row.id],
    ["Eingang", formatDateTime(record.row.createdAt)],
    ["Sprache", languageOf(record)],
    ...submissionFields(record),
    ["E-Mail ans Team", notificationState(record)],
  ];
  io.log(printable(formatFields(rows)));
}

function parseKind(value: string | undefined): SubmissionKind | undefined {
  if (value === undefined || value === "donation" || value === "contact") return value;
  throw new UsageError(`Unbekannte Art "${value}": donation oder contact.`);
}

const count = (n: number) => `${n} ${n === 1 ? "Eingang" : "Eingänge"}`;

export async function run(
  args: string[],
  db: () => Promise<Db>,
  io: CommandIo = processIo,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      kind: { type: "string" },
      out: { type: "string" },
      email: { type: "string" },
      name: { type: "string" },
      id: { type: "string", multiple: true },
      yes: { type: "boolean", default: false },
      now: { type: "string" },
    },
  });
  const [command, argument] = positionals;
  switch (command) {
    case "list":
      return printList(io, await listSubmissions(await db(), parseKind(values.kind)));
    case "show": {
      if (!argument) throw new UsageError("show braucht eine Kennung (siehe list).");
      const record = await findSubmission(await db(), argument);
      if (!record) throw new UsageError(`Kein Eingang mit der Kennung ${argument}.`);
      return printRecord(io, record);
    }
    case "export": {
      const kind = parseKind(values.kind);
      const records = await exportSubmissions(await db(), { actor: CLI_ACTOR }, kind);
      const csv = submissionsCsv(records, kind);
      if (!values.out) return void io.write(csv);
      writePrivateFile(resolve(io.cwd, values.out), csv);
      return io.error(`Gespeichert: ${values.out}`);
    }
    case "erase": {
      if (!values.email && !values.name && !values.id?.length) {
        throw new UsageError("erase braucht --email, --name oder --id.");
      }
      const database = await db();
      const records = await findPersonSubmissions(database, {
        email: values.email,
        name: values.name,
        ids: values.id,
      });
      const person = { email: values.email, name: values.name };
      const retained = await retainedForPerson(database, person);
      if (retained.donations > 0)
        io.log(
          `Bleiben gespeichert (Aufbewahrungspflicht, zehn Jahre): ${retained.donations} erfasste Spenden und ${retained.receipts} Zuwendungsbestätigungen; die E-Mail-Adresse an den Spenden wird gelöscht.`,
        );
      if (records.length === 0) return io.log("Keine passenden Eingänge gefunden.");
      printList(io, records);
      if (!values.yes)
        return io.log("Nichts gelöscht. Zum Löschen denselben Befehl mit --yes wiederholen.");
      const erased = await erasePerson(
        database,
        { actor: CLI_ACTOR },
        { ...person, ids: values.id },
      );
      return io.log(
        `Gelöscht: ${count(erased.submissions)} samt ausstehender E-Mails` +
          (erased.subscriber ? "; die Adresse ist nicht mehr im Newsletter." : "."),
      );
    }
    case "purge": {
      const now = parseNow(values.now);
      if (values.yes && now.getTime() > Date.now())
        throw new UsageError("--now in der Zukunft geht nur ohne --yes (zur Vorschau).");
      const database = await db();
      io.log(
        `Stichtag ${formatDateTime(now)}. Speicherfristen: Kontaktnachrichten ${CONTACT_RETENTION_DAYS} Tage, ` +
          `Spendenzusagen ${DONATION_RETENTION_DAYS} Tage, mit Spendenquittung ${DONATION_WITH_CERTIFICATE_RETENTION_DAYS} Tage.`,
      );
      // The same use case as the server's daily schedule: the outbox rows (sent or pending) go
      // with their submission, as with erase.
      const records = values.yes
        ? await purgeExpiredSubmissions(database, now)
        : await findExpiredSubmissions(database, now);
      if (records.length === 0) return io.log("Keine abgelaufenen Eingänge.");
      printList(io, records);
      if (!values.yes)
        return io.log("Nichts gelöscht. Zum Löschen denselben Befehl mit --yes wiederholen.");
      await recordPurge(database, CLI_ACTOR, { submissions: records.length });
      return io.log(`Gelöscht: ${count(records.length)} samt ihrer E-Mail-Einträge.`);
    }
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

export const command: CliCommand = {
  usage: USAGE,
  run: ({ args, db, io }) => run(args, db, io),
};
