/**
 * The server as one JavaScript file, `build/node/server.js`, that plain `node` runs, the
 * commands of server/cli as one too (`build/node/cli.js`: release, team, submissions, …;
 * `npm run <name>` runs it through scripts/cli.mjs where the sources or tsx are missing) and the
 * build's first release (`build/node/build-release.js`): the
 * server's and the shared app code (forms, texts) bundled, packages left to node_modules (the
 * production dependencies). tsx stays a development tool. The receipts' fonts are copied to
 * build/node/fonts, for a deployment without the sources (server/receipts/fonts.ts).
 */
import { cpSync } from "node:fs";
import { build } from "esbuild";
import { BUILT_FONT_FOLDER, RECEIPT_FONT_FOLDER } from "../../server/receipts/fonts";

export const SERVER_BUNDLE = "build/node/server.js";
/** Every command of server/cli, run by scripts/cli.mjs where the sources or tsx are missing. */
export const CLI_BUNDLE = "build/node/cli.js";
/** The build's own first release (server/releases/build-release.ts). */
export const BUILD_RELEASE_BUNDLE = "build/node/build-release.js";

const BUNDLES: Record<string, string> = {
  server: "server/main.ts",
  cli: "server/cli/main.ts",
  "build-release": "server/releases/build-release.ts",
};

export async function bundleServer(): Promise<void> {
  await build({
    entryPoints: BUNDLES,
    outdir: "build/node",
    bundle: true,
    platform: "node",
    format: "esm",
    // The commands' modules in chunks of their own, loaded when one runs (server/cli/commands.ts).
    splitting: true,
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  cpSync(RECEIPT_FONT_FOLDER, BUILT_FONT_FOLDER, { recursive: true });
}
