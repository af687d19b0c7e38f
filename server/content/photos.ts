/**
 * A photo uploaded in the team area (a phone's camera, a camera's card): recognised by its
 * content, not its name, turned upright and stored without its metadata (camera, time, GPS
 * position), so that the file in content/images holds nothing a visitor should not see.
 */
import sharp from "sharp";
import { AreaRefusal } from "../team/refusal";

export const PHOTO_LIMIT_BYTES = 25 * 1024 * 1024;

const FORMATS = { jpeg: "jpg", png: "png", webp: "webp", heif: "avif" } as const;
type Format = keyof typeof FORMATS;

/** A file that is not a photo this site takes: a refusal in the member's language says why. */
export class PhotoError extends AreaRefusal {}

export interface AcceptedPhoto {
  data: Buffer;
  /** The file ending the stored photo gets. */
  ext: (typeof FORMATS)[Format];
  width: number;
  height: number;
}

export async function acceptPhoto(bytes: Uint8Array): Promise<AcceptedPhoto> {
  if (bytes.byteLength === 0) throw new PhotoError("photoEmpty");
  if (bytes.byteLength > PHOTO_LIMIT_BYTES) throw new PhotoError("photoTooLarge");
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(bytes).metadata());
  } catch {
    throw new PhotoError("photoUnreadable");
  }
  if (!format || !(format in FORMATS) || (format === "heif" && compression !== "av1"))
    throw format ? new PhotoError("photoFormat", { format }) : new PhotoError("photoFormatUnknown");
  const image = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
  const ext = FORMATS[format as Format];
  const encoded =
    ext === "jpg"
      ? image.jpeg({ quality: 90, mozjpeg: true })
      : ext === "png"
        ? image.png()
        : ext === "webp"
          ? image.webp({ quality: 90 })
          : image.avif({ quality: 70 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, ext, width: info.width, height: info.height };
  } catch {
    throw new PhotoError("photoDamaged");
  }
}
