import subsetFont from "subset-font";

export { RECEIPT_FONT_FOLDER, RECEIPT_FONTS } from "../../server/receipts/fonts";

/** Inter (variable, latin subset) as published; the input of `npm run fonts`. */
export const SOURCE_FONT = "app/fonts/source/inter-latin-wght-normal.woff2";
/** What the site loads: written by `npm run fonts`, committed. */
export const SITE_FONT = "app/fonts/inter-latin-wght-400-800.woff2";

/** The weights the stylesheets use; the font's weight axis is cut to this range. */
export const WEIGHT_RANGE = { min: 400, max: 800 } as const;

/** The code points of the source's "latin" subset (Basic Latin, Latin-1, punctuation, €, ™, arrows). */
const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x304, 0x304],
  [0x308, 0x308],
  [0x329, 0x329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
];

export function latinCharacters(): string {
  let text = "";
  for (const [first, last] of LATIN_RANGES)
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  return text;
}

/** The site's font: the source's latin glyphs with the weight axis cut to {@link WEIGHT_RANGE}. */
export function subsetSiteFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, latinCharacters(), {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHT_RANGE },
  });
}

/**
 * One weight of the source as a static TrueType font with the latin glyphs: what a PDF embeds
 * (the PDF writer needs a font without variation axes).
 */
export function staticInstance(source: Buffer, weight: number): Promise<Buffer> {
  return subsetFont(source, latinCharacters(), {
    targetFormat: "truetype",
    variationAxes: { wght: weight },
  });
}
