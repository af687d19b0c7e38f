import { expect, type Locator } from "@playwright/test";

/**
 * The URL the build serves for an image of the content: `/images/cars/egn24.svg` becomes
 * `/assets/images/cars/egn24-<hash>.svg`, a photo `/assets/images/…-<hash>-<width>.jpg`.
 */
export function servedFrom(src: string): RegExp {
  const stem = src.replace(/\.[^./]+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^/assets${stem}-[0-9a-f]{8}(-\\d+)?\\.(svg|jpg|png)$`);
}

/** The first of `images` loads with the page at high priority, every other one lazily. */
export async function expectFirstImageFirst(images: Locator): Promise<void> {
  const loading = await images.evaluateAll((elements) =>
    elements.map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")]),
  );
  expect(loading.length).toBeGreaterThan(1);
  expect(loading[0]).toEqual(["eager", "high"]);
  for (const entry of loading.slice(1)) expect(entry).toEqual(["lazy", null]);
}
