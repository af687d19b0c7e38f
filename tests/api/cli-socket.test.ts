/**
 * Commands through the running server's socket (docs/decisions/0175-commands-through-the-running-server.md):
 * its permissions, a stale socket, bad requests, a command's output and exit code, and
 * `npm run release` refused while another release runs.
 */
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { executeCommand, sendingIo } from "../../server/cli/command";
import { loadCommand } from "../../server/cli/commands";
import { runInServer } from "../../server/cli/socket-client";
import { MAX_REQUEST_BYTES, socketPath } from "../../server/cli/socket-protocol";
import { BAD_REQUEST_EXIT } from "../../server/cli/socket-server";
import { eq } from "drizzle-orm";
import { teamAuditLog, teamTokens } from "../../server/db/schema";
import { RELEASE_FILES, type ReleaseManifest } from "../../server/releases/manifest";
import {
  readAnnouncement,
  readPublishing,
  takePublishingLock,
} from "../../server/releases/publishing-state";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";

const pglite = databases.find((database) => database.name === "pglite")!;

/** Runs `npm run <command> -- <args>` as main.ts does while a server listens: exit code and output. */
async function throughSocket(dataDir: string, command: string, ...args: string[]) {
  const output = { stdout: "", stderr: "" };
  const exit = await runInServer(
    dataDir,
    { command: command as "team", args, cwd: process.cwd() },
    (stream, text) => (output[stream] += text),
  );
  return { exit, ...output };
}

/** Sends `bytes` as they are and returns everything the server answers until it closes. */
function rawRequest(dataDir: string, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const socket = connect(socketPath(dataDir), () => socket.write(bytes));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("error", reject);
    socket.on("close", () => resolve(answer));
  });
}

/** A release folder as render.ts leaves it, pages aside; returns its id. */
function keptRelease(releasesDir: string): string {
  const id = "20261202-120000-c0ffee";
  mkdirSync(join(releasesDir, id, RELEASE_FILES.site), { recursive: true });
  const manifest: ReleaseManifest = {
    id,
    createdAt: "2026-12-02T12:00:00.000Z",
    by: "build",
    buildVersion: "test",
    contentVersion: null,
    paths: ["/home"],
    renderMs: 1,
  };
  writeFileSync(join(releasesDir, id, RELEASE_FILES.manifest), JSON.stringify(manifest));
  return id;
}

/** A socket file with nobody listening: its server was killed before it could remove it. */
function leaveStaleSocket(path: string): void {
  const killed = spawnSync(process.execPath, [
    "-e",
    `require("node:net").createServer().listen(${JSON.stringify(path)}, () => process.kill(process.pid, "SIGKILL"))`,
  ]);
  expect(killed.signal).toBe("SIGKILL");
  expect(lstatSync(path).isSocket()).toBe(true);
}

