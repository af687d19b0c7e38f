import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { textWidth } from "./text-width";
import { TRICKY_TEXTS } from "./prettier.test-support";

const SAMPLES = [
  ...TRICKY_TEXTS,
  "🏎",
  "👍🏽",
  "©",
  "©️",
  "™ ↔ ☺ ❤ ⚡",
  "☺️ ❤️ 1️⃣ #️⃣",
  "ｆｕｌｌｗｉｄｔｈ",
  "한국어",
  "e\u0301",
  "€ ° ± × ÷ µ § ✓ ★ → ←",
  "\u200d\u200b",
];

describe("textWidth", () => {
  it.each(SAMPLES.map((text) => [text]))("counts %j as prettier does", (text) => {
    expect(textWidth(text)).toBe(prettier.util.getStringWidth(text));
  });
});
