import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { keptSignatureImage } from "./settings";
import { acceptSignatureImage, SignatureImageError } from "./signature-image";

/** A dark stroke on a transparent ground, as a scanned signature often comes. */
const signature = (format: "png" | "jpeg" | "gif", height = 400) =>
  sharp({
    create: { width: 3 * height, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([
      {
        input: {
          create: { width: height, height: 20, channels: 4, background: "#102060" },
        },
        top: height / 2,
        left: height,
      },
    ])
    .toFormat(format)
    .toBuffer();

describe("acceptSignatureImage", () => {
  it("takes a PNG or JPEG by its content: a PNG on white, no taller than 240 pixels", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const accepted = await acceptSignatureImage(await signature(format));
      const meta = await sharp(accepted).metadata();
      expect(meta).toMatchObject({ format: "png", height: 240, width: 720, hasAlpha: false });
    }
    const [r, g, b] = (
      await sharp(await acceptSignatureImage(await signature("png")))
        .raw()
        .toBuffer()
    ).subarray(0, 3);
    expect([r, g, b]).toEqual([255, 255, 255]);
  });

  it("refuses what is no image of those kinds, whatever the file is called", async () => {
    await expect(acceptSignatureImage(new Uint8Array())).rejects.toThrow("Die Datei ist leer.");
    await expect(acceptSignatureImage(new TextEncoder().encode("<svg/>"))).rejects.toThrow(
      SignatureImageError,
    );
    await expect(acceptSignatureImage(await signature("gif"))).rejects.toThrow(
      /PNG, JPEG oder WebP, bitte; diese Datei ist gif/,
    );
    await expect(acceptSignatureImage(new Uint8Array(2 * 1024 * 1024 + 1))).rejects.toThrow(
      /größer als 2 MB/,
    );
  });
});

describe("keptSignatureImage", () => {
  const stored = { signatureImage: new Uint8Array([1]) } as Parameters<
    typeof keptSignatureImage
  >[2];
  it("keeps the image in force unless a new one is uploaded or removal was asked for", () => {
    const uploaded = new Uint8Array([2]);
    expect(keptSignatureImage(undefined, false, stored)).toEqual(new Uint8Array([1]));
    expect(keptSignatureImage(uploaded, false, stored)).toBe(uploaded);
    expect(keptSignatureImage(undefined, true, stored)).toBeNull();
    expect(keptSignatureImage(undefined, false, undefined)).toBeNull();
  });
});
