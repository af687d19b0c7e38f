/**
 * What a command and the running server say on the socket in DATA_DIR
 * (docs/decisions/0175-commands-through-the-running-server.md): the command sends one line of
 * JSON, its name, arguments and working folder; the server answers with lines of JSON, the
 * output as it is printed and last the exit code.
 */
import { join } from "node:path";
import { z } from "zod/mini";
import { COMMAND_NAMES } from "./commands";

export const SOCKET_FILE = "cli.sock";

export const socketPath = (dataDir: string) => join(dataDir, SOCKET_FILE);

/** Far more than any command line; a request longer than this is refused unread. */
export const MAX_REQUEST_BYTES = 64 * 1024;

export const commandRequest = z.strictObject({
  command: z.enum(COMMAND_NAMES),
  args: z.array(z.string().check(z.maxLength(4096))).check(z.maxLength(200)),
  cwd: z.string().check(z.minLength(1), z.maxLength(4096), z.startsWith("/")),
});

export type CommandRequest = z.infer<typeof commandRequest>;

export type CommandReply = { stream: "stdout" | "stderr"; text: string } | { exit: number };

export const commandReply = z.union([
  z.strictObject({ stream: z.enum(["stdout", "stderr"]), text: z.string() }),
  z.strictObject({ exit: z.int().check(z.gte(0), z.lte(255)) }),
]);

export const encode = (message: CommandRequest | CommandReply) => `${JSON.stringify(message)}\n`;

/** Splits a stream of bytes into lines (a line's bytes may arrive in several chunks). */
export function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  let pending = "";
  const decoder = new TextDecoder();
  return (chunk) => {
    pending += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = pending.indexOf("\n")) >= 0) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 1);
      onLine(line);
    }
  };
}
