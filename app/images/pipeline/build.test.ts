import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_EXIF, photoLikeJpeg } from "../../../scripts/photos/photo";
import { ContentError } from "../../content/parse";
import { ImageRef } from "../../content/schema";
import type { PlaceName } from "../places";
import { buildImages } from "./build";

let root: string;
const quiet = new PassThrough() as unknown as NodeJS.WriteStream;

function ref(src: string, place: PlaceName, entry = 'members[0] "Anna"'): ImageRef {
  const image = new ImageRef({ src, alt: "Bild" }, [place]);
  image.origin = { file: "content/teams/2030.json", entry };
  return image;
}

function put(src: string, data: Buffer | string) {
  const path = join(root, "content", src);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

async function problemsOf(...refs: ImageRef[]): Promise<string[]> {
  try {
    await buildImages(refs, { root, cacheDir: join(root, "cache"), out: quiet });
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "egn-images-"));
  // As a phone stores a portrait: landscape pixels, EXIF orientation 6, GPS and a serial number.
  put(
    "/images/team/phone.jpg",
    await photoLikeJpeg({ width: 1200, height: 900, seed: 1, orientation: 6 }),
  );
  put(
    "/images/logo.png",
    await sharp({
      create: { width: 600, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="300"><circle cx="300" cy="150" r="120" fill="#c00"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer(),
  );
  put(
    "/images/logo.svg",
    '<?xml version="1.0"?><!-- Generator: Illustrator --><svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><metadata>secret</metadata><script>alert(1)</script><rect width="300" height="120" fill="#123456"/></svg>',
  );
  put(
    "/images/gradient-logo.svg",
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><defs><linearGradient id="brand"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#22d3ee"/></linearGradient></defs><rect width="200" height="50" fill="url(#brand)"/></svg>',
  );
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("buildImages", () => {
  it("reads the size as shown (EXIF orientation applied) and makes upright files in every format", async () => {
    const photo = ref("/images/team/phone.jpg", "memberPhoto");
    const { images, files } = await buildImages([photo], {
      root,
      cacheDir: join(root, "cache"),
      out: quiet,
    });
    const image = images.get(photo);
    expect(image?.variants?.fallback).toBe("jpg");
    // Two cards per row on phones: from 134 px (a 320 px phone at 1×) up to 557 (2× of 278).
    expect(image?.variants?.widths).toEqual([
      134, 152, 171, 194, 218, 247, 268, 303, 342, 387, 436, 493, 557,
    ]);
    expect(image?.height).toBeGreaterThan(image?.width ?? Infinity);
    expect(image?.tint).toMatch(/^[0-9a-f]{3}$/);
    const urls = [...files.keys()];
    expect(urls).toHaveLength(13 * 3);
    expect(
      urls.every((url) =>
        /^\/assets\/images\/team\/phone-[0-9a-f]{8}-\d+\.(avif|webp|jpg)$/.test(url),
      ),
    ).toBe(true);
    for (const file of files.values()) {
      const meta = await sharp(file).metadata();
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.orientation ?? 1).toBe(1);
    }
  }, 60_000);

  it("strips GPS position, serial number and every other metadata from the served files", async () => {
    const original = readFileSync(join(root, "content/images/team/phone.jpg"));
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(PHOTO_EXIF.serial)).toBe(true);
    const gpsPointer = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])]; // tag 0x8825
    expect(gpsPointer.some((tag) => before.exif?.includes(tag))).toBe(true);

    const photo = ref("/images/team/phone.jpg", "memberPhoto");
    const { files } = await buildImages([photo], {
      root,
      cacheDir: join(root, "cache"),
      out: quiet,
    });
    for (const file of files.values()) {
      const bytes = readFileSync(file);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      expect(bytes.includes(PHOTO_EXIF.serial), file).toBe(false);
      expect(bytes.includes("Exif\0\0"), file).toBe(false);
    }
  }, 60_000);

  it("keeps transparency in a PNG fallback and gives such images no tint", async () => {
    const logo = ref("/images/logo.png", "supporterLogo", 'classes[0] > supporters[0] "Beispiel"');
    const { images } = await buildImages([logo], {
      root,
      cacheDir: join(root, "cache"),
      out: quiet,
    });
    const image = images.get(logo);
    expect(image?.variants?.fallback).toBe("png");
    expect(image?.tint).toBeUndefined();
    expect([image?.width, image?.height]).toEqual([512, 256]); // 2× the widest box, 256 px
  }, 60_000);

  it("serves an SVG optimised, without comments, metadata or scripts, in its own size", async () => {
    const svg = ref("/images/logo.svg", "sponsorStrip");
    const { images, files } = await buildImages([svg], {
      root,
      cacheDir: join(root, "cache"),
      out: quiet,
    });
    const image = images.get(svg);
    expect(image).toMatchObject({ width: 300, height: 120 });
    expect(image?.variants).toBeUndefined();
    expect(image?.src).toMatch(/^\/assets\/images\/logo-[0-9a-f]{8}\.svg$/);
    const served = readFileSync(files.get(image?.src ?? "") ?? "", "utf8");
    expect(served).not.toMatch(/Illustrator|metadata|secret|script/);
    expect(served).toContain('width="300"');
  });

  it("writes an SVG into the page only where its place inlines it (the toolbar logo)", async () => {
    const inToolbar = ref("/images/logo.svg", "toolbarLogo");
    const inStrip = ref("/images/logo.svg", "sponsorStrip");
    const { images, files } = await buildImages([inToolbar, inStrip], {
      root,
      cacheDir: join(root, "cache"),
      out: quiet,
    });
    const markup = images.get(inToolbar)?.markup ?? "";
    expect(markup).toMatch(/^<svg\b[^>]*>.*<\/svg>$/s);
    expect(markup).not.toMatch(/<\?xml|Illustrator|secret|script/);
    expect(markup).toContain('fill="#123456"');
    expect(images.get(inStrip)?.markup).toBeUndefined();
    // The file stays, for the places that load it.
    expect(files.has(images.get(inToolbar)?.src ?? "")).toBe(true);
  });

  it("inlines a logo with a gradient under ids of its own", async () => {
    const logo = ref("/images/gradient-logo.svg", "toolbarLogo");
    const { images } = await buildImages([logo], {
      root,
      cacheDir: join(root, "cache"),
      out: quiet,
    });
    const markup = images.get(logo)?.markup ?? "";
    const id = /<linearGradient id="(svg-[0-9a-f]{8}-[a-z]+)"/.exec(markup)?.[1];
    expect(id).toBeDefined();
    expect(markup).toContain(`fill="url(#${id})"`);
  });

  it("takes a second build from the cache", async () => {
    const photo = ref("/images/team/phone.jpg", "memberPhoto");
    const out = new PassThrough();
    let log = "";
    out.on("data", (chunk) => (log += String(chunk)));
    await buildImages([photo], {
      root,
      cacheDir: join(root, "cache"),
      out: out as unknown as NodeJS.WriteStream,
    });
    expect(log).toMatch(/1 Bilddateien, 0 neu verarbeitet, 1 aus dem Cache/);
  });

  it("names the content file, the entry and the image for a missing, broken, too small or wrong file", async () => {
    put("/images/team/broken.jpg", "not a picture");
    const full = readFileSync(join(root, "content/images/team/phone.jpg"));
    put("/images/team/cut.jpg", full.subarray(0, Math.floor(full.length / 2)));
    put(
      "/images/team/tiny.jpg",
      await sharp({ create: { width: 200, height: 260, channels: 3, background: "#456" } })
        .jpeg()
        .toBuffer(),
    );
    const problems = await problemsOf(
      ref("/images/team/missing.jpg", "memberPhoto", 'members[1] "Ben"'),
      ref("/images/team/broken.jpg", "memberPhoto", 'members[2] "Cem"'),
      ref("/images/team/cut.jpg", "memberPhoto", 'members[3] "Dana"'),
      ref("/images/team/tiny.jpg", "memberPhoto", 'members[4] "Eva"'),
    );
    expect(problems).toEqual([
      'content/teams/2030.json: members[1] "Ben": Bild "/images/team/missing.jpg" fehlt (erwartet unter content/images/team/missing.jpg)',
      expect.stringMatching(
        /^content\/teams\/2030\.json: members\[2\] "Cem": Bild "\/images\/team\/broken\.jpg" ist keine lesbare Bilddatei/,
      ),
      expect.stringMatching(
        /^content\/teams\/2030\.json: members\[3\] "Dana": Bild "\/images\/team\/cut\.jpg" ist beschädigt oder nicht lesbar/,
      ),
      'content/teams/2030.json: members[4] "Eva": Bild "/images/team/tiny.jpg" ist zu klein für Teamfoto: 200 × 260 Pixel, es muss mindestens 280 Pixel breit und 300 Pixel hoch sein',
    ]);
  }, 60_000);

  it("refuses an SVG with text, which every device would draw in its own font", async () => {
    put(
      "/images/sponsors/wordmark.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><text x="10" y="60">Firma <tspan>GmbH</tspan></text></svg>',
    );
    put(
      "/images/sponsors/outlined.svg",
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><path d="M10 10h50v50z"/><!-- no <textarea> here --></svg>',
    );
    const problems = await problemsOf(
      ref("/images/sponsors/wordmark.svg", "sponsorStrip", 'sponsors[0] "Firma"'),
      ref("/images/sponsors/outlined.svg", "sponsorStrip", 'sponsors[1] "Andere"'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /^content\/teams\/2030\.json: sponsors\[0\] "Firma": Bild "\/images\/sponsors\/wordmark\.svg" enthält Schrift als Text \(<text>\); bitte die Schrift in Pfade umwandeln/,
      ),
    ]);
  });
});
