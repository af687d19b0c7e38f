/**
 * What the privacy page says about the rate limit's client addresses is what the server does,
 * in both set-ups: in memory with one process, as a SHA-256 hash in PostgreSQL with several.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { countHit } from "../../server/db/rate-limits";
import { rateLimitWindows } from "../../server/db/schema";
import { projectRoot } from "../../server/site";
import { openDatabase } from "../../server/db/client";
import { databases } from "./helpers/databases";

const pages = {
  de: readFileSync(join(projectRoot, "content/pages/dataprotection.md"), "utf8"),
  en: readFileSync(join(projectRoot, "content/pages/en/dataprotection.md"), "utf8"),
};
const paragraphAbout = (text: string, words: RegExp) =>
  text.split("\n\n").find((paragraph) => words.test(paragraph)) ?? "";

describe("the privacy page on the rate limit", () => {
  it.each([
    ["de", /Massenanfragen/, /Arbeitsspeicher/, /zehn Minuten/],
    ["en", /mass requests/, /memory/, /ten minutes/],
  ] as const)("(%s) names both set-ups and the window", (locale, topic, memory, window) => {
    const paragraph = paragraphAbout(pages[locale], topic);
    expect(paragraph).toMatch(memory);
    expect(paragraph).toMatch(/PostgreSQL/);
    expect(paragraph).toMatch(/SHA-256/);
    expect(paragraph).toMatch(window);
    expect(parseConfig({}).RATE_LIMIT_WINDOW_MS).toBe(10 * 60_000);
  });

  it("is right that the database holds the address's SHA-256 hash, not the address", async () => {
    const created = await databases[0]!.create();
    const database = await openDatabase(parseConfig({ ...created.env }));
    try {
      await countHit(database.db, "attempt:203.0.113.9", 60_000);
      const rows = await database.db.select().from(rateLimitWindows);
      expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
      expect(rows.map((row) => row.key)).toEqual([
        createHash("sha256").update("attempt:203.0.113.9").digest("base64url"),
      ]);
    } finally {
      await database.close();
      await created.dispose();
    }
  });
});
