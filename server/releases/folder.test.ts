import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pruneReleases, switchTo } from "./folder";

const dir = mkdtempSync(join(tmpdir(), "egn-folder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("pruneReleases", () => {
  it("keeps the newest releases and the current one, and removes what a crashed render left", () => {
    const ids = Array.from({ length: 7 }, (_, i) => `2026010${i + 1}-000000-00000${i}`);
    for (const id of ids) mkdirSync(join(dir, id));
    mkdirSync(join(dir, ".20260108-000000-abcdef.partial"));
    mkdirSync(join(dir, "kept-by-someone-else"));
    switchTo(dir, ids[0]!);
    expect(pruneReleases(dir, 2).sort()).toEqual(ids.slice(1, 4));
    expect(readdirSync(dir).sort()).toEqual(
      [ids[0], ...ids.slice(4), "current", "kept-by-someone-else"].sort(),
    );
    expect(existsSync(join(dir, ".20260108-000000-abcdef.partial"))).toBe(false);
  });
});
