import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, readdirSync, statSync } from "node:fs";
import { get as httpGet } from "node:http";
import { connect } from "node:net";
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

function getFresh(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet({ host: "127.0.0.1", port, path, agent: false }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });
}

async function pollUntil<T>(get: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await get();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
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

  it("after SIGTERM: not ready at once, still serving while draining, then exits 0", async () => {
    const created = await databases[0]!.create();
    cleanups.push(created.dispose);
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: created.env.DATA_DIR!,
      SHUTDOWN_DRAIN_MS: "4000",
    });
    expect((await waitForHealth(port)).status).toBe(200);
    const terminated = Date.now();
    server.child.kill("SIGTERM");
    // Each on a connection of its own: the server closes idle kept-alive ones when it closes.
    const get = (path: string) => getFresh(port, path);
    const ready = await pollUntil(
      () => get("/api/health/ready"),
      (r) => r.status === 503,
    );
    expect(Date.now() - terminated).toBeLessThan(3000);
    expect(JSON.parse(ready.body)).toEqual({ status: "draining" });
    expect((await get("/api/health/live")).status).toBe(200);
    expect((await get("/api/csrf")).status).toBe(200);
    expect(await server.exit).toBe(0);
    expect(Date.now() - terminated).toBeGreaterThanOrEqual(4000);
  }, 30_000);

  it("ends promptly with exit 0 on SIGTERM while slow clients are still sending", async () => {
    const created = await databases[0]!.create();
    cleanups.push(created.dispose);
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: created.env.DATA_DIR!,
    });
    expect((await waitForHealth(port)).status).toBe(200);
    const sockets = Array.from({ length: 4 }, (_, i) => {
      const socket = connect(port, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(
        i === 0
          ? "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n" // then idle, kept alive
          : "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
      );
      return socket;
    });
    const trickle = setInterval(() => {
      for (const socket of sockets.slice(1)) if (!socket.destroyed) socket.write(" ");
    }, 300);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const terminated = Date.now();
      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
      expect(Date.now() - terminated).toBeLessThan(6000);
      expect(server.output()).not.toContain("took too long");
      expect(existsSync(join(created.env.DATA_DIR!, "server.pid"))).toBe(false);
      expect(existsSync(join(created.env.DATA_DIR!, "server.lock"))).toBe(false);
    } finally {
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    }
  }, 30_000);

  it("keeps the data folder its user's only: folders 0700, files 0600", async () => {
    const created = await databases[0]!.create();
    cleanups.push(created.dispose);
    const dataDir = created.env.DATA_DIR!;
    chmodSync(dataDir, 0o755); // as an older version left it
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = startMain({
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_ORIGIN: origin,
      MIN_FILL_MS: "0",
    });
    expect((await waitForHealth(port)).status).toBe(200);
    const { token } = (await (await fetch(`${origin}/api/csrf`)).json()) as { token: string };
    const stored = await fetch(`${origin}/api/contact`, {
      method: "POST",
      headers: {
        origin,
        "content-type": "application/json",
        cookie: `XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
      },
      body: JSON.stringify({ name: "Erika", email: "erika@example.org", message: "Hallo" }),
    });
    expect(stored.status).toBe(201);
    server.child.kill("SIGTERM");
    expect(await server.exit).toBe(0);

    const loose = [dataDir, ...readdirSync(dataDir, { recursive: true, encoding: "utf8" })]
      .map((name) => (name === dataDir ? name : join(dataDir, name)))
      .map((path) => {
        const stat = statSync(path);
        return { path, mode: stat.mode & 0o777, wanted: stat.isDirectory() ? 0o700 : 0o600 };
      })
      .filter(({ mode, wanted }) => mode !== wanted)
      .map(({ path, mode }) => `${path} ${mode.toString(8)}`);
    expect(loose).toEqual([]);
  }, 30_000);

  it("exits non-zero and names the variable for a bad setting", async () => {
    const server = startMain({ PORT: "kein-port" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  }, 30_000);
});
