import { describe, expect, it } from "vitest";
import {
  blockingTimeIn,
  firstPaintIn,
  lastLongTaskEnd,
  type NodeTiming,
  type SimulatedNode,
} from "./same-simulation";

const node = (id: string, type = "cpu"): SimulatedNode => ({ id, type });
const timing = (startTime: number, endTime: number): NodeTiming => ({
  startTime,
  endTime,
  duration: endTime - startTime,
});

// A page load as Lighthouse simulates it: the document arrives at 600 ms, the navigation's
// commit runs 600–850, then the first parse, layout and paint, and one script task after them.
const document = node("document", "network");
const commit = node("commit");
const parse = node("parse");
const layoutAndPaint = node("layout-and-paint");
const script = node("script");
const timings = new Map<SimulatedNode, NodeTiming>([
  [document, timing(0, 600)],
  [commit, timing(600, 850)],
  [parse, timing(850, 880)],
  [layoutAndPaint, timing(880, 960)],
  [script, timing(1200, 1320)],
]);
const firstPaintNodes = new Set(["document", "parse", "layout-and-paint"]);

describe("firstPaintIn", () => {
  it("is when the last of the first paint's nodes ends in this simulation", () => {
    expect(firstPaintIn(timings, firstPaintNodes)).toBe(960);
  });

  it("is 0 when none of the nodes is in the simulation", () => {
    expect(firstPaintIn(timings, new Set(["elsewhere"]))).toBe(0);
  });
});

describe("lastLongTaskEnd", () => {
  it("is when the last CPU task over 50 ms ends", () => {
    expect(lastLongTaskEnd(timings)).toBe(1320);
    const shortOnly = new Map([[node("short"), timing(0, 50)]]);
    expect(lastLongTaskEnd(shortOnly)).toBe(0);
  });
});

describe("blockingTimeIn", () => {
  it("counts the commit when the first paint is taken from a simulation without it", () => {
    // The first paint's own simulation paints at 710 ms (600 + 30 + 80): inside the commit.
    expect(blockingTimeIn(timings, 710, 5000)).toBe(140 - 50 + (80 - 50) + (120 - 50));
  });

  it("counts only what follows the first paint of the same simulation", () => {
    expect(blockingTimeIn(timings, firstPaintIn(timings, firstPaintNodes), 5000)).toBe(120 - 50);
  });

  it("leaves out network nodes, tasks under 50 ms and tasks after time to interactive", () => {
    const long = new Map<SimulatedNode, NodeTiming>([
      [node("download", "network"), timing(1000, 3000)],
      [node("short"), timing(1000, 1049)],
      [node("late"), timing(4000, 4200)],
    ]);
    expect(blockingTimeIn(long, 900, 3500)).toBe(0);
  });
});
