import { lock } from "proper-lockfile";
import { rmSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

export class DatabaseLockedError extends Error {}

/** A lock whose holder has not touched it for this long is stale (its process is gone). */
const STALE_MS = 10_000;
/** How often the holder touches the lock (its heartbeat). */
const UPDATE_MS = 1_000;
/** How long a young lock is watched to tell a live holder from one that has just died. */
const WATCH_MS = 2.5 * UPDATE_MS;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function lockedError(dataDir: string): DatabaseLockedError {
  return new DatabaseLockedError(
    `Die eingebettete Datenbank in ${dataDir} wird gerade von einem anderen Prozess benutzt, ` +
      "vermutlich vom laufenden Server. " +
      "Beenden Sie ihn zuerst oder verwenden Sie PostgreSQL über DATABASE_URL.",
  );
}

/** When the holder last touched the lock (ms since the epoch), or undefined when there is none. */
function lastHeartbeat(lockPath: string): number | undefined {
  try {
    return statSync(lockPath).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * The embedded database may be opened by one process only (docs/decisions/0061-data-folder-lock.md).
 * The lock is the folder `server.lock`, made atomically with mkdir by proper-lockfile; its holder
 * touches it every second. A lock untouched for 10 s is stale: its process is gone, whatever
 * process ids say. A lock that is held is watched for 2.5 s: if its holder touches it, this gives
 * up; if the heartbeat has stopped, this waits until the lock is stale and takes it over (a
 * restart right after a crash). `server.pid` only tells people the holder's process id.
 * Returns the function that releases the lock; if the lock is lost while held (someone removed
 * or took it), `onLost` is called: by default the process ends, as two writers would corrupt
 * the database.
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void = (error) => {
    console.error(`Die Sperre der Datenbank in ${dataDir} ging verloren: ${error.message}`);
    process.exit(1);
  },
): Promise<() => Promise<void>> {
  const dir = resolve(dataDir);
  const lockPath = join(dir, "server.lock");
  const pidFile = join(dir, "server.pid");
  const take = () =>
    lock(dir, {
      lockfilePath: lockPath,
      stale: STALE_MS,
      update: UPDATE_MS,
      realpath: false,
      onCompromised: onLost,
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
    const touchedAt = lastHeartbeat(lockPath);
    if (touchedAt === undefined) throw lockedError(dataDir);
    if (Date.now() - touchedAt < WATCH_MS) {
      // A live holder touches the lock while we watch; a killed one (a crash a moment ago) does not.
      // The two stamps are compared as they are: no clock reading between them, which a busy
      // machine could delay by a few milliseconds.
      await delay(WATCH_MS);
      const touchedLater = lastHeartbeat(lockPath);
      if (touchedLater === undefined || touchedLater > touchedAt) throw lockedError(dataDir);
    }
    const age = Date.now() - (lastHeartbeat(lockPath) ?? 0);
    await delay(Math.max(0, STALE_MS - age) + 200);
    release = await take().catch((again: unknown) => {
      throw (again as NodeJS.ErrnoException).code === "ELOCKED" ? lockedError(dataDir) : again;
    });
  }
  writeFileSync(pidFile, `${process.pid}\n`);
  return async () => {
    rmSync(pidFile, { force: true });
    await release().catch(() => {});
  };
}
