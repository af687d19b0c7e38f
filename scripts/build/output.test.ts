import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import config from "../../react-router.config";
import { isNoise } from "./output";

describe("the build's output", () => {
  it("leaves out React Router's own deprecated Vite option, keeps everything else", () => {
    expect(isNoise("The `envFile` option is deprecated, please use `envDir: false` instead.")).toBe(
      true,
    );
    expect(isNoise("Bilder: 172 Bilddateien, 0 neu verarbeitet")).toBe(false);
    expect(isNoise("(!) Some chunks are larger than 500 kB after minification.")).toBe(false);
  });

  it("has no future-flag notice: every flag React Router asks about is set", () => {
    const vitePlugin = createRequire(import.meta.url).resolve("@react-router/dev/vite");
    const asked = [...readFileSync(vitePlugin, "utf8").matchAll(/future\.(\w+) === void 0/g)].map(
      ([, flag]) => flag!,
    );
    expect(asked.length).toBeGreaterThan(0);
    expect(Object.keys(config.future ?? {})).toEqual(expect.arrayContaining(asked));
  });
});
