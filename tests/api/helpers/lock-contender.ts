/**
 * A process that competes for a data folder's lock when its parent says so (over IPC):
 * `{ dir, at }` tries to lock `dir` at the moment `at` and answers `{ won }`; `"release"` lets go.
 */
import { lockDataDir } from "../../../server/db/lock";

let release: (() => unknown) | undefined;

process.on("message", (message: { dir: string; at: number } | "release" | "exit") => {
  void (async () => {
    if (message === "exit") process.exit(0);
    if (message === "release") {
      await release?.();
      release = undefined;
      process.send?.("released");
      return;
    }
    while (Date.now() < message.at); // all contenders start at the same instant
    try {
      release = await lockDataDir(message.dir, () => process.send?.({ lost: true }));
      process.send?.({ won: true });
    } catch (error) {
      process.send?.({ won: false, error: (error as Error).name });
    }
  })();
});
process.send?.("ready");
