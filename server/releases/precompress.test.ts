import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompress } from "./precompress";

const dir = mkdtempSync(join(tmpdir(), "egn-precompress-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("precompress", () => {
  it("writes the siblings while the server's timers keep running (a release is made while it serves)", async () => {
    const page = (n: number) =>
      Array.from({ length: 4000 }, (_, i) => `<p>Seite ${n}, Absatz ${i * 7919}</p>`).join("\n");
    for (let n = 0; n < 12; n++) writeFileSync(join(dir, `page-${n}.html`), page(n));
    writeFileSync(join(dir, "small.css"), "a{}");
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    const written = await precompress(dir);
    clearInterval(timer);
    expect(written).toBe(24);
    expect(ticks).toBeGreaterThan(3);
    expect(brotliDecompressSync(readFileSync(join(dir, "page-3.html.br"))).toString()).toBe(
      page(3),
    );
    expect(existsSync(join(dir, "small.css.br"))).toBe(false);
  });
});
