import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "content",
  "public",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
];
const BUILD_MARKER = "build/server/index.js";

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/** Builds the site unless build/ is newer than every source file. */
export function ensureBuild(): void {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestMtime));
  if (built >= changed) return;
  console.log(
    built ? "Sources changed since the last build: building…" : "No build yet: building…",
  );
  execSync("npm run build", { stdio: "inherit" });
}
