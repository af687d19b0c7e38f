/**
 * `npm run receipts -- <command>`: receipts from the command line (docs/donations.md).
 */
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Db } from "../db/client";
import type { ReceiptKind } from "../receipts/document";
import { lastExpiredYear, purgeExpiredRecords } from "../receipts/erasure";
import { renderReceipt } from "../receipts/pdf";
import { CLI_ACTOR, recordPurge } from "../retention/purges";
import { sampleReceipt } from "../receipts/sample";
import { parseNow, processIo, UsageError, type CliCommand, type CommandIo } from "./command";

const USAGE = `Aufruf: npm run receipts -- <Befehl>

  sample --out <datei.pdf> [--kind single|collective|simplified]
                   Beleg mit Musterdaten schreiben, um das Layout anzusehen
                   (single: Zuwendungsbestätigung, collective: Sammelbestätigung,
                   simplified: Beleg bis 300 Euro; ohne --kind: single)
  purge [--now <datum>] [--yes]
                   Bestätigungen, Spenden und Gutschriften nach Ablauf der zehn Jahre
                   (ab Ende des Kalenderjahres) zeigen; mit --yes löschen`;

const KINDS: readonly ReceiptKind[] = ["single", "collective", "simplified"];

export async function run(
  args: string[],
  db: () => Promise<Db>,
  io: CommandIo = processIo,
): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      kind: { type: "string" },
      now: { type: "string" },
      yes: { type: "boolean" },
    },
  });
  const [command] = positionals;
  switch (command) {
    case "sample":
      return writeSample(io, values.out, values.kind);
    case "purge":
      return purge(io, await db(), parseNow(values.now), values.yes ?? false);
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

async function writeSample(io: CommandIo, out: string | undefined, kind = "single"): Promise<void> {
  if (!out) throw new UsageError("sample braucht --out <datei.pdf>.");
  if (!KINDS.includes(kind as ReceiptKind))
    throw new UsageError(`Unbekannte Art "${kind}" (single, collective oder simplified).`);
  writeFileSync(resolve(io.cwd, out), await renderReceipt(sampleReceipt(kind as ReceiptKind)));
  io.log(`${out}: Muster (${kind}) geschrieben.`);
}

/** The same use case as the server's daily schedule (server/retention/purges.ts). */
async function purge(io: CommandIo, db: Db, now: Date, yes: boolean): Promise<void> {
  const counts = await purgeExpiredRecords(db, now, !yes);
  const summary = `${counts.receipts} Bestätigungen, ${counts.donations} Spenden, ${counts.credits} Gutschriften`;
  const until = `bis einschließlich ${lastExpiredYear(now)}`;
  if (!yes)
    return io.log(
      `Abgelaufen (${until}): ${summary}. Nichts gelöscht; zum Löschen mit --yes wiederholen.`,
    );
  await recordPurge(db, CLI_ACTOR, counts);
  io.log(`Gelöscht (${until}): ${summary}.`);
}

export const command: CliCommand = {
  usage: USAGE,
  run: ({ args, db, io }) => run(args, db, io),
};
