import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export class DatabaseLockedError extends Error {}

/** Data directories locked by this process. */
const held = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isLockedBy(owner: number, dir: string): boolean {
  if (!Number.isInteger(owner) || owner <= 0) return false;
  // Our own pid in the file is stale unless this process took the lock (e.g. pid 1 in containers).
  return owner === process.pid ? held.has(dir) : isRunning(owner);
}

/**
 * The embedded database may be opened by one process only: a lock file in the data directory
 * holds the owner's process id. A lock left behind by a process that is gone is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  const file = join(dir, "server.pid");
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      held.add(dir);
      return () => {
        held.delete(dir);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(file, "utf8"));
    if (isLockedBy(owner, dir)) {
      throw new DatabaseLockedError(
        `Die eingebettete Datenbank in ${dataDir} wird gerade von einem anderen Prozess benutzt ` +
          `(PID ${owner}), vermutlich vom laufenden Server. ` +
          "Beenden Sie ihn zuerst oder verwenden Sie PostgreSQL über DATABASE_URL.",
      );
    }
    rmSync(file, { force: true });
  }
}
