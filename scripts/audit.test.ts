import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Loading Lighthouse and Playwright takes a few seconds, more on a busy CI machine. */
const SPAWN_TIMEOUT_MS = 60_000;

function audit(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/audit.ts", ...args], {
    encoding: "utf8",
    // Without the option handling it would build and audit the site; stop it instead.
    timeout: SPAWN_TIMEOUT_MS,
  });
}

describe("npm run audit's options", { timeout: SPAWN_TIMEOUT_MS + 10_000 }, () => {
  it("--help prints every option and measures nothing", () => {
    const { status, stdout } = audit("--help");
    expect(status).toBe(0);
    for (const option of ["--routes", "--english", "--runs", "--preset", "--skip-build"])
      expect(stdout).toContain(option);
    for (const option of ["--out", "--photos", "--cold-cache"]) expect(stdout).toContain(option);
  });

  it("an unknown option is named with the options, exit code 2, no stack trace", () => {
    const { status, stderr } = audit("--rounds=3");
    expect(status).toBe(2);
    expect(stderr).toContain("Unknown option '--rounds'");
    expect(stderr).toContain("Usage:\n  npm run audit ");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("a preset Lighthouse does not have is refused the same way", () => {
    const { status, stderr } = audit("--preset=tablet");
    expect(status).toBe(2);
    expect(stderr).toContain("--preset mobile or desktop");
  });
});
