/** A copy of content/ for the editor's tests, and posting multipart forms to the area. */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "../../../server/site";
import { afterAll } from "vitest";
import type { databases } from "./databases";
import { SITE_ORIGIN, useHarness, type Harness } from "./harness";
import { BUILD_DIR, useEmptyTeam } from "./team";

/** A copy of content/ outside any repository, as after a copy-only deploy. */
export function scratchSite(prefix = "egn-editor-") {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(join(projectRoot, "content"), join(dir, "content"), { recursive: true });
  return dir;
}

export const git = (dir: string, ...args: string[]) =>
  execFileSync("git", ["-C", dir, ...args], {
    encoding: "utf8",
    env: { ...process.env, GIT_CONFIG_GLOBAL: "/dev/null", GIT_CONFIG_NOSYSTEM: "1" },
  }).trim();

/** Posts `form` as multipart/form-data, as a browser does, with the member's session cookie. */
export async function postMultipart(h: Harness, url: string, form: FormData, cookie: string) {
  const request = new Request("http://x", { method: "POST", body: form });
  return h.app.inject({
    method: "POST",
    url,
    headers: {
      origin: SITE_ORIGIN,
      cookie,
      "content-type": request.headers.get("content-type")!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/**
 * A harness with the production build on a copy of content/ and a releases folder of its own,
 * with an empty team; both folders are removed after the tests.
 */
export function useContentSite(database: (typeof databases)[number], prefix: string) {
  const site = scratchSite(`${prefix}-`);
  const releases = mkdtempSync(join(tmpdir(), `${prefix}-releases-`));
  afterAll(() => {
    rmSync(site, { recursive: true, force: true });
    rmSync(releases, { recursive: true, force: true });
  });
  const h = useHarness(
    database,
    { CONTENT_ROOT: site, RELEASES_DIR: releases },
    { buildDir: BUILD_DIR },
  );
  useEmptyTeam(h);
  return { h, site, releases };
}
