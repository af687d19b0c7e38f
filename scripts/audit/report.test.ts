import { describe, expect, it } from "vitest";
import { BUDGETS } from "./budgets";
import {
  README_END,
  README_START,
  combineRuns,
  failuresOf,
  markdownReport,
  readmeSection,
  replaceReadmeSection,
  routeReport,
  worstRoutes,
  type AuditReport,
  type RunNumbers,
} from "./report";

const run = (overrides: Partial<RunNumbers> = {}): RunNumbers => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0,
  tbtMs: 0,
  cpuTbtMs: 0,
  lighthouseTbtMs: 0,
  lighthousePerformance: 100,
  documentBytes: 6000,
  jsBytes: 0,
  formJsBytes: 0,
  formKeyMs: 0,
  cssBytes: 5000,
  fontBytes: 48_000,
  imageBytes: 3000,
  totalBytes: 170_000,
  requests: 20,
  fontFiles: 1,
  thirdPartyRequests: 0,
  thirdPartyFontRequests: 0,
  ...overrides,
});

const noExtra = { lost: [], thirdPartyUrls: [], warnings: [] };

describe("combineRuns", () => {
  it("takes the median of each number, but the worst run's outside requests", () => {
    const combined = combineRuns([
      run({ performance: 90, lcpMs: 3000, thirdPartyRequests: 0 }),
      run({ performance: 99, lcpMs: 1900, thirdPartyRequests: 2 }),
      run({ performance: 98, lcpMs: 2100, thirdPartyRequests: 0 }),
    ]);
    expect(combined).toMatchObject({ performance: 98, lcpMs: 2100, thirdPartyRequests: 2 });
  });
});

describe("routeReport and failuresOf", () => {
  it("lists every missed budget of every page", () => {
    const routes = [
      routeReport("/home", "http://x/home", [run({ performance: 97 })], noExtra),
      routeReport("/imprint", "http://x/imprint", [run()], noExtra),
      routeReport("/contact/danke", "http://x/contact/danke", [run({ seo: 69 })], noExtra),
    ];
    expect(routes.map((r) => r.passed)).toEqual([false, true, false]);
    expect(failuresOf(routes).map((f) => `${f.path} ${f.budget}`)).toEqual([
      "/home performance",
      "/contact/danke seo",
    ]);
  });
});

describe("worstRoutes", () => {
  it("names the pages at the bad end, and none when all are equal", () => {
    const values = [
      { path: "/a", value: 99 },
      { path: "/b", value: 95 },
      { path: "/c", value: 100 },
      { path: "/d", value: 97 },
    ];
    expect(worstRoutes(values, "low")).toEqual(["/b", "/d"]);
    expect(worstRoutes(values, "high", 1)).toEqual(["/c"]);
    expect(
      worstRoutes(
        [
          { path: "/a", value: 0 },
          { path: "/b", value: 0 },
        ],
        "high",
      ),
    ).toEqual([]);
  });
});

