import { createConnection, createServer, type Server, type Socket } from "node:net";
import { freePort } from "../../api/helpers/smtp-sink";

/**
 * A TCP proxy on 127.0.0.1 in front of another port (PostgreSQL) that can be cut: `cut()` closes
 * every connection and refuses new ones, as if the database server went away; `restore()`
 * accepts connections again on the same port. `breakNextUse()` breaks only the connection that
 * sends something next (or the next thing `when` picks, e.g. the BEGIN of a transaction on a
 * pooled connection).
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private breakNext: ((chunk: Buffer) => boolean) | undefined;
  connections = 0;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  get up(): boolean {
    return this.server !== undefined;
  }

  restore(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = createServer((client) => {
      this.connections += 1;
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.on("data", (chunk: Buffer) => {
        if (this.breakNext?.(chunk)) {
          this.breakNext = undefined;
          client.destroy();
          upstream.destroy();
        } else {
          upstream.write(chunk);
        }
      });
      client.on("end", () => upstream.end());
      upstream.pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
  }

  breakNextUse(when: (chunk: Buffer) => boolean = () => true): void {
    this.breakNext = when;
  }

  cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
