/**
 * A command's end of the socket: hands the command to the server running on DATA_DIR and prints
 * what it answers (docs/decisions/0175-commands-through-the-running-server.md).
 */
import { connect } from "node:net";
import { resolve } from "node:path";
import {
  commandReply,
  encode,
  lineReader,
  socketPath,
  type CommandRequest,
} from "./socket-protocol";

/** No server listens: no socket, or one left behind by a server that ended without removing it. */
const NO_SERVER = new Set(["ENOENT", "ECONNREFUSED"]);

const parseJson = (line: string): unknown => {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
};

/**
 * Runs the command in the server listening in `dataDir` and returns its exit code, or undefined
 * when no server listens there (then the command opens the database itself).
 */
export function runInServer(
  dataDir: string,
  request: CommandRequest,
  print: (stream: "stdout" | "stderr", text: string) => void,
): Promise<number | undefined> {
  return new Promise((done, fail) => {
    let connected = false;
    let exit: number | undefined;
    const socket = connect(socketPath(resolve(dataDir)));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (!connected && error.code && NO_SERVER.has(error.code)) return done(undefined);
      fail(error);
    });
    socket.on("connect", () => {
      connected = true;
      socket.write(encode(request));
    });
    socket.on(
      "data",
      lineReader((line) => {
        const reply = commandReply.safeParse(parseJson(line));
        if (!reply.success) return;
        if ("exit" in reply.data) exit = reply.data.exit;
        else print(reply.data.stream, reply.data.text);
      }),
    );
    socket.on("close", () => {
      if (!connected) return;
      if (exit === undefined)
        print("stderr", "Der Server hat die Verbindung vor dem Ende des Befehls beendet.\n");
      done(exit ?? 1);
    });
  });
}