describe("README section", () => {
  const routes = [
    routeReport("/home", "http://x/home", [run({ performance: 97 })], noExtra),
    routeReport("/imprint", "http://x/imprint", [run()], noExtra),
  ];
  const failures = failuresOf(routes);
  const report: AuditReport = {
    generatedAt: "2025-06-01T10:00:00.000Z",
    durationSeconds: 754,
    chromium: "Chromium 156.0.0.0",
    lighthouse: "12.8.2",
    runsPerRoute: 3,
    config: "default config",
    machine: {
      cpus: 2,
      loadAverageStart: 1.5,
      loadAverageEnd: 2,
      benchmarkIndex: 1500,
      stalledRunsRepeated: 1,
      failedAttempts: 0,
    },
    command: "npm run audit",
    budgets: BUDGETS,
    passed: failures.length === 0,
    failures,
    routes,
  };

  it("summarises every metric with the worst pages and the command", () => {
    const section = readmeSection(report);
    expect(section.startsWith(README_START)).toBe(true);
    expect(section.endsWith(README_END)).toBe(true);
    expect(section).toContain("## Speed and size (latest audit)");
    expect(section).toContain("| Performance | ≥ 100 | 97 | 98.5 | 100 | `/home` |");
    expect(section).toContain("| Lighthouse's own performance | – | 100 | 100 | 100 | – |");
    expect(section).toContain("| TBT on the CPU (ms) | – | 0 | 0 | 0 | – |");
    expect(section).toContain("| Lighthouse's own TBT (ms) | – | 0 | 0 | 0 | – |");
    expect(section).toContain("npm run audit");
    expect(section).toContain("Lighthouse benchmark index 1500");
    expect(section).toContain("1 budget failure on 1 page: Performance score: `/home`.");
  });

  it("names the CPU slowdown of a calibrated audit", () => {
    const cpu = "CPU slowed down 3.0–5.0×, calibrated to each run's benchmark index";
    expect(readmeSection({ ...report, cpu })).toContain(`index 1500 (higher is faster), ${cpu}.`);
    expect(readmeSection(report)).toContain("blocking times grow as it falls");
  });

  it("replaces only the marked part of the README", () => {
    const readme = `# Title\n\nintro\n\n${README_START}\nold\n${README_END}\n\n## After\n`;
    const updated = replaceReadmeSection(readme, `${README_START}\nnew\n${README_END}`);
    expect(updated).toBe(`# Title\n\nintro\n\n${README_START}\nnew\n${README_END}\n\n## After\n`);
  });

  it("appends the section when the markers are missing", () => {
    expect(replaceReadmeSection("# Title\n", "S")).toBe("# Title\n\nS\n");
  });

  it("writes a Markdown report that names the failures", () => {
    const markdown = markdownReport(report);
    expect(markdown).toContain("| `/home` | Performance score | 97 | 100 |");
    expect(markdown).toContain("| `/home` | **97** ✗ |");
    expect(markdown).toContain("12 min 34 s");
    expect(markdown).toContain("load average 1.5 at the start and 2 at the end");
    expect(markdown).toContain("1 run measured again");
  });

  it("gives every row of the per-route table as many cells as its header, a failed page too", () => {
    const failed = { ...routeReport("/news", "http://x/news", [run()], noExtra), runs: [] };
    const withError = { ...report, routes: [...routes, { ...failed, error: "no trace | lost" }] };
    const lines = markdownReport(withError).split("\n");
    const header = lines.indexOf("## Per route") + 2;
    const table = lines.slice(header, lines.indexOf("", header));
    const cells = (line: string) => line.replace(/\\\|/g, "").split(" | ").length;
    expect(table).toHaveLength(2 + routes.length + 1);
    expect(table.at(-1)).toContain("error: no trace \\| lost");
    for (const line of table) expect(cells(line)).toBe(cells(table[0] as string));
  });

  it("shows the empty and the control page's runs beside the pages' when the audit measured them", () => {
    const floorRun = (tbtMs: number, lighthouseTbtMs: number) => ({
      performance: 100,
      tbtMs,
      cpuTbtMs: tbtMs / 2,
      lighthousePerformance: lighthouseTbtMs > 50 ? 99 : 100,
      lighthouseTbtMs,
      cpuSlowdown: 6,
    });
    const floor = {
      empty: [floorRun(0, 0), floorRun(0, 61.4), floorRun(0, 12)],
      control: [floorRun(350, 400)],
    };
    const expected =
      "a page with one line of text and nothing else, measured the same way before the pages, " +
      "TBT 0, 0 and 0 ms (median 0; on the CPU 0, 0 and 0; Lighthouse's own 0, 61 and 12), " +
      "performance 100, 100 and 100 " +
      "(Lighthouse's own 100, 99 and 100); what any page gets from the machine and the browser. " +
      "The control, the same page with a script that keeps the browser busy for 100 ms after its " +
      "first paint: TBT 350 ms (median 350; on the CPU 175; Lighthouse's own 400), " +
      "performance 100 (Lighthouse's own 99)";
    expect(markdownReport({ ...report, floor })).toContain(`- the floor: ${expected}`);
    expect(readmeSection({ ...report, floor })).toContain(`The floor, ${expected}.`);
    expect(markdownReport(report)).not.toContain("the floor");
    expect(readmeSection(report)).not.toContain("The floor");
  });
});
