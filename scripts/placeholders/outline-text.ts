/**
 * Text for the placeholder SVGs as outlines in the site's typeface (Inter). An SVG shown with
 * `<img>` cannot use the page's web font, so `<text>` would be drawn in whatever font the device
 * has, and laying it out costs the browser a font lookup for every image on every page.
 */
import { openSync, type Font } from "fontkit";
import { join } from "node:path";
import { compactPath } from "./compact-path";

export interface TextRun {
  text: string;
  fill: string;
}

export interface TextStyle {
  /** 700 and above use Inter Bold, anything lighter Inter Regular. */
  weight?: number;
  anchor?: "start" | "middle" | "end";
  /** Extra space after every character, in px like SVG's `letter-spacing`. */
  letterSpacing?: number;
  opacity?: number;
}

const fontsDir = join(import.meta.dirname, "..", "..", "server", "receipts", "fonts");
const fonts = new Map<string, Font>();

function font(weight: number): Font {
  const file = weight >= 700 ? "inter-700.ttf" : "inter-400.ttf";
  let loaded = fonts.get(file);
  if (!loaded) {
    loaded = openSync(join(fontsDir, file));
    fonts.set(file, loaded);
  }
  return loaded;
}

/** Width of `runs` set in `size` px, letter spacing included. */
export function textWidth(runs: TextRun[], size: number, style: TextStyle = {}): number {
  const face = font(style.weight ?? 400);
  const scale = size / face.unitsPerEm;
  const spacing = style.letterSpacing ?? 0;
  return runs.reduce((sum, run) => {
    const { positions } = face.layout(run.text);
    return sum + positions.reduce((w, p) => w + p.xAdvance * scale + spacing, 0);
  }, 0);
}

/**
 * One `<path>` per run, its baseline starting at (`x`, `y`) like SVG's `<text>`; `anchor` moves
 * the whole line as `text-anchor` does.
 */
export function outlineText(
  x: number,
  y: number,
  runs: TextRun[],
  size: number,
  style: TextStyle = {},
): string {
  const face = font(style.weight ?? 400);
  const scale = size / face.unitsPerEm;
  const spacing = style.letterSpacing ?? 0;
  const width = textWidth(runs, size, style);
  let penX = x - (style.anchor === "middle" ? width / 2 : style.anchor === "end" ? width : 0);
  const opacity = style.opacity === undefined ? "" : ` opacity="${style.opacity}"`;
  return runs
    .map((run) => {
      const { glyphs, positions } = face.layout(run.text);
      const d = compactPath(
        glyphs.flatMap((glyph, i) => {
          const pos = positions[i]!;
          const outline = glyph.path
            .scale(scale, -scale)
            .translate(penX + pos.xOffset * scale, y - pos.yOffset * scale);
          penX += pos.xAdvance * scale + spacing;
          return outline.commands;
        }),
      );
      return d ? `<path d="${d}" fill="${run.fill}"${opacity}/>` : "";
    })
    .join("");
}
