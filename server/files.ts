import { chmodSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir`, recursively. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : [];
  });
}

/**
 * From now on, what this process creates is its user's only (folders 0700, files 0600): the
 * embedded database holds visitors' personal data. Called first by the server and the CLIs.
 */
export function createPrivateFiles(): void {
  process.umask(0o077);
}

/** `dir` and everything below it made its owner's only: folders 0700, files 0600. */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

/** `dir` and everything below it readable by everyone (a release, which nginx may serve). */
export function makePublic(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makePublic(path);
    else if (entry.isFile()) chmodSync(path, 0o644);
  }
}
