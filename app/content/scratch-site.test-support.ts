import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";
import { ContentError } from "./parse";
import { readContentDir } from "./read-content-dir";

/**
 * Scratch copies of the project's `content/` (and, when asked, `public/`) that a test may break
 * or extend; each is removed after its test.
 */
export function scratchSites(root: string) {
  const copies: string[] = [];
  afterEach(() => {
    while (copies.length) rmSync(copies.pop()!, { recursive: true, force: true });
  });
  return (options: { withPublic: boolean }): string => {
    const dir = mkdtempSync(join(tmpdir(), "egn-content-"));
    cpSync(join(root, "content"), join(dir, "content"), { recursive: true });
    if (options.withPublic) cpSync(join(root, "public"), join(dir, "public"), { recursive: true });
    copies.push(dir);
    return dir;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- content files are edited as raw JSON
export function editJson(dir: string, file: string, edit: (data: any) => void) {
  const path = join(dir, file);
  const data = JSON.parse(readFileSync(path, "utf8"));
  edit(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

/** The content errors reading `dir` reports (none: an empty list). */
export function problemsOf(dir: string): string[] {
  try {
    readContentDir(dir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}
