// `npm run <command> -- <arguments>` for the commands of server/cli (team, submissions, …).
// Plain JavaScript run by node, as it is one of the files a deployment ships (docs/deploy.md):
// in a checkout with the sources and tsx, the command's source (so a change needs no build);
// without them (`npm ci --omit=dev` next to build/), the bundle `npm run build` wrote.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const COMMANDS = [
  "migrate",
  "team",
  "submissions",
  "subscribers",
  "newsletter",
  "donations",
  "receipts",
];
const root = dirname(dirname(fileURLToPath(import.meta.url)));
const [name = "", ...args] = process.argv.slice(2);

if (!COMMANDS.includes(name)) {
  console.error(`Unbekannter Befehl "${name}" (${COMMANDS.join(", ")}).`);
  process.exit(1);
}

const source = join(root, "server", "cli", `${name}.ts`);
const bundle = join(root, "build", "node", `${name}.js`);
const tsx = existsSync(join(root, "node_modules", "tsx", "package.json"));

if (existsSync(source) && tsx) {
  const { status, signal } = spawnSync(process.execPath, ["--import", "tsx", source, ...args], {
    stdio: "inherit",
  });
  process.exit(status ?? (signal ? 1 : 0));
} else if (existsSync(bundle)) {
  // The bundle runs in this process, started as if with `node build/node/<name>.js <args>`.
  process.argv = [process.execPath, bundle, ...args];
  await import(pathToFileURL(bundle).href);
} else {
  console.error(
    `Weder ${join("server", "cli", `${name}.ts`)} mit tsx noch ${join("build", "node", `${name}.js`)}: zuerst \`npm run build\` (oder \`npm ci\` mit den Entwicklungswerkzeugen).`,
  );
  process.exit(1);
}
