import { describe, expect, it } from "vitest";
import {
  blockingTimeIn,
  firstPaintIn,
  lastLongTaskEnd,
  threadShare,
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

describe("threadShare", () => {
  const task = (dur?: number, tdur?: number): SimulatedNode => ({
    id: "task",
    type: "cpu",
    event: { dur, tdur },
  });

  it("is the share of the wall time the thread spent on the CPU", () => {
    expect(threadShare(task(16_800, 3_300))).toBeCloseTo(3_300 / 16_800);
    expect(threadShare(task(10_000, 10_000))).toBe(1);
  });

  it("is 1 when the trace has no thread time, and never above 1", () => {
    expect(threadShare(task(10_000))).toBe(1);
    expect(threadShare(task(0, 0))).toBe(1);
    expect(threadShare(node("no event"))).toBe(1);
    expect(threadShare(task(10_000, 10_400))).toBe(1);
  });
});

describe("blockingTimeIn with the tasks' time on the CPU", () => {
  // Two tasks after the first paint: one mostly waiting (a fifth on the CPU), one working.
  const waiting: SimulatedNode = {
    id: "waiting",
    type: "cpu",
    event: { dur: 15_000, tdur: 3_000 },
  };
  const working: SimulatedNode = {
    id: "working",
    type: "cpu",
    event: { dur: 20_000, tdur: 18_000 },
  };
  const afterPaint = new Map<SimulatedNode, NodeTiming>([
    [waiting, timing(1000, 1150)],
    [working, timing(1200, 1400)],
  ]);

  it("keeps of each task only its share on the CPU", () => {
    expect(blockingTimeIn(afterPaint, 960, 5000)).toBe(150 - 50 + (200 - 50));
    // 150 × 0.2 = 30 ms is no long task; 200 × 0.9 = 180 ms blocks 130.
    expect(blockingTimeIn(afterPaint, 960, 5000, threadShare)).toBeCloseTo(180 - 50);
  });

  it("cuts the shortened task at the end of the window like any other", () => {
    expect(blockingTimeIn(afterPaint, 960, 1300, threadShare)).toBeCloseTo(100 - 50);
  });
});
