/** What a scenario reports: named checks (pass/fail), measured numbers and notes. */

export interface Check {
  name: string;
  ok: boolean;
  detail?: string;
}

export type Metric = number | string;

export interface ScenarioResult {
  id: string;
  title: string;
  status: "passed" | "failed" | "skipped";
  skippedReason?: string;
  durationMs: number;
  checks: Check[];
  metrics: Record<string, Metric>;
  notes: string[];
}

export interface ScenarioContext {
  /** Records a check; returns `ok` so that later steps can depend on it. */
  check(name: string, ok: boolean, detail?: string): boolean;
  metric(name: string, value: Metric): void;
  note(text: string): void;
  /** Marks the scenario as skipped (it should return right after). */
  skip(reason: string): void;
  /** Runs when the scenario ends, also after a failure or time-out (last registered first). */
  defer(cleanup: () => unknown): void;
  log(message: string): void;
}

export interface ScenarioDefinition {
  id: string;
  title: string;
  /** The scenario fails (and its servers are killed) when it runs longer. */
  timeLimitMs: number;
  run(ctx: ScenarioContext): Promise<void>;
}

export type Scenario = () => Promise<ScenarioResult>;

const round = (value: number) => Math.round(value * 10) / 10;

/** Wraps a scenario body into a function that always resolves to a result and cleans up. */
export function defineScenario(definition: ScenarioDefinition): Scenario {
  return async () => {
    const started = Date.now();
    const checks: Check[] = [];
    const metrics: Record<string, Metric> = {};
    const notes: string[] = [];
    const cleanups: (() => unknown)[] = [];
    let skippedReason: string | undefined;
    let finished = false;

    const ctx: ScenarioContext = {
      check(name, ok, detail) {
        if (!finished) checks.push(detail === undefined ? { name, ok } : { name, ok, detail });
        return ok;
      },
      metric(name, value) {
        if (!finished) metrics[name] = typeof value === "number" ? round(value) : value;
      },
      note(text) {
        if (!finished) notes.push(text);
      },
      skip(reason) {
        skippedReason = reason;
      },
      defer(cleanup) {
        cleanups.push(cleanup);
      },
      log(message) {
        const seconds = ((Date.now() - started) / 1000).toFixed(1).padStart(5);
        console.log(`  [${definition.id} ${seconds}s] ${message}`);
      },
    };

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<"timeout">((resolve) => {
      timer = setTimeout(() => resolve("timeout"), definition.timeLimitMs);
    });
    try {
      const outcome = await Promise.race([definition.run(ctx), timeout]);
      if (outcome === "timeout") {
        ctx.check(
          `finishes within ${definition.timeLimitMs / 1000} s`,
          false,
          "time limit reached; servers killed",
        );
      }
    } catch (error) {
      ctx.check(
        "runs to the end without an unexpected error",
        false,
        error instanceof Error ? (error.stack ?? error.message) : String(error),
      );
    } finally {
      clearTimeout(timer);
      finished = true;
      for (const cleanup of cleanups.reverse()) {
        let limit: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            cleanup(),
            new Promise((_, reject) => {
              limit = setTimeout(() => reject(new Error("no end after 20 s")), 20_000);
            }),
          ]);
        } catch (error) {
          console.warn(`  [${definition.id}] cleanup failed: ${String(error)}`);
        } finally {
          clearTimeout(limit);
        }
      }
    }

    const failed = checks.some((check) => !check.ok);
    return {
      id: definition.id,
      title: definition.title,
      status: failed ? "failed" : skippedReason ? "skipped" : "passed",
      ...(skippedReason ? { skippedReason } : {}),
      durationMs: Date.now() - started,
      checks,
      metrics,
      notes,
    };
  };
}
