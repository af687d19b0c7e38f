import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databases } from "./helpers/databases";
import { freePort } from "./helpers/smtp-sink";

const tsx = join("node_modules", ".bin", "tsx");

function startMain(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(tsx, ["server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", SMTP_URL: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function waitForHealth(port: number, timeoutMs = 20_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(`http://127.0.0.1:${port}/api/health`);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe("server/main.ts", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("starts, serves and shuts down cleanly on SIGTERM", async () => {
    const created = await databases[0]!.create();
    cleanups.push(created.dispose);
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: created.env.DATA_DIR!,
    });
    const health = await waitForHealth(port);
    expect(health.status).toBe(200);
    expect(existsSync(join(created.env.DATA_DIR!, "server.pid"))).toBe(true);
    expect(server.output()).toContain("SMTP_URL is not set");

    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(existsSync(join(created.env.DATA_DIR!, "server.pid"))).toBe(false);
  }, 30_000);

  it("exits non-zero and names the variable for a bad setting", async () => {
    const server = startMain({ PORT: "kein-port" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  }, 30_000);
});
