/** Builds the site and runs the production server on a free local port for the audit. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function buildSite(): void {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

/** `AUDIT_PORT`: the audit's server listens there and Chromium's debugging port is the next one. */
export function auditPort(): number | undefined {
  const port = Number(process.env.AUDIT_PORT);
  return Number.isInteger(port) && port > 0 && port < 65535 ? port : undefined;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts `server/main.ts` of `cwd` in production mode with an empty data directory of its own. */
export async function startServer({ cwd = process.cwd() } = {}): Promise<RunningServer> {
  const port = auditPort() ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "egn-audit-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SITE_ORIGIN: origin,
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd,
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${origin}/api/health within ${timeoutMs / 1000} s`);
}
