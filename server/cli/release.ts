/**
 * `npm run release`: the site's pages rendered anew from content/ and the built server, and the
 * site switched to them (every instance follows within seconds). Runs on the production
 * dependencies alone, as `node build/node/release.js` (docs/decisions/0166-content-releases.md).
 *
 *   npm run release              render and switch (also what `npm run build` does last)
 *   npm run release -- list      the kept releases, the current one marked
 *   npm run release -- back ID   switch back to a kept release
 */
import { join, resolve } from "node:path";
import { loadConfig } from "../config";
import { currentReleaseId, listReleases } from "../releases/folder";
import { publishRelease, switchBack } from "../releases/publish";
import { projectRoot } from "../site";
import { loadServerBuild } from "../web";

const config = loadConfig();
const buildDir = join(projectRoot, "build");
const releasesDir = resolve(config.RELEASES_DIR ?? join(buildDir, "releases"));
const [command = "publish", argument] = process.argv.slice(2);

async function publish(by: string) {
  const build = await loadServerBuild(buildDir);
  if (!build) throw new Error("Kein Server-Build gefunden: zuerst `npm run build`.");
  const manifest = await publishRelease({
    build,
    clientDir: join(buildDir, "client"),
    contentRoot: resolve(config.CONTENT_ROOT ?? projectRoot),
    releasesDir,
    by,
  });
  console.log(
    `Release ${manifest.id}: ${manifest.paths.length} Adressen in ${(manifest.renderMs / 1000).toFixed(1)} s, jetzt aktuell.`,
  );
}

try {
  if (command === "publish") await publish(argument ?? "cli");
  else if (command === "list") {
    const current = currentReleaseId(releasesDir);
    for (const release of listReleases(releasesDir))
      console.log(
        `${release.id === current ? "*" : " "} ${release.id}  ${release.createdAt}  ${release.by}  ${release.paths.length} Adressen`,
      );
  } else if (command === "back" && argument) {
    await switchBack(releasesDir, argument);
    console.log(`Aktuell ist jetzt Release ${argument}.`);
  } else {
    console.error("Aufruf: npm run release [-- publish | list | back ID]");
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
