/**
 * The last step of `npm run build` (`node build/node/build-release.js`): the first release of a
 * new build, rendered from it and content/ and made current. Unlike `npm run release`, no
 * database: a build may run where there is none, and no server runs this code yet; servers
 * started on it serve it, ones running follow the link (docs/decisions/0175-commands-through-the-running-server.md).
 */
import { loadConfig } from "../config";
import { builtReleaseTarget } from "./built-target";
import { publishRelease } from "./publish";

try {
  const { releases, ...site } = await builtReleaseTarget(loadConfig());
  const manifest = await publishRelease({
    ...site,
    releasesDir: releases.releasesDir,
    by: "build",
  });
  console.log(
    `Release ${manifest.id}: ${manifest.paths.length} Adressen in ${(manifest.renderMs / 1000).toFixed(1)} s, jetzt aktuell.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
