import { describe, expect, it } from "vitest";
import { compactPath, type PathCommand } from "./compact-path";

/** Reads a path of relative m/l/h/v/q/c/z commands back into absolute end points. */
function endPoints(d: string): Array<[number, number]> {
  const tokens = d.match(/[mlhvqcz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: Array<[number, number]> = [];
  let pen: [number, number] = [0, 0];
  let start = pen;
  let i = 0;
  const take = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const letter = tokens[i++]!;
    const pairs = { m: 1, l: 1, q: 2, c: 3 }[letter as "m"];
    if (letter === "z") pen = start;
    else if (letter === "h") pen = [pen[0] + take(), pen[1]];
    else if (letter === "v") pen = [pen[0], pen[1] + take()];
    else {
      const deltas = Array.from({ length: pairs * 2 }, take);
      pen = [pen[0] + deltas.at(-2)!, pen[1] + deltas.at(-1)!];
      if (letter === "m") start = pen;
    }
    points.push([Math.round(pen[0] * 10) / 10, Math.round(pen[1] * 10) / 10]);
  }
  return points;
}

const square: PathCommand[] = [
  { command: "moveTo", args: [10.04, 20] },
  { command: "lineTo", args: [30, 20] },
  { command: "lineTo", args: [30, 40.26] },
  { command: "quadraticCurveTo", args: [20, 45, 10.04, 40.26] },
  { command: "closePath", args: [] },
  { command: "moveTo", args: [50.55, 20.05] },
  { command: "bezierCurveTo", args: [51, 21, 52, 22, 53.3, 23.3] },
  { command: "closePath", args: [] },
];

describe("compactPath", () => {
  it("writes relative commands that land on the rounded original points", () => {
    const d = compactPath(square);
    expect(d).toBe("m10 20h20v20.3q-10 4.7-20 0zm40.6.1c.4.9 1.4 1.9 2.7 3.2z");
    expect(endPoints(d)).toEqual([
      [10, 20],
      [30, 20],
      [30, 40.3],
      [10, 40.3],
      [10, 20],
      [50.6, 20.1],
      [53.3, 23.3],
      [50.6, 20.1],
    ]);
  });

  it("does not drift over many small steps", () => {
    const steps: PathCommand[] = [{ command: "moveTo", args: [0, 0] }];
    for (let k = 1; k <= 100; k++) steps.push({ command: "lineTo", args: [k * 0.14, k * 0.14] });
    expect(endPoints(compactPath(steps)).at(-1)).toEqual([14, 14]);
  });
});
