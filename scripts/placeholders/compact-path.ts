/**
 * A short SVG path for a glyph outline: relative commands, coordinates rounded to a tenth of a
 * pixel (plenty for text at any zoom of a placeholder), no separators where a sign or dot will do.
 */
export interface PathCommand {
  command: "moveTo" | "lineTo" | "quadraticCurveTo" | "bezierCurveTo" | "closePath";
  args: number[];
}

const LETTERS: Record<PathCommand["command"], string> = {
  moveTo: "m",
  lineTo: "l",
  quadraticCurveTo: "q",
  bezierCurveTo: "c",
  closePath: "z",
};

const tenths = (n: number) => Math.round(n * 10);

/** A number in tenths as SVG text: `-0.5` → `-.5`, `12` → `1.2`. */
function format(value: number): string {
  const text = String(value / 10);
  return text.replace(/^(-?)0\./, "$1.");
}

/** Joins numbers, leaving out the space before a minus sign or before a dot after a fraction. */
function joinNumbers(numbers: string[]): string {
  let out = "";
  for (const n of numbers) {
    const needsSpace =
      out !== "" && !n.startsWith("-") && !(n.startsWith(".") && /\.\d*$/.test(out));
    out += (needsSpace ? " " : "") + n;
  }
  return out;
}

/**
 * `commands` in absolute coordinates, already in place. The pen starts at (0, 0) and every
 * subpath ends at its start, so the output works as a part of a longer path.
 */
export function compactPath(commands: PathCommand[], start = { x: 0, y: 0 }): string {
  let pen = { x: tenths(start.x), y: tenths(start.y) };
  let subpathStart = pen;
  let out = "";
  for (const { command, args } of commands) {
    if (command === "closePath") {
      out += "z";
      pen = subpathStart;
      continue;
    }
    const points = args.map(tenths);
    const deltas: number[] = [];
    for (let i = 0; i < points.length; i += 2) {
      deltas.push(points[i]! - pen.x, points[i + 1]! - pen.y);
    }
    const end = { x: points[points.length - 2]!, y: points[points.length - 1]! };
    if (command === "lineTo" && deltas[1] === 0) out += `h${format(deltas[0]!)}`;
    else if (command === "lineTo" && deltas[0] === 0) out += `v${format(deltas[1]!)}`;
    else out += LETTERS[command] + joinNumbers(deltas.map(format));
    pen = end;
    if (command === "moveTo") subpathStart = end;
  }
  return out;
}
