import { randomBytes } from "node:crypto";
import { lstat, mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { refused } from "./checks";

/**
 * Refuses a path that leads through a symbolic link or a file below `root` (the site's folder),
 * or that is itself a folder: writing it must not leave `content/`. Parts that do not exist yet
 * are fine (they are created as folders).
 */
export async function checkOnDisk(root: string, path: string): Promise<void> {
  const segments = path.split("/");
  for (let index = 0; index < segments.length; index++) {
    const last = index === segments.length - 1;
    let stats;
    try {
      stats = await lstat(join(root, ...segments.slice(0, index + 1)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    if (stats.isSymbolicLink()) throw refused(path, "pathSymlink");
    if (!last && !stats.isDirectory()) throw refused(path, "pathThroughFile");
    if (last && !stats.isFile()) throw refused(path, "pathNotFile");
  }
}

/**
 * Writes a file whole or not at all: into a temporary file beside it, then renamed over it.
 * Folders on the way are created.
 */
export async function writeFileWhole(
  root: string,
  path: string,
  content: string | Uint8Array,
): Promise<void> {
  const target = join(root, path);
  await mkdir(dirname(target), { recursive: true });
  const temporary = join(dirname(target), `.egn-save-${randomBytes(6).toString("hex")}`);
  try {
    await writeFile(temporary, content, { flag: "wx" });
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Removes a file and then the folders it leaves empty, up to `content/` (which stays). */
export async function removeFile(root: string, path: string): Promise<void> {
  await rm(join(root, path), { force: true });
  const segments = path.split("/").slice(0, -1);
  while (segments.length > 1) {
    try {
      await rmdir(join(root, ...segments));
    } catch {
      return; // not empty (or already gone): leave it
    }
    segments.pop();
  }
}

/** A file's bytes, or null when there is none. */
export async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
