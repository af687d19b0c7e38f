import { join, resolve } from "node:path";
import type { Config } from "../config";
import { projectRoot } from "../site";
import { loadServerBuild } from "../web";
import type { ReleaseTarget } from "./publishing";

/** The built server and the releases folder, read by a command in its own process. */
export async function builtReleaseTarget(config: Config): Promise<ReleaseTarget> {
  const buildDir = join(projectRoot, "build");
  const build = await loadServerBuild(buildDir);
  if (!build) throw new Error("Kein Server-Build gefunden: zuerst `npm run build`.");
  return {
    build,
    clientDir: join(buildDir, "client"),
    contentRoot: resolve(config.CONTENT_ROOT ?? projectRoot),
    // No server in this process: the ones running follow the announcement.
    releases: {
      releasesDir: resolve(config.RELEASES_DIR ?? join(buildDir, "releases")),
      refresh: () => false,
    },
  };
}
