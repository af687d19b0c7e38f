import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { CURRENT_LINK } from "../../../server/releases/folder";
import { RELEASE_FILES, type ReleaseManifest } from "../../../server/releases/manifest";

const FAKE_ID = "20260101-000000-000000";

/**
 * A release of a few files in `buildDir/releases`, as `npm run build` makes one, for tests that
 * serve their own pages with a stand-in for React Router. Returns a writer of the site's files.
 */
export function fakeRelease(buildDir: string): (path: string, content: string | Buffer) => void {
  const releasesDir = join(buildDir, "releases");
  const dir = join(releasesDir, FAKE_ID);
  mkdirSync(join(dir, RELEASE_FILES.site), { recursive: true });
  const manifest: ReleaseManifest = {
    id: FAKE_ID,
    createdAt: "2026-01-01T00:00:00.000Z",
    by: "test",
    buildVersion: "test",
    contentVersion: null,
    paths: [],
    renderMs: 0,
  };
  writeFileSync(join(dir, RELEASE_FILES.manifest), JSON.stringify(manifest));
  writeFileSync(
    join(dir, RELEASE_FILES.content),
    JSON.stringify({ byLocale: {}, imageStylesheet: "/assets/images/images-test.css" }),
  );
  symlinkSync(FAKE_ID, join(releasesDir, CURRENT_LINK));
  return (path, content) => {
    const file = join(dir, RELEASE_FILES.site, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
}
