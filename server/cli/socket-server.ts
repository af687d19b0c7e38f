/**
 * The running server's end of the command socket: a command started while the server holds the
 * embedded database runs here, in-process against the server's database, its output streamed
 * back (docs/decisions/0175-commands-through-the-running-server.md). Only the socket's file
 * permissions (0600, in DATA_DIR, 0700) grant access; what arrives is bounded and validated.
 */
import { chmodSync, lstatSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import { resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { executeCommand, sendingIo, type CommandContext } from "./command";
import { loadCommand } from "./commands";
import {
  commandRequest,
  encode,
  lineReader,
  MAX_REQUEST_BYTES,
  socketPath,
  type CommandReply,
  type CommandRequest,
} from "./socket-protocol";

/** How long a connection may take to send its request. */
const REQUEST_TIMEOUT_MS = 5_000;
/** Commands run at once at most (each further connection waits for the server to accept it). */
const MAX_CONNECTIONS = 4;
/** Exit code of a request refused unrun. */
export const BAD_REQUEST_EXIT = 2;

export interface CommandSocket {
  path: string;
  /** Stops listening, removes the socket and waits for the commands still running. */
  close(): Promise<void>;
}

export interface CommandSocketOptions {
  dataDir: string;
  log: FastifyBaseLogger;
  /** The server's database, configuration and releases, as every command gets them. */
  context: Omit<CommandContext, "args" | "io">;
}

/** A subcommand name is logged (`invite`); anything else might be personal data. */
const subcommandOf = (args: string[]) =>
  args[0] && /^[a-z]{1,20}$/.test(args[0]) ? args[0] : undefined;

/** Removes a socket left behind by a server that died (this process holds the data folder). */
function removeStaleSocket(path: string): void {
  try {
    if (!lstatSync(path).isSocket()) throw new Error(`${path} exists and is not a socket`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  rmSync(path);
}

export async function listenForCommands(options: CommandSocketOptions): Promise<CommandSocket> {
  const path = socketPath(resolve(options.dataDir));
  const { log } = options;
  const running = new Set<Promise<void>>();
  const waiting = new Set<Socket>();

  async function runCommand(request: CommandRequest, reply: (message: CommandReply) => void) {
    const started = Date.now();
    const io = sendingIo((stream, text) => reply({ stream, text }), request.cwd);
    const exit = await executeCommand(await loadCommand(request.command), {
      ...options.context,
      args: request.args,
      io,
    });
    reply({ exit });
    log.info(
      {
        command: request.command,
        subcommand: subcommandOf(request.args),
        exit,
        ms: Date.now() - started,
      },
      "command run through the socket",
    );
  }

  function refuse(connection: Socket, reason: string) {
    log.warn({ reason }, "command request refused");
    connection.end(
      encode({ stream: "stderr", text: `Anfrage abgelehnt: ${reason}\n` }) +
        encode({ exit: BAD_REQUEST_EXIT }),
    );
  }

  const server = createServer((connection) => {
    waiting.add(connection);
    let received = 0;
    let answered = false;
    const reply = (message: CommandReply) => {
      if (!connection.destroyed) connection.write(encode(message));
    };
    connection.setTimeout(REQUEST_TIMEOUT_MS, () => {
      if (!answered) refuse(connection, "no request in time");
      answered = true;
    });
    connection.on("error", () => {}); // a caller that went away: its command still finishes
    const onLine = lineReader((line) => {
      if (answered) return;
      answered = true;
      waiting.delete(connection);
      connection.setTimeout(0);
      let request: CommandRequest;
      try {
        const parsed = commandRequest.safeParse(JSON.parse(line));
        if (!parsed.success) return refuse(connection, "not a command request");
        request = parsed.data;
      } catch {
        return refuse(connection, "not JSON");
      }
      const done = runCommand(request, reply)
        .catch((error: unknown) => log.error({ err: error }, "command failed"))
        .finally(() => {
          running.delete(done);
          connection.end();
        });
      running.add(done);
    });
    connection.on("data", (chunk: Buffer) => {
      if (answered) return;
      received += chunk.length;
      if (received > MAX_REQUEST_BYTES) {
        answered = true;
        return refuse(connection, "request too long");
      }
      onLine(chunk);
    });
    connection.on("close", () => waiting.delete(connection));
  });
  server.maxConnections = MAX_CONNECTIONS;

  removeStaleSocket(path);
  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(path, () => {
      server.off("error", fail);
      done();
    });
  });
  chmodSync(path, 0o600);
  return {
    path,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      for (const connection of waiting) connection.destroy();
      await Promise.allSettled([...running]);
      await closed;
      rmSync(path, { force: true });
    },
  };
}
