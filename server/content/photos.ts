/**
 * A photo uploaded in the team area (a phone's camera, a camera's card): recognised by its
 * content, not its name, turned upright and stored without its metadata (camera, time, GPS
 * position), so that the file in content/images holds nothing a visitor should not see.
 */
import sharp from "sharp";

export const PHOTO_LIMIT_BYTES = 25 * 1024 * 1024;

const FORMATS = { jpeg: "jpg", png: "png", webp: "webp", heif: "avif" } as const;
type Format = keyof typeof FORMATS;

/** A file that is not a photo this site takes: the message says why, in German. */
export class PhotoError extends Error {}

export interface AcceptedPhoto {
  data: Buffer;
  /** The file ending the stored photo gets. */
  ext: (typeof FORMATS)[Format];
  width: number;
  height: number;
}

export async function acceptPhoto(bytes: Uint8Array): Promise<AcceptedPhoto> {
  if (bytes.byteLength === 0) throw new PhotoError("Die Datei ist leer.");
  if (bytes.byteLength > PHOTO_LIMIT_BYTES)
    throw new PhotoError("Das Foto ist größer als 25 MB. Bitte ein kleineres wählen.");
  let format: string | undefined;
  let compression: string | undefined;
  try {
    ({ format, compression } = await sharp(bytes).metadata());
  } catch {
    throw new PhotoError("Das ist kein lesbares Foto (JPEG, PNG, WebP oder AVIF).");
  }
  if (!format || !(format in FORMATS) || (format === "heif" && compression !== "av1"))
    throw new PhotoError(
      `Fotos als JPEG, PNG, WebP oder AVIF, bitte; diese Datei ist ${format ?? "unbekannt"}.`,
    );
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
    throw new PhotoError("Das Foto ist beschädigt oder zu groß (höchstens 100 Megapixel).");
  }
}
