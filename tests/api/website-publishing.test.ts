/**
 * /intern/website with the production build, on a copy of content/ and releases of its own:
 * "Veröffentlichen" starts the release in the background and redirects to the page, which shows
 * its progress (reloading itself, also without JavaScript) and then the result; a second
 * publish meanwhile is refused, naming who publishes; the new release is served and audited;
 * "back to the previous release" is one post.
 */
import { describe, expect, it } from "vitest";
import { teamAuditLog } from "../../server/db/schema";
import { currentReleaseId } from "../../server/releases/folder";
import { databases } from "./helpers/databases";
import { useContentSite } from "./helpers/content-site";
import { areaGet, areaPost, built, signedIn } from "./helpers/team";

describe.skipIf(!built).each(databases)("publishing the site on $name", (database) => {
  const { h, releases } = useContentSite(database, "egn-website");

  it("publishes in the background with progress, refuses a second publish meanwhile, and goes back in one step", async () => {
    const { cookie } = await signedIn(h, "admin");
    const before = currentReleaseId(releases)!;

    const posted = await areaPost(h, "/intern/website", { intent: "publish" }, cookie);
    expect(posted.statusCode, posted.body.slice(0, 300)).toBe(302);
    const running = await areaGet(h, "/intern/website", cookie);
    expect(running.body).toContain("Veröffentlichung läuft");
    expect(running.body).toContain("Test admin");
    expect(running.body).toMatch(/<meta http-equiv="refresh" content="2"/);

    const { cookie: other } = await signedIn(h, "redaktion");
    const second = await areaPost(h, "/intern/website", { intent: "publish" }, other);
    expect(second.statusCode).toBe(409);
    expect(second.body).toMatch(
      /role="alert">Test admin veröffentlicht die Website gerade \(seit /,
    );

    let page = running;
    const progress: string[] = [];
    for (let i = 0; i < 480 && page.body.includes("Veröffentlichung läuft"); i++) {
      progress.push(/läuft: (\d+ von \d+) Seiten/.exec(page.body)?.[1] ?? "");
      await new Promise((resolve) => setTimeout(resolve, 250));
      page = await areaGet(h, "/intern/website", cookie);
    }
    expect(
      progress.some((step) => /^\d+ von \d+$/.test(step)),
      progress.join("|"),
    ).toBe(true);
    expect(page.body).toMatch(/Veröffentlicht am .* von Test admin: \d+ Seiten/);
    expect(page.body).not.toContain('http-equiv="refresh"');
    const after = currentReleaseId(releases)!;
    expect(after).not.toBe(before);
    const home = await h.app.inject("/home");
    expect(home.statusCode).toBe(200);

    const restored = await areaPost(
      h,
      "/intern/website",
      { intent: "restore", id: before },
      cookie,
    );
    expect(restored.statusCode, restored.body.slice(0, 300)).toBe(200);
    expect(restored.body).toContain("wieder online");
    expect(currentReleaseId(releases)).toBe(before);
    const audit = await h.database.db.select().from(teamAuditLog);
    expect(audit.map((entry) => [entry.action, entry.target])).toEqual(
      expect.arrayContaining([
        ["site-published", after],
        ["site-release-restored", before],
      ]),
    );
  }, 180_000);
});
