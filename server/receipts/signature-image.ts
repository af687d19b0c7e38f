/**
 * The facsimile signature printed on machine-made receipts: an image the admin uploads in the
 * settings, recognised by its content (not its name, as server/content/photos.ts does), turned
 * upright, flattened onto white (no transparency, nothing but pixels: no metadata) and stored
 * as a PNG small enough for the signature line.
 */
import sharp from "sharp";

export const SIGNATURE_LIMIT_BYTES = 2 * 1024 * 1024;
const FORMATS = ["png", "jpeg", "webp"];
/** Pixels of height kept: about 300 dpi at the 2 cm the signature takes on the page. */
const HEIGHT = 240;

/** A file that is not a signature image this site takes: the message says why, in German. */
export class SignatureImageError extends Error {}

export async function acceptSignatureImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new SignatureImageError("Die Datei ist leer.");
  if (bytes.byteLength > SIGNATURE_LIMIT_BYTES)
    throw new SignatureImageError("Das Bild ist größer als 2 MB. Bitte ein kleineres wählen.");
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes).metadata());
  } catch {
    throw new SignatureImageError("Das ist kein lesbares Bild (PNG, JPEG oder WebP).");
  }
  if (!format || !FORMATS.includes(format))
    throw new SignatureImageError(
      `Die Unterschrift als PNG, JPEG oder WebP, bitte; diese Datei ist ${format ?? "unbekannt"}.`,
    );
  try {
    return await sharp(bytes, { limitInputPixels: 25_000_000 })
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize({ height: HEIGHT, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new SignatureImageError("Das Bild ist beschädigt oder zu groß (höchstens 25 Megapixel).");
  }
}
