/**
 * Which side of the code may import which (docs/decisions/0177-server-and-app-apart.md):
 * `server/` imports from `app/` only the shared folders, and the shared folders import neither
 * `server/` nor the page side of `app/` (routes, components, the team area's UI, …). Within
 * `server/`, the use cases do not import the HTTP layer `server/api/` (ADR 0192): only the layer
 * itself and the app's wiring do; nothing but the command line itself and the server's command
 * socket imports `server/cli/` (the use cases live in their domains). Run by `npm run lint`; `scripts/lint/layers.test.ts` runs it too.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The modules both sides use: pure code, no page and no server code. */
export const SHARED = ["app/content", "app/forms", "app/i18n", "app/images", "app/lib", "app/team"];

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const TEST_SUPPORT = /\.test\.tsx?$|\.test-support\.ts$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
const EXTENSIONS = ["", ".ts", ".tsx", ".d.ts", "/index.ts", "/index.tsx"];

const inFolder = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
const isShared = (file: string) => SHARED.some((folder) => inFolder(file, folder));

/** The HTTP layer, and what may import it besides itself: the web server's wiring. */
const HTTP_LAYER = "server/api";
const HTTP_WIRING = ["server/app.ts"];

/** The command line, and what may import it besides itself: the server's command socket. */
const COMMAND_LINE = "server/cli";
const COMMAND_WIRING = ["server/server.ts"];

/** The repository files a module's imports name (packages and virtual modules left out). */
export function importsOf(file: string, source: string, exists: (file: string) => boolean) {
  const targets: string[] = [];
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    if (!specifier) continue;
    let base: string;
    if (specifier.startsWith("~/")) base = `app/${specifier.slice(2)}`;
    else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(file), specifier);
    else continue;
    const target = EXTENSIONS.map((ext) => base + ext).find(exists);
    targets.push(target ?? base);
  }
  return targets;
}

/** Why `file` may not import `target`, or undefined when it may. */
export function refusal(file: string, target: string): string | undefined {
  if (inFolder(file, "server") && inFolder(target, "app") && !isShared(target))
    return "server/ imports from app/ only the shared folders";
  if (
    inFolder(target, HTTP_LAYER) &&
    inFolder(file, "server") &&
    !inFolder(file, HTTP_LAYER) &&
    !HTTP_WIRING.includes(file)
  )
    return "only server/api/ and the app's wiring import server/api/";
  if (
    inFolder(target, COMMAND_LINE) &&
    !inFolder(file, COMMAND_LINE) &&
    !COMMAND_WIRING.includes(file)
  )
    return "only server/cli/ and the server's command socket import server/cli/";
  if (isShared(file) && inFolder(target, "server"))
    return "a shared module imports no server/ code";
  if (isShared(file) && inFolder(target, "app") && !isShared(target))
    return "a shared module imports no page code";
  return undefined;
}

/** "file → target: reason" for every import that crosses the line; tests are left out. */
export function layerViolations(sources: Map<string, string>, exists: (file: string) => boolean) {
  const found: string[] = [];
  for (const [file, source] of sources) {
    if (TEST_SUPPORT.test(file)) continue;
    for (const target of importsOf(file, source, exists)) {
      const reason = refusal(file, target);
      if (reason) found.push(`${file} → ${target}: ${reason}`);
    }
  }
  return found;
}

function sourcesUnder(root: string, folders: string[]) {
  const sources = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      const file = `${dir}/${name}`;
      if (statSync(path.join(root, file)).isDirectory()) walk(file);
      else if (SOURCE.test(name)) sources.set(file, readFileSync(path.join(root, file), "utf8"));
    }
  };
  for (const folder of folders) if (existsSync(path.join(root, folder))) walk(folder);
  return sources;
}

/** The violations in the repository at `root`. */
export function repositoryViolations(root: string) {
  const exists = (file: string) =>
    existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();
  return layerViolations(sourcesUnder(root, ["server", "app"]), exists);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = repositoryViolations(process.cwd());
  for (const line of found) console.error(line);
  if (found.length > 0) process.exit(1);
  console.log(
    "Layers: server/ and the shared modules import no page code, the use cases no HTTP layer, nothing the command line.",
  );
}
