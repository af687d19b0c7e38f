import { describe, expect, it } from "vitest";
import { commitMessage } from "./message";

describe("commitMessage", () => {
  it("names kind, title and what happened", () => {
    expect(commitMessage({ kind: "News", title: "Rollout egn26", action: "created" })).toBe(
      "News: Rollout egn26 angelegt",
    );
    expect(commitMessage({ kind: "News", title: "Rollout egn26", action: "changed" })).toBe(
      "News: Rollout egn26 geändert",
    );
    expect(commitMessage({ kind: "Team 2026", action: "deleted" })).toBe("Team 2026: gelöscht");
  });

  it("dates a restored version in German, in Hamburg's time", () => {
    expect(
      commitMessage({
        kind: "News",
        title: "Rollout egn26",
        action: "restored",
        restoredFrom: "2026-11-30T23:30:00Z", // already 1 December in Germany
      }),
    ).toBe("News: Rollout egn26 wiederhergestellt (Stand vom 01.12.2026)");
    expect(
      commitMessage({
        kind: "Team 2026",
        action: "restored",
        restoredFrom: new Date("2026-06-05T12:00:00Z"),
      }),
    ).toBe("Team 2026: wiederhergestellt (Stand vom 05.06.2026)");
    expect(commitMessage({ kind: "Seite", title: "Über uns", action: "restored" })).toBe(
      "Seite: Über uns wiederhergestellt",
    );
  });

  it("keeps to one line of at most 200 characters, the verb always whole", () => {
    expect(commitMessage({ kind: " News\n", title: "Zwei\nZeilen  hier", action: "changed" })).toBe(
      "News: Zwei Zeilen hier geändert",
    );
    const long = commitMessage({
      kind: "News",
      title: "x".repeat(500),
      action: "restored",
      restoredFrom: "2026-12-01",
    });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/^News: x+… wiederhergestellt \(Stand vom 01\.12\.2026\)$/);
    expect(commitMessage({ kind: "", title: "Ohne Art", action: "created" })).toBe(
      "Inhalt: Ohne Art angelegt",
    );
  });
});
