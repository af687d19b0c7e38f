/**
 * Total Blocking Time with its window, from the first contentful paint to time to interactive,
 * taken from the same simulation as the tasks it sums
 * (docs/decisions/0159-audit-models-one-phone.md).
 *
 * Lighthouse's simulated TBT sums the long tasks of a simulation of the whole page load, but
 * starts counting at the first paint of a second simulation, of the first paint's own graph. That
 * graph leaves out the task that commits the navigation, so the second simulation paints before
 * the commit has ended in the first, and the commit, which no page can paint before, is counted
 * as blocking the page (Lighthouse issue 11677, "Lantern EIL+TBT should use internally consistent
 * FCP/TTI estimates"). Here the first paint is when the first paint's nodes end in the very
 * simulation whose tasks are summed, and the window ends no earlier than that simulation's last
 * long task (Lighthouse's optimistic time to interactive comes from a graph without pictures and
 * can end before it); everything else is Lighthouse's own computation.
 */
import type { Artifacts, Config } from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternInteractive } from "lighthouse/core/computed/metrics/lantern-interactive.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";

/**
 * A node of Lantern's page graph, and its timing in one simulation (ms). A CPU node carries its
 * trace event: `dur` is its wall time, `tdur` its thread time (time on the CPU), both in µs.
 */
export interface SimulatedNode {
  id: string;
  type: string;
  event?: { dur?: number; tdur?: number };
}
export interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
export type NodeTimings = ReadonlyMap<SimulatedNode, NodeTiming>;

/** When the last of `paintNodeIds` ends in `timings`: the first paint in that simulation. */
export function firstPaintIn(timings: NodeTimings, paintNodeIds: ReadonlySet<string>): number {
  let end = 0;
  for (const [node, timing] of timings) {
    if (paintNodeIds.has(node.id)) end = Math.max(end, timing.endTime);
  }
  return end;
}

/** When the last task over 50 ms ends in `timings`, as Lighthouse's time to interactive finds it. */
export function lastLongTaskEnd(timings: NodeTimings): number {
  return Lantern.Metrics.Interactive.getLastLongTaskEndTime(
    timings as unknown as Parameters<typeof Lantern.Metrics.Interactive.getLastLongTaskEndTime>[0],
  );
}

/**
 * The share of a CPU task's wall time its thread spent on the CPU (`tdur / dur`), 1 when the
 * trace has no thread time. The rest is time the thread waited or the host ran something else.
 */
export function threadShare(node: SimulatedNode): number {
  const { dur, tdur } = node.event ?? {};
  if (!dur || dur <= 0 || tdur === undefined || tdur < 0) return 1;
  return Math.min(1, tdur / dur);
}

/**
 * Lighthouse's sum of blocking time over the simulated CPU tasks between `fromMs` and `toMs`.
 * `share` scales each task's simulated duration (from its start): {@link threadShare} keeps of
 * each task only its time on the CPU.
 */
export function blockingTimeIn(
  timings: NodeTimings,
  fromMs: number,
  toMs: number,
  share: (node: SimulatedNode) => number = () => 1,
): number {
  const tasks = [...timings]
    .filter(([node]) => node.type === "cpu")
    .map(([node, timing]) => {
      const duration = timing.duration * share(node);
      return { start: timing.startTime, end: timing.startTime + duration, duration };
    })
    .filter((task) => task.duration >= 50);
  return Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(tasks, fromMs, toMs);
}

interface Graph {
  traverse(visit: (node: SimulatedNode) => void): void;
}

function nodeIds(graph: Graph): Set<string> {
  const ids = new Set<string>();
  graph.traverse((node) => ids.add(node.id));
  return ids;
}

export interface BlockingTimes {
  /** Counted from the first paint to the last long task of the same simulation, at least. */
  tbtMs: number;
  /**
   * The same with each task shortened to its thread's time on the CPU: the page's own work,
   * without the time the host gave the CPU to other processes (docs/decisions/0159).
   */
  cpuTbtMs: number;
  /** Lighthouse's own, recomputed here from the same simulations. */
  lighthouseTbtMs: number;
}

/**
 * Both blocking times of one Lighthouse run, each the mean of the optimistic and the pessimistic
 * estimate as in Lighthouse (which pairs the optimistic TBT with the pessimistic first paint and
 * time to interactive with the optimistic one, and the other way round).
 */
export async function blockingTimes(
  artifacts: Artifacts,
  settings: Config.Settings,
): Promise<BlockingTimes> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tti = await LanternInteractive.request(data, context);
  const estimates = [
    {
      tasks: tbt.optimisticEstimate,
      paint: fcp.pessimisticGraph,
      fcp: fcp.pessimisticEstimate,
      tti: tti.optimisticEstimate,
    },
    {
      tasks: tbt.pessimisticEstimate,
      paint: fcp.optimisticGraph,
      fcp: fcp.optimisticEstimate,
      tti: tti.pessimisticEstimate,
    },
  ];
  let tbtMs = 0;
  let cpuTbtMs = 0;
  let lighthouseTbtMs = 0;
  for (const { tasks, paint, fcp: ownFcp, tti: ownTti } of estimates) {
    const timings = tasks.nodeTimings as unknown as NodeTimings;
    const firstPaint = firstPaintIn(timings, nodeIds(paint as unknown as Graph));
    const interactive = Math.max(ownTti.timeInMs, lastLongTaskEnd(timings));
    tbtMs += 0.5 * blockingTimeIn(timings, firstPaint, interactive);
    cpuTbtMs += 0.5 * blockingTimeIn(timings, firstPaint, interactive, threadShare);
    lighthouseTbtMs += 0.5 * blockingTimeIn(timings, ownFcp.timeInMs, ownTti.timeInMs);
  }
  return { tbtMs, cpuTbtMs, lighthouseTbtMs };
}
