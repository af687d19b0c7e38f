import { afterEach, describe, expect, it } from "vitest";
import {
  CONTROL_PAGE,
  EMPTY_PAGE,
  controlProblem,
  describeFloor,
  measureFloor,
  serveEmptyPage,
  type EmptyPageServer,
  type FloorRun,
} from "./floor";
import type { RunResult } from "./lighthouse";

describe("the empty and the control page", () => {
  let server: EmptyPageServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("are served at / and /control as HTML, and nothing else is", async () => {
    server = await serveEmptyPage();
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe(EMPTY_PAGE);
    expect(await (await fetch(server.controlUrl)).text()).toBe(CONTROL_PAGE);
    expect((await fetch(new URL("/favicon.ico", server.url))).status).toBe(404);
    expect((await fetch(server.url, { method: "POST" })).status).toBe(404);
  });

  it("the empty page holds one line of text and no style sheet, font, picture or script", () => {
    expect(EMPTY_PAGE).toContain("<p>Eine Zeile Text.</p>");
    expect(EMPTY_PAGE).not.toMatch(/<(script|link|style|img|svg)\b/i);
  });

  it("the control page is the empty page with one script, busy after the first paint", () => {
    const script = /<script>(.*)<\/script>/.exec(CONTROL_PAGE)?.[1] ?? "";
    expect(CONTROL_PAGE.replace(`<script>${script}</script>`, "")).toBe(EMPTY_PAGE);
    expect(script).toMatch(/^requestAnimationFrame\(\(\) => setTimeout\(/);
    expect(script).toContain("performance.now() + 100;");
  });
});

const floorRun = (tbtMs: number, lighthouseTbtMs = tbtMs, cpuTbtMs = tbtMs): FloorRun => ({
  performance: 100,
  tbtMs,
  cpuTbtMs,
  lighthousePerformance: 100,
  lighthouseTbtMs,
  cpuSlowdown: 5,
});

describe("measureFloor", () => {
  const result = (tbtMs: number) =>
    ({
      scores: { performance: 100 },
      tbtMs,
      cpuTbtMs: tbtMs,
      lighthouse: { performance: 100, tbtMs: tbtMs + 1 },
      cpuSlowdown: 5,
    }) as unknown as RunResult;

  it("measures both pages as often as asked and stops serving them afterwards", async () => {
    const seen: string[] = [];
    const runs = await measureFloor(async (url) => {
      seen.push(url);
      expect((await fetch(url)).status).toBe(200);
      return result(url.endsWith("/control") ? 400 + seen.length : 0);
    }, 2);
    expect(runs).toEqual({
      empty: [floorRun(0, 1), floorRun(0, 1)],
      control: [floorRun(402, 403), floorRun(404, 405)],
    });
    expect(new Set(seen).size).toBe(2);
    await expect(fetch(seen[0] as string)).rejects.toThrow();
  });

  it("says so and gives no floor when a run fails, and stops serving the pages", async () => {
    let url = "";
    const warnings: string[] = [];
    const floor = await measureFloor(
      async (u) => {
        url = u;
        throw new Error("lost the trace");
      },
      3,
      (message) => warnings.push(message),
    );
    expect(floor).toBeUndefined();
    expect(warnings).toEqual([
      "the floor (the empty and the control page) could not be measured: Error: lost the trace",
    ]);
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe("describeFloor", () => {
  it("lists the runs, their median and Lighthouse's own numbers", () => {
    expect(
      describeFloor([
        floorRun(0, 30),
        { ...floorRun(120.6, 140, 80.2), performance: 98, lighthousePerformance: 97 },
      ]),
    ).toBe(
      "TBT 0 and 121 ms (median 61; on the CPU 0 and 80; Lighthouse's own 30 and 140), " +
        "performance 100 and 98 (Lighthouse's own 100 and 97)",
    );
    expect(describeFloor([floorRun(0)])).toBe(
      "TBT 0 ms (median 0; on the CPU 0; Lighthouse's own 0), performance 100 (Lighthouse's own 100)",
    );
    expect(describeFloor([])).toBe("not measured");
  });
});

describe("controlProblem", () => {
  it("is silent while the control page shows blocking time in every run", () => {
    expect(controlProblem([floorRun(350), floorRun(12)])).toBeUndefined();
  });

  it("says in how many runs the control page showed none", () => {
    expect(controlProblem([floorRun(350), floorRun(0), floorRun(0)])).toBe(
      "the control page, busy for 100 ms after its first paint, showed no blocking time (or none " +
        "on the CPU) in 2 of 3 runs: the audit's TBT does not see a page's long tasks",
    );
  });

  it("counts a run whose blocking time was none of it on the CPU", () => {
    expect(controlProblem([floorRun(350, 350, 0), floorRun(300)])).toMatch(/in 1 of 2 runs/);
  });
});
