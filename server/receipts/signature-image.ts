/**
 * The facsimile signature printed on machine-made receipts: an image the admin uploads in the
 * settings, recognised by its content (not its name, as server/content/photos.ts does), turned
 * upright, flattened onto white (no transparency, nothing but pixels: no metadata) and stored
 * as a PNG small enough for the signature line.
 */
import sharp from "sharp";
import { AreaRefusal } from "../team/refusal";

export const SIGNATURE_LIMIT_BYTES = 2 * 1024 * 1024;
const FORMATS = ["png", "jpeg", "webp"];
/** Pixels of height kept: about 300 dpi at the 2 cm the signature takes on the page. */
const HEIGHT = 240;

/** A file that is not a signature image this site takes: the message says why, in German. */
export class SignatureImageError extends AreaRefusal {}

export async function acceptSignatureImage(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength === 0) throw new SignatureImageError("signatureEmpty");
  if (bytes.byteLength > SIGNATURE_LIMIT_BYTES) throw new SignatureImageError("signatureTooLarge");
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes).metadata());
  } catch {
    throw new SignatureImageError("signatureUnreadable");
  }
  if (!format || !FORMATS.includes(format))
    throw format
      ? new SignatureImageError("signatureFormat", { format })
      : new SignatureImageError("signatureFormatUnknown");
  try {
    return await sharp(bytes, { limitInputPixels: 25_000_000 })
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize({ height: HEIGHT, withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new SignatureImageError("signatureDamaged");
  }
}
