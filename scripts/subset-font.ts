/**
 * Writes the site's font, a smaller cut of Inter: `npm run fonts`.
 * Run again after changing the weights the stylesheets use (scripts/fonts/subset.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { SITE_FONT, SOURCE_FONT, subsetSiteFont } from "./fonts/subset";

const source = readFileSync(SOURCE_FONT);
const font = await subsetSiteFont(source);
writeFileSync(SITE_FONT, font);
console.log(`${SITE_FONT}: ${font.length} bytes (from ${source.length})`);
