/**
 * The URL the build serves for an image of the content: `/images/cars/egn24.svg` becomes
 * `/assets/images/cars/egn24-<hash>.svg`, a photo `/assets/images/…-<hash>-<width>.jpg`.
 */
export function servedFrom(src: string): RegExp {
  const stem = src.replace(/\.[^./]+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^/assets${stem}-[0-9a-f]{8}(-\\d+)?\\.(svg|jpg|png)$`);
}
