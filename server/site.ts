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

/** `content/site.json` as read at run time, or an empty object without one. */
function readSite(root: string): Record<string, unknown> {
  const file = join(root, "content", "site.json");
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>)
    : {};
}

/** The team name from `content/site.json` (it names the donation page), or the default. */
export function readProductName(root = projectRoot): string {
  const { productName } = readSite(root);
  return typeof productName === "string" && productName.trim()
    ? productName.trim()
    : DEFAULT_PRODUCT_NAME;
}

/** The newsletter form's address from `content/site.json` (`links.newsletterForm`), or "". */
export function readNewsletterFormUrl(root = projectRoot): string {
  const { links } = readSite(root) as { links?: { newsletterForm?: unknown } };
  const url = links?.newsletterForm;
  return typeof url === "string" ? url.trim() : "";
}

export interface PostalAddress {
  name: string;
  lines: string[];
}

/** The association's postal address (`postalAddress`), which signs the visitors' e-mails. */
export function readPostalAddress(root = projectRoot): PostalAddress {
  const { postalAddress } = readSite(root) as { postalAddress?: Partial<PostalAddress> };
  return {
    name: typeof postalAddress?.name === "string" ? postalAddress.name : DEFAULT_PRODUCT_NAME,
    lines: Array.isArray(postalAddress?.lines)
      ? postalAddress.lines.filter((line) => typeof line === "string")
      : [],
  };
}
