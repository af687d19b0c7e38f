import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../api/helpers/smtp-sink";
import type { ScenarioContext } from "./scenario";

export const projectRoot = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServerEnv {
  /** PGlite data directory, or a PostgreSQL URL (DATABASE_URL wins). */
  DATA_DIR?: string;
  DATABASE_URL?: string;
  /** Unset: no notification e-mails (they wait in the outbox). */
  SMTP_URL?: string;
  [name: string]: string | undefined;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const OUTPUT_LIMIT = 200_000;

/**
 * The real server (`server/main.ts`) as a child process on 127.0.0.1. It is started with
 * `node --import tsx` rather than the `tsx` command so that the process we signal (SIGTERM,
 * SIGKILL) is the server itself and not a wrapper that relays signals.
 */
export class ServerProcess {
  private outputText = "";
  private errorLines = 0;
  private exitInfo: Exit | undefined;
  readonly exited: Promise<Exit>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    const collect = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      // pino levels: 50 error, 60 fatal.
      this.errorLines += text.match(/"level":(50|60)/g)?.length ?? 0;
      this.outputText = (this.outputText + text).slice(-OUTPUT_LIMIT);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    this.exited = new Promise((resolve) =>
      child.on("exit", (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      }),
    );
  }

  /** Starts the server and waits until GET /api/health answers 200. */
  static async start(
    ctx: ScenarioContext,
    env: ServerEnv,
    options: { port?: number; readyTimeoutMs?: number } = {},
  ): Promise<ServerProcess> {
    const port = options.port ?? (await freePort());
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_ORIGIN: `http://127.0.0.1:${port}`,
        TRUST_PROXY: "false",
        LOG_LEVEL: "warn",
        // Unused with DATABASE_URL; never the project's ./data.
        DATA_DIR: join(tmpdir(), "egn-reliability-unused"),
        DATABASE_URL: "",
        SMTP_URL: "",
        NOTIFY_TO: "team@e-gnition.example",
        MIN_FILL_MS: "0",
        RATE_LIMIT_MAX: "1000000",
        RATE_LIMIT_WINDOW_MS: "600000",
        // Failed e-mails are retried within 2 s, and those claimed by a killed server within 3 s
        // (instead of up to 30 minutes and 2 minutes), so that the suite waits seconds.
        OUTBOX_RETRY_MAX_MS: "2000",
        OUTBOX_LEASE_MS: "3000",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const server = new ServerProcess(child, port);
    ctx.defer(() => server.kill());
    await server.waitUntilHealthy(options.readyTimeoutMs ?? 60_000);
    void server.exited.then((exit) => {
      if (!server.signalled) {
        ctx.check(
          "the server process does not die by itself",
          false,
          `${JSON.stringify(exit)}:\n${server.output(2000)}`,
        );
      }
    });
    return server;
  }

  /** Whether we sent the process a signal (then its exit is expected). */
  private signalled = false;

  /** Sends SIGTERM without waiting. */
  terminate(): void {
    this.signalled = true;
    this.child.kill("SIGTERM");
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.exitInfo === undefined;
  }

  /** Log lines at level error or fatal so far. */
  get errorLogLines(): number {
    return this.errorLines;
  }

  output(tail = 4000): string {
    return this.outputText.slice(-tail);
  }

  private async waitUntilHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (!this.running) {
        throw new Error(
          `server exited during start (${JSON.stringify(this.exitInfo)}):\n${this.output()}`,
        );
      }
      if ((await healthStatus(this.port)) === 200) return;
      if (Date.now() > deadline) {
        throw new Error(`server not healthy within ${timeoutMs} ms:\n${this.output()}`);
      }
      await sleep(100);
    }
  }

  /** SIGTERM; waits for the exit (SIGKILL after `timeoutMs`, then the exit code is null). */
  async stop(timeoutMs = 20_000): Promise<Exit> {
    if (!this.running) return this.exitInfo!;
    this.terminate();
    const exit = await Promise.race([this.exited, sleep(timeoutMs).then(() => undefined)]);
    if (exit) return exit;
    await this.kill();
    return { code: null, signal: "SIGKILL" };
  }

  async kill(): Promise<void> {
    if (!this.running) return;
    this.signalled = true;
    this.child.kill("SIGKILL");
    await this.exited;
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Status of GET /api/health on a fresh connection, or undefined when nothing answers. */
export function healthStatus(port: number, timeoutMs = 5000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/api/health", agent: false, timeout: timeoutMs },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode));
        res.on("error", () => resolve(undefined));
      },
    );
    req.on("timeout", () => req.destroy());
    req.on("error", () => resolve(undefined));
    req.end();
  });
}

/** Polls until `condition` holds; false when `timeoutMs` ran out first. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await sleep(intervalMs);
  }
}
