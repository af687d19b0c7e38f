import { describe, expect, it } from "vitest";
import { readContentDir } from "../../app/content/read-content-dir";
import { pagePaths } from "../../app/lib/paths";
import { englishAuditPaths } from "./english";

describe("englishAuditPaths", () => {
  const content = readContentDir(".");

  it("samples every template once: the fixed pages and the newest team, car and season", () => {
    const sample = englishAuditPaths(content, "sample");
    expect(sample).toContain("/en/home");
    expect(sample).toContain(`/en/team/${content.teams[0]?.season}`);
    expect(sample).toContain(`/en/garage/${content.cars[0]?.name}`);
    expect(sample).toContain(`/en/supporters/${content.supporterSeasons[0]?.season}`);
    expect(sample.filter((path) => path.startsWith("/en/team/"))).toHaveLength(1);
    expect(sample.filter((path) => path.startsWith("/en/garage/"))).toHaveLength(1);
    expect(sample.every((path) => pagePaths(content, "en").includes(path))).toBe(true);
    expect(sample.length).toBeLessThan(pagePaths(content, "en").length);
  });

  it("measures all English pages or none on request", () => {
    expect(englishAuditPaths(content, "all")).toEqual(pagePaths(content, "en"));
    expect(englishAuditPaths(content, "none")).toEqual([]);
  });
});
