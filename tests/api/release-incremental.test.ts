/**
 * A release after a one-post change renders only the pages the post feeds (and the feeds, the
 * sitemap and the other files derived from the content), takes every other page from the
 * current release, and ends up with the same files as a full render of the same content.
 * Needs the production build.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../server/site";
import { listFiles } from "../../server/files";
import { loadServerBuild } from "../../server/web";
import { publishRelease } from "../../server/releases/publish";
import { RELEASE_FILES } from "../../server/releases/manifest";
import { built } from "./helpers/team";

const SLUG = "inkrementell-neu";
// The thank-you page after the newsletter sign-up is another address of /news.
const FED = ["/news", "/news/danke", "/home", `/news/${SLUG}`];

/** Every file of a release's site with its bytes, by its path in the folder. */
function filesOf(releaseDir: string): Map<string, string> {
  const root = join(releaseDir, RELEASE_FILES.site);
  return new Map(
    listFiles(root).map((file) => [relative(root, file), readFileSync(file).toString("base64")]),
  );
}

describe.skipIf(!built)("a release after a change", () => {
  const site = mkdtempSync(join(tmpdir(), "egn-incremental-"));
  afterAll(() => rmSync(site, { recursive: true, force: true }));
  cpSync(join(projectRoot, "content"), join(site, "content"), { recursive: true });
  const news = (name: string) => join(site, "content", "news", name);
  const publish = async (releasesDir: string, full = false) => {
    const build = await loadServerBuild(join(projectRoot, "build"));
    return publishRelease({
      build: build!,
      clientDir: join(projectRoot, "build", "client"),
      contentRoot: site,
      releasesDir,
      by: "test",
      ...(full && { earlier: undefined }),
    });
  };

  it("renders only the pages a new post feeds, and equals a full render", async () => {
    const releases = join(site, "releases");
    const first = await publish(releases);
    expect(first.rendered).toBeUndefined();

    writeFileSync(
      news(`2026-12-01-${SLUG}.md`),
      readFileSync(news("2025-04-26-rollout-egn25.md"), "utf8")
        .replace("date: 2025-04-26", "date: 2026-12-01")
        .replace(/^title: .*$/m, 'title: "Ein Beitrag, inkrementell veröffentlicht"'),
    );
    writeFileSync(
      news(`en/2026-12-01-${SLUG}.md`),
      readFileSync(news("en/2025-04-26-rollout-egn25.md"), "utf8").replace(
        /^title: .*$/m,
        'title: "A post, published incrementally"',
      ),
    );
    const next = await publish(releases);
    expect(next.paths).toContain(`/news/${SLUG}`);
    const rendered = next.rendered!;
    expect(rendered).toBeDefined();
    const pages = rendered.filter((path) => !/\.(xml|txt|webmanifest)$/.test(path));
    expect(pages.filter((path) => !path.startsWith("/en")).sort()).toEqual([...FED].sort());
    expect(pages).toHaveLength(FED.length * 2);
    expect(rendered).toEqual(expect.arrayContaining(["/sitemap.xml", "/news/feed.xml"]));
    expect(rendered.length).toBeLessThan(next.paths.length / 4);

    const full = await publish(join(site, "full"), true);
    expect(full.rendered).toBeUndefined();
    const incremental = filesOf(join(releases, next.id));
    const whole = filesOf(join(site, "full", full.id));
    expect([...incremental.keys()].sort()).toEqual([...whole.keys()].sort());
    const differing = [...whole].filter(([file, bytes]) => incremental.get(file) !== bytes);
    expect(differing.map(([file]) => file)).toEqual([]);
    expect(readFileSync(join(releases, next.id, RELEASE_FILES.content), "utf8")).toBe(
      readFileSync(join(site, "full", full.id, RELEASE_FILES.content), "utf8"),
    );
  }, 300_000);

  it("renders every page after a change whose pages are not known, or that feeds all", async () => {
    const releases = join(site, "releases");
    const path = join(site, "content", "site.json");
    writeFileSync(path, readFileSync(path, "utf8").replace('"e-gnition', '"E-gnition'));
    const next = await publish(releases);
    expect(next.rendered).toBeUndefined();
  }, 300_000);
});
