/**
 * The server as one JavaScript file, `build/node/server.js`, that plain `node` runs, and each
 * command of server/cli as one too (`build/node/<name>.js`: release, team, submissions, …;
 * `npm run <name>` runs it through scripts/cli.mjs where the sources or tsx are missing): the
 * server's and the shared app code (forms, texts) bundled, packages left to node_modules (the
 * production dependencies). tsx stays a development tool. The receipts' fonts are copied to
 * build/node/fonts, for a deployment without the sources (server/receipts/fonts.ts).
 */
import { cpSync } from "node:fs";
import { build } from "esbuild";
import { BUILT_FONT_FOLDER, RECEIPT_FONT_FOLDER } from "../../server/receipts/fonts";

export const SERVER_BUNDLE = "build/node/server.js";

/** The commands of server/cli, each bundled to build/node/<name>.js (see scripts/cli.mjs). */
export const CLI_COMMANDS = [
  "release",
  "migrate",
  "team",
  "submissions",
  "subscribers",
  "newsletter",
  "donations",
  "receipts",
] as const;

const BUNDLES: Record<string, string> = {
  server: "server/main.ts",
  ...Object.fromEntries(CLI_COMMANDS.map((name) => [name, `server/cli/${name}.ts`])),
};

export async function bundleServer(): Promise<void> {
  await build({
    entryPoints: BUNDLES,
    outdir: "build/node",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  cpSync(RECEIPT_FONT_FOLDER, BUILT_FONT_FOLDER, { recursive: true });
}
