/**
 * Finds image files served larger than needed: loads a page in Chromium at a viewport, scrolls
 * through it so every lazy image loads, and compares each raster file's width with the widest
 * it is drawn on the page (object-fit taken into account). A file wider than twice that is
 * oversized: no screen up to 2× needs it.
 */
import { chromium, type Browser } from "@playwright/test";
import { chromiumPath, CHROMIUM_ARGS } from "../../tests/e2e/support/chromium";

export interface Viewport {
  name: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
  mobile: boolean;
}

/** Lighthouse's mobile emulation (Moto G Power) and a common desktop. */
export const VIEWPORTS: Viewport[] = [
  { name: "mobile", width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true },
  { name: "desktop", width: 1350, height: 940, deviceScaleFactor: 1, mobile: false },
];

export interface DrawnImage {
  url: string;
  naturalWidth: number;
  /** The widest the file is drawn on the page, CSS px. */
  drawnWidth: number;
}

export interface OversizedImage extends DrawnImage {
  viewport: string;
}

/** A file is oversized when wider than twice its widest drawing (1 px for rounding). */
export function oversized(images: readonly DrawnImage[]): DrawnImage[] {
  return images.filter((image) => image.naturalWidth > 2 * image.drawnWidth + 1);
}

export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Every raster image a page loads at this viewport, with the widest it is drawn. */
export async function drawnImages(
  browser: Browser,
  url: string,
  viewport: Viewport,
): Promise<DrawnImage[]> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    // Scroll through, so lazy images load, then wait for them.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    return await page.evaluate(async () => {
      const widest = new Map<string, { naturalWidth: number; drawnWidth: number }>();
      for (const image of document.images) {
        const url = image.currentSrc;
        if (!url || /\.svg(\?|$)/.test(url) || !image.naturalWidth) continue;
        const box = image.getBoundingClientRect();
        if (box.width === 0) continue;
        // With `srcset`, naturalWidth is in CSS px; a plain Image of the file gives its pixels.
        const file = new Image();
        file.src = url;
        await file.decode();
        const aspect = file.naturalWidth / file.naturalHeight;
        const fit = getComputedStyle(image).objectFit;
        const drawn =
          fit === "cover"
            ? Math.max(box.width, box.height * aspect)
            : fit === "contain"
              ? Math.min(box.width, box.height * aspect)
              : box.width;
        const seen = widest.get(url);
        widest.set(url, {
          naturalWidth: file.naturalWidth,
          drawnWidth: Math.max(drawn, seen?.drawnWidth ?? 0),
        });
      }
      return [...widest].map(([url, sizes]) => ({ url, ...sizes }));
    });
  } finally {
    await context.close();
  }
}
