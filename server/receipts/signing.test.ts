import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderReceipt } from "./pdf";
import { SIGNING_KEY_FILE, signatureText, signReceiptPdf } from "./signing";
import { testReceipt } from "./test-receipt";

const folder = mkdtempSync(join(tmpdir(), "receipt-signing-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const keyDir = join(folder, "data");
const options = { dir: keyDir, issuer: "e-gnition Hamburg e.V.", place: "Hamburg" };

/** pdfsig's report on the file, and whether it exited 0. */
function pdfsig(pdf: Buffer) {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync("pdfsig", [file], { encoding: "utf8" });
  } catch (error) {
    return `failed: ${String((error as { stdout?: string }).stdout)}`;
  }
}

describe("signReceiptPdf", () => {
  it("signs the whole file, one page or two, with a key made once and kept owner-only", async () => {
    for (const kind of ["single", "collective"] as const) {
      const doc = testReceipt(kind, { machineMade: true });
      const signed = await signReceiptPdf(await renderReceipt(doc), options);
      const report = pdfsig(signed);
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Total document signed");
      expect(report).toContain("Signature Type: adbe.pkcs7.detached");
      const raw = signed.toString("latin1");
      expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
      expect(raw).toContain("/Reason (Zuwendungsbestaetigung, maschinell erstellt)");
      expect(raw).toContain("/Name (e-gnition Hamburg e.V.)");
    }
    const key = join(keyDir, SIGNING_KEY_FILE);
    expect(statSync(key).mode & 0o777).toBe(0o600);
    const before = readFileSync(key);
    await signReceiptPdf(await renderReceipt(testReceipt("single")), options);
    expect(readFileSync(key).equals(before)).toBe(true);
  });

  it("writes the signature's texts in ASCII", () => {
    expect(signatureText("Förderverein Köln-Süd, Straße ½")).toBe(
      "Foerderverein Koeln-Sued, Strasse ",
    );
  });

  it("shows a change of the signed file", async () => {
    const signed = await signReceiptPdf(await renderReceipt(testReceipt("single")), options);
    const changed = Buffer.from(signed);
    const at = changed.indexOf("Bestätigung über Geldzuwendungen");
    expect(at).toBeGreaterThan(0);
    changed[at] = "X".charCodeAt(0);
    const report = pdfsig(changed);
    expect(report).not.toContain("Signature is Valid.");
    expect(report).toMatch(/Signature Validation: (Digest Mismatch|Signature is Invalid)/);
  });
});
