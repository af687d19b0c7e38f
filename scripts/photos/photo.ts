/**
 * Photo-like JPEGs as a phone or camera writes them, for tests and the photo audit: smooth colour
 * fields, shapes with soft edges, sensor-like grain, and EXIF with camera, serial number, GPS
 * position and orientation. Deterministic for a seed. Never committed: they are made when needed.
 */
import sharp from "sharp";

export interface PhotoOptions {
  /** Pixel size as stored in the file (before the EXIF orientation is applied). */
  width: number;
  height: number;
  seed: number;
  /** EXIF orientation, 1 (upright) to 8; 6 is a phone held upright. */
  orientation?: number;
  quality?: number;
}

/** The camera serial number and position every generated photo carries. */
export const PHOTO_EXIF = {
  serial: "EGN-CAM-0042-SERIAL",
  latitude: "53/1 27/1 3312/100",
  longitude: "9/1 58/1 4417/100",
};

/** mulberry32: a small deterministic random generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shapes with soft edges, drawn at a quarter of the size (enlarging softens them). */
function shapes(width: number, height: number, next: () => number): string {
  const colour = () =>
    `rgb(${Math.floor(next() * 255)},${Math.floor(next() * 255)},${Math.floor(next() * 255)})`;
  let body = "";
  for (let i = 0; i < 24; i++) {
    const x = Math.round(next() * width);
    const y = Math.round(next() * height);
    const size = Math.round((0.04 + next() * 0.25) * Math.min(width, height));
    const opacity = (0.25 + next() * 0.6).toFixed(2);
    body +=
      i % 3 === 0
        ? `<rect x="${x - size}" y="${y - size / 2}" width="${size * 2}" height="${size}" rx="${size / 6}" fill="${colour()}" opacity="${opacity}" transform="rotate(${Math.round(next() * 90 - 45)} ${x} ${y})"/>`
        : `<ellipse cx="${x}" cy="${y}" rx="${size}" ry="${Math.round(size * (0.4 + next()))}" fill="${colour()}" opacity="${opacity}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
}

export async function photoLikeJpeg({
  width,
  height,
  seed,
  orientation = 1,
  quality = 90,
}: PhotoOptions): Promise<Buffer> {
  const next = random(seed);
  // Colour fields: a coarse random grid, smoothly enlarged.
  const grid = Buffer.alloc(6 * 4 * 3);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(next() * 256);
  const pixels = await sharp(grid, { raw: { width: 6, height: 4, channels: 3 } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
  const small = [Math.ceil(width / 4), Math.ceil(height / 4)] as const;
  const overlay = await sharp(Buffer.from(shapes(small[0], small[1], next)))
    .resize(width, height, { fit: "fill" })
    .ensureAlpha()
    .raw()
    .toBuffer();
  // Texture that survives downscaling (foliage, asphalt, fabric): blotches of a few px.
  const texture = await sharp({
    create: {
      width: Math.ceil(width / 12),
      height: Math.ceil(height / 12),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 40 },
    },
  })
    .extractChannel(0)
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .raw()
    .toBuffer();
  // Shapes over the fields, texture and grain (plain JavaScript: quicker than libvips' blending).
  let state = (seed * 2654435761) >>> 0 || 1;
  for (let p = 0, o = 0; p < pixels.length; p += 3, o += 4) {
    const alpha = (overlay[o + 3] as number) / 255;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const grain = ((state >>> 0) % 31) - 15 + ((texture[p / 3] as number) - 128) * 0.4;
    for (let c = 0; c < 3; c++) {
      const mixed =
        (pixels[p + c] as number) * (1 - alpha) + (overlay[o + c] as number) * alpha + grain;
      pixels[p + c] = mixed < 0 ? 0 : mixed > 255 ? 255 : mixed;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "e-gnition Testkamera", Model: "Phone 12" },
      IFD2: { BodySerialNumber: PHOTO_EXIF.serial },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: PHOTO_EXIF.latitude,
        GPSLongitudeRef: "E",
        GPSLongitude: PHOTO_EXIF.longitude,
      },
    })
    .withMetadata({ orientation })
    .toBuffer();
}
