import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DatabaseLockedError, lockDataDir } from "./lock";

describe("lockDataDir", () => {
  const dir = mkdtempSync(join(tmpdir(), "egn-lock-"));
  const file = join(dir, "server.pid");
  afterEach(() => rmSync(file, { force: true }));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("locks once and releases", () => {
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DatabaseLockedError);
    release();
    expect(existsSync(file)).toBe(false);
    lockDataDir(dir)();
  });

  it("takes over a lock of a process that is gone, or a stale one with our own pid", () => {
    writeFileSync(file, "999999999");
    lockDataDir(dir)();
    writeFileSync(file, String(process.pid));
    lockDataDir(dir)();
  });

  it("respects a lock of a running process", () => {
    writeFileSync(file, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/vermutlich vom laufenden Server/);
  });
});
