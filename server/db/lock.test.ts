import { fork, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DatabaseLockedError, lockDataDir } from "./lock";

const root = mkdtempSync(join(tmpdir(), "egn-lock-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const freshDir = () => {
  const dir = join(root, String((count += 1)));
  mkdirSync(dir);
  return dir;
};
const lost = () => {
  throw new Error("lock lost");
};

describe("lockDataDir", () => {
  it("locks once and releases", async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir, lost);
    await expect(lockDataDir(dir, lost)).rejects.toThrow(DatabaseLockedError);
    await expect(lockDataDir(dir, lost)).rejects.toThrow(/vermutlich vom laufenden Server/);
    expect(existsSync(join(dir, "server.pid"))).toBe(true);
    await release();
    expect(existsSync(join(dir, "server.pid"))).toBe(false);
    await (
      await lockDataDir(dir, lost)
    )();
  });

  it("is not stopped by a server.pid naming a live, unrelated process (PIDs repeat)", async () => {
    const dir = freshDir();
    for (const pid of [process.ppid, 1, process.pid, 0]) {
      writeFileSync(join(dir, "server.pid"), String(pid));
      await (
        await lockDataDir(dir, lost)
      )();
    }
    writeFileSync(join(dir, "server.pid"), ""); // empty, as a crash while writing leaves it
    await (
      await lockDataDir(dir, lost)
    )();
  });

  it("takes over a lock whose holder stopped touching it (a crash), waiting until it is stale", async () => {
    const dir = freshDir();
    const lockPath = join(dir, "server.lock");
    mkdirSync(lockPath);
    const past = (ms: number) => new Date(Date.now() - ms);
    utimesSync(lockPath, past(60_000), past(60_000));
    await (
      await lockDataDir(dir, lost)
    )();

    mkdirSync(lockPath);
    utimesSync(lockPath, past(9_000), past(9_000)); // crashed 9 s ago: stale in 1 s
    const started = Date.now();
    await (
      await lockDataDir(dir, lost)
    )();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it("takes over a lock whose holder was killed a moment ago, once it is stale", async () => {
    const dir = freshDir();
    const lockPath = join(dir, "server.lock");
    mkdirSync(lockPath);
    const killedAt = Date.now() - 500;
    utimesSync(lockPath, new Date(killedAt), new Date(killedAt)); // its last heartbeat
    await (
      await lockDataDir(dir, lost)
    )();
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(10_000);
  }, 30_000);
});

describe("lockDataDir across processes", () => {
  const CONTENDERS = 5;
  const TRIALS = 12;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill();
  });

  const next = <T>(child: ChildProcess) =>
    new Promise<T>((resolve) => child.once("message", (message) => resolve(message as T)));

  it(`lets exactly one of ${CONTENDERS} processes starting at the same instant win, ${TRIALS} times`, async () => {
    for (let i = 0; i < CONTENDERS; i += 1) {
      const child = fork(join(import.meta.dirname, "../../tests/api/helpers/lock-contender.ts"), {
        execArgv: ["--import", "tsx"],
        stdio: "ignore",
      });
      children.push(child);
    }
    await Promise.all(children.map((child) => next(child)));
    const winners: number[] = [];
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const dir = freshDir();
      const at = Date.now() + 150;
      const answers = await Promise.all(
        children.map((child) => {
          const answer = next<{ won: boolean }>(child);
          child.send({ dir, at });
          return answer;
        }),
      );
      winners.push(answers.filter((answer) => answer.won).length);
      await Promise.all(
        children.map((child) => {
          const released = next(child);
          child.send("release");
          return released;
        }),
      );
    }
    expect(winners).toEqual(Array.from({ length: TRIALS }, () => 1));
  }, 90_000);
});
