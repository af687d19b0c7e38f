/**
 * The deployment docs/deploy.md describes, made for real: only the build and what it reads at
 * run time copied to an empty folder, `npm ci --omit=dev` there (no tsx, no sources), then the
 * first steps of a new site: migrate, invite the first admin, list the submissions, a sample
 * receipt, and a command while the built server runs on the embedded database. Runs when `npm run build` has been run (`npm test` builds first); `npm ci` takes
 * its packages from npm's cache where it has them.
 */
import { execFile, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD_RELEASE_BUNDLE, CLI_BUNDLE, SERVER_BUNDLE } from "../../scripts/build/bundle-server";
import { projectRoot } from "../../server/site";

/** What a server gets (docs/deploy.md, "One machine"). */
const DEPLOY_FILES = [
  "build",
  "drizzle",
  "content",
  "scripts/cli.mjs",
  "package.json",
  "package-lock.json",
];

const built =
  existsSync(join(projectRoot, "build", "server", "index.js")) &&
  [SERVER_BUNDLE, CLI_BUNDLE, BUILD_RELEASE_BUNDLE].every((file) =>
    existsSync(join(projectRoot, file)),
  );

const run = promisify(execFile);

/** The built server's port in this test (this suite's range: 5200-5299). */
const PORT = Number(process.env.DEPLOY_TEST_PORT ?? 5231);

describe.skipIf(!built)("a deployment of the build without the sources", () => {
  let dir = "";
  const env = () => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.npm_config_cache ? { npm_config_cache: process.env.npm_config_cache } : {}),
    NODE_ENV: "production",
    DATA_DIR: join(dir, "data"),
    LOG_LEVEL: "warn",
  });
  const npm = async (...args: string[]) => {
    const { stdout } = await run("npm", args, { cwd: dir, env: env(), encoding: "utf8" });
    return stdout.trim();
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "egn-deploy-"));
    for (const path of DEPLOY_FILES)
      cpSync(join(projectRoot, path), join(dir, path), { recursive: true });
    await npm("ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline");
  }, 300_000);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("has the production dependencies only, and no sources", () => {
    expect(existsSync(join(dir, "node_modules", "fastify"))).toBe(true);
    expect(existsSync(join(dir, "node_modules", "tsx"))).toBe(false);
    expect(existsSync(join(dir, "server"))).toBe(false);
  });

  it("migrates the database", async () => {
    expect(await npm("run", "db:migrate")).toContain(
      `Die Datenbank (${join(dir, "data")}) ist auf dem Stand.`,
    );
    expect(existsSync(join(dir, "data"))).toBe(true);
  }, 90_000); // the first run creates the embedded database, which takes a while on a busy machine

  it("invites the first admin and prints the link", async () => {
    const output = await npm(
      "run",
      "team",
      "--",
      "invite",
      "--email",
      "admin@example.org",
      "--role",
      "admin",
    );
    expect(output.split("\n").at(-1)).toMatch(
      /^http:\/\/localhost:3000\/intern\/einladung\?token=[\w-]{43}$/,
    );
    expect(output).toContain("SMTP_URL ist nicht gesetzt: die E-Mail wartet im Postausgang.");
  });

  it("lists the submissions", async () => {
    expect(await npm("run", "submissions", "--", "list")).toMatch(/0 Eingänge$/);
  });

  it("writes a sample receipt with the built fonts", async () => {
    expect(await npm("run", "receipts", "--", "sample", "--out", "x.pdf")).toMatch(
      /x\.pdf: Muster \(single\) geschrieben\.$/,
    );
    const pdf = readFileSync(join(dir, "x.pdf"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+Inter/);
  });

  it("runs a command while the built server runs, and the server says how to invite the first admin", async () => {
    const server = spawn(process.execPath, [SERVER_BUNDLE], {
      cwd: dir,
      env: {
        ...env(),
        HOST: "127.0.0.1",
        PORT: String(PORT),
        SITE_ORIGIN: `http://localhost:${PORT}`,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    server.stdout.on("data", (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on("data", (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise((resolve) => server.once("exit", resolve));
    try {
      for (let waited = 0; !log.includes("npm run team -- invite"); waited += 100) {
        if (waited > 180_000 || server.exitCode !== null) throw new Error(`no start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(log).toContain("the site may keep running");
      expect(existsSync(join(dir, "data", "cli.sock"))).toBe(true);
      const output = await npm(
        "run",
        "team",
        "--",
        "invite",
        "--email",
        "kasse@example.org",
        "--role",
        "kasse",
      );
      // The server's SITE_ORIGIN, not the command's default: the server ran it.
      expect(output.split("\n").at(-1)).toMatch(
        new RegExp(`^http://localhost:${PORT}/intern/einladung\\?token=[\\w-]{43}$`),
      );
      expect(await npm("run", "submissions", "--", "list")).toMatch(/0 Eingänge$/);
    } finally {
      server.kill("SIGTERM");
      await exited;
    }
    expect(existsSync(join(dir, "data", "cli.sock"))).toBe(false);
  }, 300_000); // the server renders its first release of this content before it says anything
});
