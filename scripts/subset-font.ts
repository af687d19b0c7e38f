/**
 * Writes the site's font, a smaller cut of Inter, and the receipts' static cuts: `npm run fonts`.
 * Run again after changing the weights the stylesheets use (scripts/fonts/subset.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import {
  RECEIPT_FONTS,
  SITE_FONT,
  SOURCE_FONT,
  staticInstance,
  subsetSiteFont,
} from "./fonts/subset";

const source = readFileSync(SOURCE_FONT);
const font = await subsetSiteFont(source);
writeFileSync(SITE_FONT, font);
console.log(`${SITE_FONT}: ${font.length} bytes (from ${source.length})`);

for (const { file, weight } of Object.values(RECEIPT_FONTS)) {
  const instance = await staticInstance(source, weight);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, instance);
  console.log(`${file}: ${instance.length} bytes`);
}
