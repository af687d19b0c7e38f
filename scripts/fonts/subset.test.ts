import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  RECEIPT_FONT_FOLDER,
  RECEIPT_FONTS,
  SITE_FONT,
  SOURCE_FONT,
  staticInstance,
  subsetSiteFont,
  WEIGHT_RANGE,
} from "./subset";

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return cssFiles(path);
    return path.endsWith(".css") ? [path] : [];
  });
}

describe("the site font", () => {
  it("is the committed output of `npm run fonts`", async () => {
    const font = await subsetSiteFont(readFileSync(SOURCE_FONT));
    expect(font.equals(readFileSync(SITE_FONT))).toBe(true);
    expect(font.length).toBeLessThan(readFileSync(SOURCE_FONT).length * 0.75);
  });

  it("covers every font weight the stylesheets use, as its @font-face declares", () => {
    const global = readFileSync("app/styles/global.css", "utf8");
    expect(global).toContain(`font-weight: ${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max};`);
    for (const file of cssFiles("app")) {
      for (const [, weight] of readFileSync(file, "utf8").matchAll(/font-weight:\s*(\d+);/g)) {
        const value = Number(weight);
        expect(value, `${file}: font-weight ${value}`).toBeGreaterThanOrEqual(WEIGHT_RANGE.min);
        expect(value, `${file}: font-weight ${value}`).toBeLessThanOrEqual(WEIGHT_RANGE.max);
      }
    }
  });
});

describe("the receipts' fonts", () => {
  it("are the committed output of `npm run fonts`: static cuts of the site font", async () => {
    const source = readFileSync(SOURCE_FONT);
    for (const { name, weight } of Object.values(RECEIPT_FONTS)) {
      const font = await staticInstance(source, weight);
      expect(font.equals(readFileSync(join(RECEIPT_FONT_FOLDER, name))), name).toBe(true);
      expect(font.subarray(0, 4).toString("hex"), "TrueType").toBe("00010000");
      expect(font.includes(Buffer.from("fvar")), "no variation axes").toBe(false);
    }
  });
});
