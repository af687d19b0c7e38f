/**
 * `npm run receipts -- <command>`: receipts from the command line (docs/donations.md).
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { ReceiptKind } from "../receipts/document";
import { renderReceipt } from "../receipts/pdf";
import { sampleReceipt } from "../receipts/sample";
import { isMain, runCommand, UsageError } from "./command";

const USAGE = `Aufruf: npm run receipts -- <Befehl>

  sample --out <datei.pdf> [--kind single|collective|simplified]
                   Beleg mit Musterdaten schreiben, um das Layout anzusehen
                   (single: Zuwendungsbestätigung, collective: Sammelbestätigung,
                   simplified: Beleg bis 300 Euro; ohne --kind: single)`;

const KINDS: readonly ReceiptKind[] = ["single", "collective", "simplified"];

export async function run(args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: "string" }, kind: { type: "string" } },
  });
  const [command] = positionals;
  switch (command) {
    case "sample":
      return writeSample(values.out, values.kind);
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

if (isMain(import.meta.url)) await runCommand(USAGE, (args) => run(args));
