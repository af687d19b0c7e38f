import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";
import { gitEnv } from "./git";

/** Whoever the tests' own git commands are (they set up repositories, as a developer would). */
export const DEVELOPER = { name: "Dev Eloper", email: "dev@example.org" };
export const ANNA = { name: "Anna Beispiel", email: "anna@example.org" };
export const BEN = { name: "Ben Muster", email: "ben@example.org" };

/** Temporary folders for one test, removed after it. */
export function scratchFolders() {
  const folders: string[] = [];
  afterEach(() => {
    while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true });
  });
  return (name = "site"): string => {
    const folder = mkdtempSync(join(tmpdir(), `egn-history-${name}-`));
    folders.push(folder);
    return folder;
  };
}

/** Runs git in `cwd` as the developer, untouched by the machine's git config; its output. */
export function sh(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, env: gitEnv(DEVELOPER), encoding: "utf8" }).trimEnd();
}

/** Writes files below `dir` (creating folders). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

export const read = (dir: string, path: string) => readFileSync(join(dir, path), "utf8");

/** A git repository in a new folder with `files` committed by the developer. */
export function repositoryWith(folder: string, files: Record<string, string>): string {
  sh(folder, "init", "--quiet", "-b", "main");
  writeFiles(folder, files);
  sh(folder, "add", "--all");
  sh(folder, "commit", "--quiet", "-m", "Anfang");
  return folder;
}

/** The number of commits reachable from HEAD. */
export const commitCount = (dir: string) => Number(sh(dir, "rev-list", "--count", "HEAD"));
