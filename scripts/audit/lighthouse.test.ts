import { afterEach, describe, expect, it, vi } from "vitest";
import { browserNote, chromePath, isHeadlessShell } from "./lighthouse";

describe("the audit's browser", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is CHROME_PATH when set", () => {
    vi.stubEnv("CHROME_PATH", "/opt/chrome/chrome");
    expect(chromePath("/usr/bin/chromium-headless-shell")).toBe("/opt/chrome/chrome");
  });

  it("is the headless shell when installed", () => {
    vi.stubEnv("CHROME_PATH", "");
    expect(chromePath(process.execPath)).toBe(process.execPath);
  });

  it("falls back to the tests' browser without the shell", () => {
    vi.stubEnv("CHROME_PATH", "");
    vi.stubEnv("CHROMIUM_PATH", "/opt/chromium/chrome");
    expect(chromePath("/nowhere/chromium-headless-shell")).toBe("/opt/chromium/chrome");
    vi.stubEnv("CHROMIUM_PATH", "");
    expect(chromePath("/nowhere/chromium-headless-shell")).toBe("/usr/bin/chromium");
  });

  it("says how to measure the page alone when it is the full browser", () => {
    expect(isHeadlessShell("/usr/bin/chromium-headless-shell")).toBe(true);
    expect(isHeadlessShell("/usr/bin/chromium")).toBe(false);
    expect(browserNote("/usr/bin/chromium-headless-shell")).toBeUndefined();
    expect(browserNote("/usr/bin/chromium")).toContain(
      "apt-get install -y chromium-headless-shell",
    );
  });
});
