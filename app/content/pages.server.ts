import { content } from "./content.server";
import type { PageKey } from "./parse";

/** The prose and meta data of one page, as a loader returns it. */
export function loadPage(key: PageKey) {
  return { page: content.pages[key], productName: content.site.productName };
}
