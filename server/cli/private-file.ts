import { randomBytes } from "node:crypto";
import { renameSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Writes `content` to `path` readable by the owner only, also when `path` exists with another
 * mode (writing into it would keep that mode): a new file beside it, renamed over it.
 */
export function writePrivateFile(path: string, content: string): void {
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString("hex")}`);
  writeFileSync(temporary, content, { mode: 0o600, flag: "wx" });
  try {
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}
