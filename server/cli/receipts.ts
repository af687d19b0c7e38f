/**
 * `npm run receipts -- <command>`: receipts from the command line (docs/donations.md).
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { Db } from "../db/client";
import type { ReceiptKind } from "../receipts/document";
import { lastExpiredYear, purgeExpiredRecords } from "../receipts/erasure";
import { renderReceipt } from "../receipts/pdf";
import { CLI_ACTOR, recordPurge } from "../retention/purges";
import { sampleReceipt } from "../receipts/sample";
import { isMain, parseNow, runCommand, UsageError } from "./command";

const USAGE = `Aufruf: npm run receipts -- <Befehl>

  sample --out <datei.pdf> [--kind single|collective|simplified]
                   Beleg mit Musterdaten schreiben, um das Layout anzusehen
                   (single: Zuwendungsbestätigung, collective: Sammelbestätigung,
                   simplified: Beleg bis 300 Euro; ohne --kind: single)
  purge [--now <datum>] [--yes]
                   Bestätigungen, Spenden und Gutschriften nach Ablauf der zehn Jahre
                   (ab Ende des Kalenderjahres) zeigen; mit --yes löschen`;

const KINDS: readonly ReceiptKind[] = ["single", "collective", "simplified"];

export async function run(args: string[], db: () => Promise<Db>): Promise<void> {
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
      return writeSample(values.out, values.kind);
    case "purge":
      return purge(await db(), parseNow(values.now), values.yes ?? false);
    default:
      throw new UsageError(command ? `Unbekannter Befehl "${command}".` : "Kein Befehl angegeben.");
  }
}

async function writeSample(out: string | undefined, kind = "single"): Promise<void> {
  if (!out) throw new UsageError("sample braucht --out <datei.pdf>.");
  if (!KINDS.includes(kind as ReceiptKind))
    throw new UsageError(`Unbekannte Art "${kind}" (single, collective oder simplified).`);
  writeFileSync(out, await renderReceipt(sampleReceipt(kind as ReceiptKind)));
  console.log(`${out}: Muster (${kind}) geschrieben.`);
}

/** The same use case as the server's daily schedule (server/retention/purges.ts). */
async function purge(db: Db, now: Date, yes: boolean): Promise<void> {
  const counts = await purgeExpiredRecords(db, now, !yes);
  const summary = `${counts.receipts} Bestätigungen, ${counts.donations} Spenden, ${counts.credits} Gutschriften`;
  const until = `bis einschließlich ${lastExpiredYear(now)}`;
  if (!yes)
    return console.log(
      `Abgelaufen (${until}): ${summary}. Nichts gelöscht; zum Löschen mit --yes wiederholen.`,
    );
  await recordPurge(db, CLI_ACTOR, counts);
  console.log(`Gelöscht (${until}): ${summary}.`);
}

if (isMain(import.meta.url)) await runCommand(USAGE, (args, db) => run(args, db));
