/**
 * The server as one JavaScript file, `build/node/server.js`, that plain `node` runs (and the
 * release command, `build/node/release.js`): the
 * server's and the shared app code (forms, texts) bundled, packages left to node_modules (the
 * production dependencies). tsx stays a development tool. The receipts' fonts are copied to
 * build/node/fonts, for a deployment without the sources (server/receipts/fonts.ts).
 */
import { cpSync } from "node:fs";
import { build } from "esbuild";
import { BUILT_FONT_FOLDER, RECEIPT_FONT_FOLDER } from "../../server/receipts/fonts";

export const SERVER_BUNDLE = "build/node/server.js";
const BUNDLES = { server: "server/main.ts", release: "server/cli/release.ts" };

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
