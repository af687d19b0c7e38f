/**
 * A phone loads a small file of a photo, a desktop a larger one: the build's real files and the
 * `srcset`/`sizes` the site writes for the place, offered to Chromium at both viewport sizes.
 * (The committed content has only SVG artwork; the photo audit checks the same on real pages.)
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { PassThrough } from "node:stream";
import { expect, test, type Page } from "./support/test";
import { buildImages, defaultCacheDir } from "../../app/images/pipeline/build";
import { MODERN_FORMATS, srcSet, type Image } from "../../app/images/image";
import { sizesFor, type PlaceName } from "../../app/images/places";
import { ImageRef } from "../../app/content/schema";
import { photoLikeJpeg } from "../../scripts/photos/photo";

let root: string;
let files: Map<string, string>;
const images = new Map<PlaceName, Image>();

test.beforeAll(async () => {
  // Encoding a photo takes a while on a busy machine; the shared cache makes it quick after once.
  test.setTimeout(180_000);
  root = mkdtempSync(join(tmpdir(), "egn-responsive-"));
  mkdirSync(join(root, "content/images"), { recursive: true });
  // A photo of its own for each place: Chromium would take a larger file of the same photo that
  // is already in its memory cache (the hero's) over the one the member card's `srcset` asks for.
  const places = ["hero", "memberPhoto"] as const;
  for (const [seed, place] of places.entries()) {
    writeFileSync(
      join(root, `content/images/${place}.jpg`),
      await photoLikeJpeg({ width: 2000, height: 1500, seed: 9 + seed }),
    );
  }
  const refs = places.map((place) => {
    const ref = new ImageRef({ src: `/images/${place}.jpg`, alt: "Testfoto" }, [place]);
    ref.origin = { file: "test", entry: place };
    return [place, ref] as const;
  });
  const built = await buildImages(
    refs.map(([, ref]) => ref),
    {
      root,
      cacheDir: defaultCacheDir(process.cwd()),
      out: new PassThrough() as unknown as NodeJS.WriteStream,
    },
  );
  files = built.files;
  for (const [place, ref] of refs) images.set(place, built.images.get(ref) as Image);
});

test.afterAll(() => rmSync(root, { recursive: true, force: true }));

function picture(image: Image, place: PlaceName, className: string): string {
  const sizes = sizesFor(place, image.width / image.height);
  const sources = MODERN_FORMATS.map(
    (f) => `<source type="${f.type}" srcset="${srcSet(image, f.ext)}" sizes="${sizes}">`,
  ).join("");
  return `<picture>${sources}<img class="${className}" src="${image.src}" srcset="${srcSet(image, image.variants?.fallback ?? "jpg")}" sizes="${sizes}" width="${image.width}" height="${image.height}" alt="${image.alt}"></picture>`;
}

async function loadedWidths(page: Page) {
  await page.route("**/bildtest", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><meta name="viewport" content="width=device-width"><style>body{margin:0}.hero{display:block;width:100%;height:auto}.member{display:block;width:278px;height:300px;object-fit:cover}@media (max-width:575px){.member{width:calc((100vw - 32px - 16px) / 2 - 2px);height:auto;aspect-ratio:3/4}}</style>${picture(images.get("hero") as Image, "hero", "hero")}${picture(images.get("memberPhoto") as Image, "memberPhoto", "member")}`,
    }),
  );
  await page.route("**/assets/images/**", (route) => {
    const file = files.get(new URL(route.request().url()).pathname);
    return file
      ? route.fulfill({ contentType: `image/${extname(file).slice(1)}`, body: readFileSync(file) })
      : route.fulfill({ status: 404 });
  });
  await page.goto("/bildtest");
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  // An <img> with `srcset` reports its width in CSS px; the file's own width needs a plain Image.
  return page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (image) => {
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode();
        return { src: image.currentSrc, width: file.naturalWidth };
      }),
    ),
  );
}

test.describe("on a phone", () => {
  // A phone's size and density without `isMobile`: with it, Chromium starts the page in a 980 px
  // layout viewport until it applies the viewport meta tag, and now and then picks the hero's
  // file in that moment (the 2000 px one). What is tested here is the `srcset` and `sizes`.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("loads small AVIF files, no more than twice as wide as drawn", async ({ page }) => {
    const [hero, member] = await loadedWidths(page);
    expect(hero?.src).toMatch(/\.avif$/);
    expect(hero?.width).toBeGreaterThanOrEqual(412 * 1.75);
    expect(hero?.width).toBeLessThanOrEqual(412 * 2);
    // Two cards per row: the 4:3 photo covers a 180 × 240 box, drawn 320 px wide.
    expect(member?.width).toBeGreaterThanOrEqual(320 * 1.75);
    expect(member?.width).toBeLessThanOrEqual(320 * 2);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });

  test("loads the larger file the wide screen needs", async ({ page }) => {
    const [hero, member] = await loadedWidths(page);
    expect(hero?.src).toMatch(/\.avif$/);
    expect(hero?.width).toBeGreaterThanOrEqual(1920);
    expect(member?.width).toBeGreaterThanOrEqual(400);
    expect(member?.width).toBeLessThan(500);
  });
});
