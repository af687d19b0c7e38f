/**
 * `npm run <name> -- <arguments>` (scripts/cli.mjs): the command of server/cli named first.
 * While a server runs on the embedded database in DATA_DIR, the server runs it (through the
 * socket there); otherwise, and always with DATABASE_URL, it opens the database itself.
 */
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/client";
import { createPrivateFiles } from "../files";
import { executeCommand, processIo } from "./command";
import { COMMAND_NAMES, isCommandName, loadCommand } from "./commands";
import { runInServer } from "./socket-client";

createPrivateFiles();
const [name = "", ...args] = process.argv.slice(2);
if (!isCommandName(name)) {
  console.error(`Unbekannter Befehl "${name}" (${COMMAND_NAMES.join(", ")}).`);
  process.exit(1);
}
const config = loadConfig();

const print = (stream: "stdout" | "stderr", text: string) =>
  void (stream === "stdout" ? process.stdout : process.stderr).write(text);

const inServer = config.DATABASE_URL
  ? undefined
  : await runInServer(config.DATA_DIR, { command: name, args, cwd: process.cwd() }, print).catch(
      (error: unknown) => {
        console.error(
          `Der laufende Server ist über DATA_DIR (${config.DATA_DIR}) nicht erreichbar: ${error instanceof Error ? error.message : String(error)}`,
        );
        return 1;
      },
    );

if (inServer !== undefined) process.exitCode = inServer;
else {
  let opening: Promise<Database> | undefined;
  process.exitCode = await executeCommand(await loadCommand(name), {
    args,
    db: async () => (await (opening ??= openDatabase(config))).db,
    config,
    io: processIo,
  });
  await opening?.then((database) => database.close()).catch(() => {});
}
