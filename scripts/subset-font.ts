/**
 * Writes the site's font, a smaller cut of Inter, and the receipts' static cuts: `npm run fonts`.
 * Run again after changing the weights the stylesheets use (scripts/fonts/subset.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  RECEIPT_FONT_FOLDER,
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

mkdirSync(RECEIPT_FONT_FOLDER, { recursive: true });
for (const { name, weight } of Object.values(RECEIPT_FONTS)) {
  const file = join(RECEIPT_FONT_FOLDER, name);
  const instance = await staticInstance(source, weight);
  writeFileSync(file, instance);
  console.log(`${file}: ${instance.length} bytes`);
}
