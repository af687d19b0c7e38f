// Plain JavaScript: `npm start` runs it with node before anything is built.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const SOURCES = [
  "app",
  "content",
  "public",
  "server",
  "drizzle",
  "scripts/build",
  "scripts/postbuild.ts",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
];
/** Written last by `npm run build`. */
export const BUILD_MARKER = "build/node/server.js";

/** @param {string} path */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

/** Builds the site and the server unless build/ is newer than every source file. */
export function ensureBuild() {
  const built = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newestMtime));
  if (built >= changed) return;
  console.log(
    built
      ? "Sources changed since the last build: building (about 15 s)…"
      : "No build yet: building (about 15 s here, a few minutes with many new photos)…",
  );
  execSync("npm run --silent build", { stdio: "inherit" });
}
