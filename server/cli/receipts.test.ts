import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { UsageError } from "./command";
import { run } from "./receipts";

const noDatabase = () => Promise.reject(new Error("sample needs no database"));
const folder = mkdtempSync(join(tmpdir(), "receipts-cli-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("npm run receipts -- sample", () => {
  it("writes a sample PDF of each kind", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (const kind of ["single", "collective", "simplified"]) {
      const out = join(folder, `${kind}.pdf`);
      await run(["sample", "--out", out, "--kind", kind], noDatabase);
      expect(readFileSync(out).subarray(0, 8).toString()).toBe("%PDF-1.7");
    }
  });

  it("says what is wrong with the arguments", async () => {
    await expect(run(["sample"], noDatabase)).rejects.toThrow(UsageError);
    await expect(run(["sample", "--out", "x.pdf", "--kind", "other"], noDatabase)).rejects.toThrow(
      /Unbekannte Art/,
    );
    await expect(run(["print"], noDatabase)).rejects.toThrow(UsageError);
  });
});
