import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export class DatabaseLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The embedded database may be opened by one process only: a lock file in the data directory
 * holds the owner's process id. A lock left behind by a process that is gone is taken over.
 * Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, "server.pid");
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number(readFileSync(file, "utf8"));
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new DatabaseLockedError(
        `Die eingebettete Datenbank in ${dataDir} wird gerade von einem anderen Prozess benutzt ` +
          `(PID ${owner}${owner === process.pid ? ", dieser Prozess" : ""}), vermutlich vom laufenden Server. ` +
          "Beenden Sie ihn zuerst oder verwenden Sie PostgreSQL über DATABASE_URL.",
      );
    }
    rmSync(file, { force: true });
  }
}
