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
import { CLI_ACTOR, recordPurge } from "../retention/purges";
import { formatDateTime, formatFields, languageName } from "../format";
import { formatEuro } from "../../app/i18n/format";
import { parseNow, processIo, UsageError, type CliCommand, type CommandIo } from "./command";
import { toCsv } from "./csv";
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

const KIND_LABEL: Record<SubmissionKind, string> = { donation: "Spende", contact: "Kontakt" };

/** "1234,50" in the CSV: a number every spreadsheet reads, without thousands separators. */
const euroNumber = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

const languageOf = (record: SubmissionRecord) => languageName(record.row.locale);

/** German labels of each kind's fields, in form order. */
const COLUMNS: Record<SubmissionKind, string[]> = {
  donation: [
    "Referenz",
    "Betrag (€)",
    "Vorname",
    "Nachname",
    "Spendenquittung",
    "Straße und Hausnummer",
    "Postleitzahl",
    "Ort",
    "E-Mail für die Quittung",
    "Anmerkung",
  ],
  contact: ["Name", "E-Mail", "Telefon", "Betreff", "Nachricht"],
};

/** The values of {@link COLUMNS}; amounts as `euro` writes them. */
function values(record: SubmissionRecord, euro: (cents: number) => string): string[] {
  if (record.kind === "donation") {
    const d = record.row;
    return [
      d.reference ?? "",
      euro(d.amountCents),
      d.firstName,
      d.lastName,
      d.certificate ? "ja" : "nein",
      d.address,
      d.postalCode,
      d.city,
      d.email,
      d.note,
    ];
  }
  const c = record.row;
  return [c.name, c.email, c.phone, c.subject, c.message];
}

function fields(
  record: SubmissionRecord,
  euro: (cents: number) => string = formatEuro,
): [label: string, value: string][] {
  const row = values(record, euro);
  return COLUMNS[record.kind].map((label, index) => [label, row[index] ?? ""]);
}

const attempts = (n: number) => `${n} ${n === 1 ? "Versuch" : "Versuche"}`;

/**
 * The team e-mail's state: sent (when), failed (the outbox keeps retrying: attempts, last error,
 * next try) or pending (not yet tried, or being sent).
 */
function notificationState({ notification }: SubmissionRecord): string {
  if (!notification) return "keine";
  const { sentAt, lastError, nextAttemptAt } = notification;
  if (sentAt) return `gesendet ${formatDateTime(sentAt)}`;
  if (lastError)
    return `fehlgeschlagen (${attempts(notification.attempts)}, zuletzt: ${lastError}; nächster Versuch ${formatDateTime(nextAttemptAt)})`;
  return notification.attempts === 0 ? "ausstehend" : "ausstehend (wird gerade gesendet)";
}

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
    ...fields(record),
    ["E-Mail ans Team", notificationState(record)],
  ];
  io.log(printable(formatFields(rows)));
}

export function exportCsv(records: SubmissionRecord[], kind?: SubmissionKind): string {
  // With both kinds, each row leaves the other kind's columns empty.
  const columns = kind ? COLUMNS[kind] : [...COLUMNS.donation, ...COLUMNS.contact];
  const header = ["Art", "Kennung", "Eingang", "Sprache", ...columns, "E-Mail ans Team"];
  const rows = records.map((record) => {
    const byLabel = new Map(fields(record, euroNumber));
    return [
      KIND_LABEL[record.kind],
      record.row.id,
      record.row.createdAt.toISOString(),
      languageOf(record),
      ...columns.map((column) => byLabel.get(column) ?? ""),
      notificationState(record),
    ];
  });
  return toCsv(header, rows);
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
      const csv = exportCsv(records, kind);
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
