/**
 * `npm run build`: React Router's build (scripts and style sheets in build/client, the page
 * renderer in build/server), the postbuild step, the server bundle (build/node/server.js) and
 * the first content release (build/releases, server/releases/). Prints
 * warnings, errors and progress only, and ends with one line saying where the build is.
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { BUILD_RELEASE_BUNDLE, bundleServer, SERVER_BUNDLE } from "./bundle-server";
import { isNoise } from "./output";

async function reactRouterBuild(): Promise<void> {
  const child = spawn("node_modules/.bin/react-router", ["build", "--logLevel", "warn"], {
    stdio: ["ignore", "pipe", "pipe"],
    // The config loads with Vite's bundling loader, as it does today; Vite's notice that a
    // future loader would need file extensions in imports is for a later Vite.
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream }).on("line", (line) => {
      if (!isNoise(line)) out.write(`${line}\n`);
    });
  }
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error(`react-router build failed (exit code ${code})`);
}

/** The pages, rendered from the built server and content/ by the bundle itself. */
async function firstRelease(): Promise<void> {
  const child = spawn(process.execPath, [BUILD_RELEASE_BUNDLE], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  if (code !== 0) throw new Error("the pages could not be rendered (see above)");
}

const started = performance.now();
try {
  await reactRouterBuild();
  await import("../postbuild");
  await bundleServer();
  await firstRelease();
} catch (error) {
  console.error(`Build failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `Build done in ${seconds} s: the code in build/client and ${SERVER_BUNDLE}, the pages in build/releases/current (npm start serves them).`,
);