describe("commands through the running server's socket", () => {
  const h = useHarness(pglite);
  const dataDir = () => h.config.DATA_DIR;

  it("listens on a socket in DATA_DIR that only the server's user may open", () => {
    const stat = lstatSync(socketPath(dataDir()));
    expect(stat.isSocket()).toBe(true);
    expect(stat.mode & 0o777).toBe(0o600);
    expect(stat.uid).toBe(process.getuid!());
  });

  it("runs a command in the server and streams back its output and exit code", async () => {
    const email = "socket-admin@e-gnition.example";
    const invited = await throughSocket(
      dataDir(),
      "team",
      "invite",
      "--email",
      email,
      "--role",
      "admin",
    );
    expect(invited.exit).toBe(0);
    expect(invited.stdout.trim().split("\n").at(-1)).toMatch(
      /^http:\/\/localhost:3000\/intern\/einladung\?token=[\w-]{43}$/,
    );
    const tokens = await h.database.db.select().from(teamTokens);
    expect(tokens.map((token) => token.email)).toContain(email);
    const logged = h.logs.filter((line) => line.includes("command run through the socket"));
    expect(logged.at(-1)).toMatch(/"command":"team","subcommand":"invite","exit":0/);
    expect(h.logs.join("\n")).not.toContain("socket-admin");

    const wrong = await throughSocket(dataDir(), "team", "invite", "--email", "kein-at");
    expect(wrong.exit).toBe(1);
    expect(wrong.stdout).toBe("");
    expect(wrong.stderr).toContain("--email braucht eine E-Mail-Adresse.");
    expect(wrong.stderr).toContain("Aufruf: npm run team -- <Befehl>");
  });

  it("refuses a request that is not JSON, not a known command or too long, and runs nothing", async () => {
    const refusals = [
      "team list\n",
      `${JSON.stringify({ command: "rm", args: ["-rf"], cwd: "/" })}\n`,
      `${JSON.stringify({ command: "team", args: [1], cwd: "/" })}\n`,
      `${JSON.stringify({ command: "team", args: ["list"], cwd: "/", extra: true })}\n`,
      "x".repeat(MAX_REQUEST_BYTES + 1),
    ];
    for (const request of refusals) {
      const answer = await rawRequest(dataDir(), request);
      const lines = answer
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as unknown);
      expect(lines).toEqual([
        { stream: "stderr", text: expect.stringContaining("Anfrage abgelehnt") },
        { exit: BAD_REQUEST_EXIT },
      ]);
    }
    expect(h.logs.filter((line) => line.includes("command request refused"))).toHaveLength(5);
    expect(h.logs.join("\n")).not.toContain("-rf");
  });

  it("removes its socket on shutdown and replaces a stale one when it starts", async () => {
    const path = socketPath(dataDir());
    await h.app.close();
    expect(existsSync(path)).toBe(false);
    leaveStaleSocket(path);
    await h.restart();
    expect(lstatSync(path).mode & 0o777).toBe(0o600);
    const listed = await throughSocket(dataDir(), "submissions", "list");
    expect(listed).toMatchObject({ exit: 0, stdout: "0 Eingänge\n" });
  });

  /** `npm run release -- <args>` as the server runs it, on a releases folder of its own. */
  async function release(releasesDir: string, ...args: string[]) {
    const output = { stdout: "", stderr: "", refreshed: [] as string[] };
    const exit = await executeCommand(await loadCommand("release"), {
      args,
      db: async () => h.database.db,
      config: h.config,
      io: sendingIo((stream, text) => (output[stream] += text), process.cwd()),
      site: {
        build: {} as ServerBuild, // no page is rendered here
        clientDir: "",
        contentRoot: "",
        releases: { releasesDir, refresh: (id) => Boolean(id && output.refreshed.push(id)) },
      },
    });
    return { exit, ...output };
  }

  it("refuses `npm run release` while another release runs", async () => {
    const releasesDir = mkdtempSync(join(tmpdir(), "egn-releases-"));
    const lock = await takePublishingLock(h.database.db, "Anna (Redaktion)");
    try {
      for (const args of [["publish"], ["back", keptRelease(releasesDir)]]) {
        const refused = await release(releasesDir, ...args);
        expect(refused.exit).toBe(1);
        expect(refused.stderr).toMatch(/^Anna \(Redaktion\) veröffentlicht gerade \(seit /);
        expect(refused.refreshed).toEqual([]);
      }
    } finally {
      await lock.release();
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });

  it("switches back under the lock, announces it and records the command line as the actor", async () => {
    const releasesDir = mkdtempSync(join(tmpdir(), "egn-releases-"));
    try {
      const id = keptRelease(releasesDir);
      const back = await release(releasesDir, "back", id);
      expect(back).toMatchObject({ exit: 0, stdout: `Aktuell ist jetzt Release ${id}.\n` });
      expect(back.refreshed).toEqual([id]);
      expect((await readAnnouncement(h.database.db))?.id).toBe(id);
      const audit = await h.database.db
        .select()
        .from(teamAuditLog)
        .where(eq(teamAuditLog.action, "site-release-restored"));
      expect(audit.map((entry) => [entry.actor, entry.target])).toEqual([["Kommandozeile", id]]);
      expect((await readPublishing(h.database.db))?.holder).toBeNull();
    } finally {
      rmSync(releasesDir, { recursive: true, force: true });
    }
  });
});

describe("a command with no server listening", () => {
  it(
    "is told so by a stale socket, and opens the database itself",
    { timeout: 90_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "egn-stale-"));
      try {
        expect(await throughSocket(dataDir, "team", "list")).toMatchObject({ exit: undefined });
        leaveStaleSocket(socketPath(dataDir));
        expect(await throughSocket(dataDir, "team", "list")).toMatchObject({ exit: undefined });
        const { DATABASE_URL: _url, ...env } = process.env;
        const local = spawnSync(
          process.execPath,
          ["--import", "tsx", "server/cli/main.ts", "submissions", "list"],
          {
            cwd: projectRoot,
            env: { ...env, DATA_DIR: dataDir },
            encoding: "utf8",
            timeout: 60_000,
          },
        );
        expect(local.stderr).toBe("");
        expect(local).toMatchObject({ status: 0, stdout: "0 Eingänge\n" });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
