/**
 * The enhancement scripts as Vite entries of their own (app/enhance/names.ts): the client build
 * bundles each into one file with everything it imports (a small script should be one request,
 * not share chunks with React's) and emits it with a hashed name under `assets/`;
 * `virtual:egn/enhance-scripts` gives
 * the server (and so the prerendered pages) the address of each, for the root loader only
 * (app/enhance/addresses.server.ts). The server build reads the
 * addresses from the client build's manifest, which React Router writes before the server build
 * and removes after it. The dev server serves the sources themselves.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build, type Plugin, type ResolvedConfig, type Rollup } from "vite";
import { ENHANCE_SCRIPTS, enhanceSource, type EnhanceScript } from "./names";

const ID = "virtual:egn/enhance-scripts";
const RESOLVED_ID = `\0${ID}`;

type Manifest = Record<string, { file: string }>;

/** One script and what it imports, minified, as one ES module. */
async function bundleScript(config: ResolvedConfig, file: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    logLevel: "warn",
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    build: {
      write: false,
      minify: true,
      lib: { entry: file, formats: ["es"] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === "chunk");
  if (chunks.length !== 1)
    throw new Error(`enhance scripts: ${file} became ${chunks.length} files`);
  return chunks[0]!.code;
}

function addressesFromManifest(manifestPath: string, base: string): Record<EnhanceScript, string> {
  if (!existsSync(manifestPath)) {
    throw new Error(`enhance scripts: ${manifestPath} is missing (the client build runs first)`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const entries = ENHANCE_SCRIPTS.map((name) => {
    const chunk = manifest[enhanceSource(name)];
    if (!chunk) throw new Error(`enhance scripts: ${name} is not in the client build`);
    return [name, `${base}${chunk.file}`] as const;
  });
  return Object.fromEntries(entries) as Record<EnhanceScript, string>;
}

export function enhanceScriptsPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "egn-enhance-scripts",
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (config.command !== "build" || config.build.ssr) return;
      for (const name of ENHANCE_SCRIPTS) {
        this.emitFile({
          type: "asset",
          name: `${name}.js`,
          originalFileName: enhanceSource(name),
          source: await bundleScript(config, resolve(config.root, enhanceSource(name))),
        });
      }
    },
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (config.command === "build" && !config.build.ssr) {
        throw new Error(`${ID} is for the server: import it from a .server module only`);
      }
      const addresses =
        config.command === "build"
          ? addressesFromManifest(
              join(
                resolve(config.root, config.build.outDir),
                "..",
                "client",
                ".vite",
                "manifest.json",
              ),
              config.base,
            )
          : Object.fromEntries(
              ENHANCE_SCRIPTS.map((name) => [name, `${config.base}${enhanceSource(name)}`]),
            );
      return `export const enhanceScripts = ${JSON.stringify(addresses)};`;
    },
  };
}
