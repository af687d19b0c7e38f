/**
 * `npm run dev` (scripts/dev.ts): the Fastify server with Vite in middleware mode renders pages
 * from the sources, keeps the API, the forms and the security headers, and offers hot module
 * replacement on its own port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";
import { freePort } from "./helpers/smtp-sink";

let child: ChildProcess | undefined;
let base = "";
let output = "";
let dispose: (() => Promise<void>) | undefined;

async function waitUntilReady(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child?.exitCode !== null)
      throw new Error(`the development server did not start:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Whether the HMR WebSocket (Vite's protocol and token) is accepted on the server's port. */
function hmrHandshake(token: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = new URL(`/?token=${token}`, base);
    const upgrade = request(url, {
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": Buffer.from("0123456789abcdef").toString("base64"),
        "sec-websocket-protocol": "vite-hmr",
      },
    });
    upgrade.on("upgrade", (response, socket) => {
      socket.destroy();
      resolve(response.statusCode);
    });
    upgrade.on("response", (response) => resolve(response.statusCode));
    upgrade.on("error", () => resolve(undefined));
    upgrade.end();
  });
}

describe("the development server", () => {
  beforeAll(async () => {
    const created = await databases[0]!.create();
    dispose = created.dispose;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ["--import", "tsx", "scripts/dev.ts"], {
      cwd: projectRoot,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        SITE_ORIGIN: base,
        DATA_DIR: created.env.DATA_DIR!,
        DATABASE_URL: "",
        SMTP_URL: "",
        LOG_LEVEL: "warn",
        MIN_FILL_MS: "0",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitUntilReady(90_000);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await dispose?.();
  });

  it("renders pages from the sources, with the page policy", async () => {
    // A page that hydrates (a form) gets React and its hot module replacement; every other page
    // only its small scripts, from their sources.
    const home = await (await fetch(`${base}/home`)).text();
    expect(home).toContain('src="/app/enhance/carousel.ts"');
    expect(home).not.toContain("window.__reactRouterContext");
    const carousel = await fetch(`${base}/app/enhance/carousel.ts`);
    expect(carousel.headers.get("content-type")).toMatch(/javascript/);
    const response = await fetch(`${base}/contact`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("window.__reactRouterContext");
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    // Vite injects the CSS modules as <style> elements in development.
    expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect((await fetch(`${base}/gibt-es-nicht`)).status).toBe(404);
    expect((await fetch(`${base}/HOME`, { redirect: "manual" })).headers.get("location")).toBe(
      "/home",
    );
  }, 60_000);

  it("serves Vite's modules and offers hot module replacement on the same port", async () => {
    const client = await fetch(`${base}/@vite/client`);
    expect(client.status).toBe(200);
    const token = /const wsToken = "([^"]+)"/.exec(await client.text())?.[1];
    expect(token).toBeDefined();
    expect(await hmrHandshake(token!)).toBe(101);
  });

  it("accepts submissions from a script and from a plain form", async () => {
    const csrf = await fetch(`${base}/api/csrf`);
    const { token } = (await csrf.json()) as { token: string };
    const json = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        cookie: `XSRF-TOKEN=${token}`,
        "x-xsrf-token": token,
      },
      body: JSON.stringify({ name: "Erika", email: "erika@example.org", message: "Hallo" }),
    });
    expect(json.status).toBe(201);
    const form = await fetch(`${base}/api/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({ name: "Erika", email: "erika@example.org", message: "Hi" }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/contact/danke");
  });
});
