/** The decision records read as decisions: each says when and whether it holds, and the index lists them all. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const FOLDER = "docs/decisions";
const records = readdirSync(FOLDER).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = readFileSync(`${FOLDER}/README.md`, "utf8");

/** The lines between a record's title and its first section. */
function head(name: string): string[] {
  const text = readFileSync(`${FOLDER}/${name}`, "utf8");
  return text.split("\n## ")[0]!.split("\n").slice(1);
}

describe("decision records", () => {
  it.each(records)("%s starts with its Date and Status", (name) => {
    const lines = head(name);
    expect(lines).toContainEqual(expect.stringMatching(/^Date: \d{4}-\d{2}-\d{2}\b/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^Status: (accepted|partly superseded by|superseded by)\b/),
    );
  });

  it("names an existing record wherever a status says superseded", () => {
    for (const name of records) {
      const status = head(name).join("\n").split("Status:")[1] ?? "";
      if (!/superseded by/.test(status)) continue;
      const links = [...status.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
      expect(links, name).not.toHaveLength(0);
      for (const link of links) expect(records, `${name} links ${link}`).toContain(link);
    }
  });

  it("are all in the index, each with its status", () => {
    for (const name of records) {
      const row = index
        .split("\n")
        .find((line) => line.startsWith("| [") && line.includes(`](${name})`));
      expect(row, name).toBeDefined();
      const status = /^Status: (\w+(?: superseded by \d{4})?)/.exec(
        head(name).find((line) => line.startsWith("Status:"))!,
      )![1]!;
      expect(row, name).toContain(status);
    }
  });

  it("keep measured figures out: no UTC time windows", () => {
    for (const name of records) {
      const text = readFileSync(`${FOLDER}/${name}`, "utf8");
      expect(text, name).not.toMatch(/\d{2}:\d{2}(–\d{2}:\d{2})? UTC/);
    }
  });
});
