import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder up from `start` with a package.json. */
function packageFolder(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, "package.json"))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

/** The project's folder, from the sources (`server/`) as from the built server (`build/node/`). */
export const projectRoot = packageFolder(dirname(fileURLToPath(import.meta.url)));

const DEFAULT_PRODUCT_NAME = "e-gnition";

/** The team name from `content/site.json` (it names the donation page), or the default. */
export function readProductName(root = projectRoot): string {
  const file = join(root, "content", "site.json");
  if (!existsSync(file)) return DEFAULT_PRODUCT_NAME;
  const site = JSON.parse(readFileSync(file, "utf8")) as { productName?: unknown };
  return typeof site.productName === "string" && site.productName.trim()
    ? site.productName.trim()
    : DEFAULT_PRODUCT_NAME;
}

/** The newsletter form's address from `content/site.json` (`links.newsletterForm`), or "". */
export function readNewsletterFormUrl(root = projectRoot): string {
  const file = join(root, "content", "site.json");
  if (!existsSync(file)) return "";
  const site = JSON.parse(readFileSync(file, "utf8")) as { links?: { newsletterForm?: unknown } };
  const url = site.links?.newsletterForm;
  return typeof url === "string" ? url.trim() : "";
}
