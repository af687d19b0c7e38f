import { describe, expect, it } from "vitest";
import { outlineText, textWidth } from "./outline-text";

const ink = (svg: string) => [...svg.matchAll(/<path d="m(-?[\d.]+)/g)].map(([, x]) => Number(x));

describe("outlineText", () => {
  it("draws every run as a filled path and no text element", () => {
    const svg = outlineText(
      10,
      50,
      [
        { text: "e", fill: "#fff" },
        { text: "-", fill: "#0ff" },
      ],
      20,
      { weight: 700 },
    );
    expect(svg).not.toMatch(/<text/);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain('fill="#fff"');
    expect(svg).toContain('fill="#0ff"');
  });

  it("measures like the font: bold is wider, letter spacing adds per character, size scales", () => {
    const run = [{ text: "Attrappe", fill: "" }];
    const regular = textWidth(run, 20);
    expect(regular).toBeGreaterThan(60);
    expect(regular).toBeLessThan(120);
    expect(textWidth(run, 20, { weight: 700 })).toBeGreaterThan(regular);
    expect(textWidth(run, 40)).toBeCloseTo(regular * 2, 5);
    expect(textWidth(run, 20, { letterSpacing: 2 })).toBeCloseTo(regular + 16, 5);
  });

  it("moves the line by its width for text-anchor middle and end", () => {
    const run = [{ text: "FSA", fill: "#fff" }];
    const width = textWidth(run, 30, { weight: 800 });
    const [start] = ink(outlineText(100, 50, run, 30, { weight: 800 }));
    const [middle] = ink(outlineText(100, 50, run, 30, { weight: 800, anchor: "middle" }));
    const [end] = ink(outlineText(100, 50, run, 30, { weight: 800, anchor: "end" }));
    expect(start! - middle!).toBeCloseTo(width / 2, 0);
    expect(start! - end!).toBeCloseTo(width, 0);
  });

  it("carries opacity onto the paths", () => {
    expect(outlineText(0, 10, [{ text: "1", fill: "#fff" }], 10, { opacity: 0.9 })).toContain(
      'opacity="0.9"',
    );
  });
});
