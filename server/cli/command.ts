import { format } from "node:util";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { DatabaseLockedError } from "../db/lock";
import type { ReleaseTarget } from "../releases/publishing";

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

/**
 * Where a command prints and which folder its file names are relative to: the terminal it was
 * started in, also when it runs inside the server (through the socket, server/cli/socket-server.ts).
 */
export interface CommandIo {
  /** A line on standard output (formatted as console.log does). */
  log(...parts: unknown[]): void;
  /** A line on standard error. */
  error(...parts: unknown[]): void;
  /** Text on standard output as it is (a CSV export). */
  write(text: string): void;
  /** The caller's working folder. */
  cwd: string;
}

/** This process's own terminal. */
export const processIo: CommandIo = {
  log: (...parts) => console.log(...parts),
  error: (...parts) => console.error(...parts),
  write: (text) => void process.stdout.write(text),
  get cwd() {
    return process.cwd();
  },
};

/** A CommandIo whose output goes to `send` (the socket). */
export function sendingIo(
  send: (stream: "stdout" | "stderr", text: string) => void,
  cwd: string,
): CommandIo {
  return {
    log: (...parts) => send("stdout", `${format(...parts)}\n`),
    error: (...parts) => send("stderr", `${format(...parts)}\n`),
    write: (text) => send("stdout", text),
    cwd,
  };
}

export interface CommandContext {
  args: string[];
  /** The database, opened on first use. */
  db: () => Promise<Db>;
  config: Config;
  io: CommandIo;
  /** The running server's releases, when the command runs inside it. */
  site?: ReleaseTarget | undefined;
}

/** One of `npm run <name>`: its usage text and what it does. */
export interface CliCommand {
  usage: string;
  run(context: CommandContext): Promise<void>;
}

/**
 * Runs `command` and returns its exit code: 0, or 1 after a mistake was printed (with the usage
 * for wrong arguments). The same whether it runs in its own process or in the server.
 */
export async function executeCommand(
  command: CliCommand,
  context: CommandContext,
): Promise<number> {
  try {
    await command.run(context);
    return 0;
  } catch (error) {
    const badArguments = (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
    if (error instanceof UsageError || badArguments)
      context.io.error(`${(error as Error).message}\n\n${command.usage}`);
    else if (error instanceof DatabaseLockedError) context.io.error(error.message);
    else context.io.error(error instanceof Error ? error.message : error);
    return 1;
  }
}
