// `npm run <command> -- <arguments>` for the commands of server/cli (team, submissions, …).
// Plain JavaScript run by node, as it is one of the files a deployment ships (docs/deploy.md):
// in a checkout with the sources and tsx, the commands' source (so a change needs no build);
// without them (`npm ci --omit=dev` next to build/), the bundle `npm run build` wrote.
// server/cli/main.ts knows the commands, and whether the running server runs this one.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);

const source = join(root, "server", "cli", "main.ts");
const bundle = join(root, "build", "node", "cli.js");
const tsx = existsSync(join(root, "node_modules", "tsx", "package.json"));

if (existsSync(source) && tsx) {
  const { status, signal } = spawnSync(process.execPath, ["--import", "tsx", source, ...args], {
    stdio: "inherit",
  });
  process.exit(status ?? (signal ? 1 : 0));
} else if (existsSync(bundle)) {
  // The bundle runs in this process, started as if with `node build/node/cli.js <args>`.
  process.argv = [process.execPath, bundle, ...args];
  await import(pathToFileURL(bundle).href);
} else {
  console.error(
    `Weder ${join("server", "cli", "main.ts")} mit tsx noch ${join("build", "node", "cli.js")}: zuerst \`npm run build\` (oder \`npm ci\` mit den Entwicklungswerkzeugen).`,
  );
  process.exit(1);
}
