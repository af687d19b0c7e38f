import { afterEach, describe, expect, it } from "vitest";
import {
  EMPTY_PAGE,
  describeFloor,
  measureFloor,
  serveEmptyPage,
  type EmptyPageServer,
} from "./floor";
import type { RunResult } from "./lighthouse";

describe("the empty page", () => {
  let server: EmptyPageServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("is served at / as HTML, and nothing else is", async () => {
    server = await serveEmptyPage();
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toBe(EMPTY_PAGE);
    expect((await fetch(new URL("/favicon.ico", server.url))).status).toBe(404);
    expect((await fetch(server.url, { method: "POST" })).status).toBe(404);
  });

  it("holds one line of text and no style sheet, font, picture or script", () => {
    expect(EMPTY_PAGE).toContain("<p>Eine Zeile Text.</p>");
    expect(EMPTY_PAGE).not.toMatch(/<(script|link|style|img|svg)\b/i);
  });
});

describe("measureFloor", () => {
  const result = (tbtMs: number) =>
    ({ scores: { performance: 100 }, tbtMs, cpuSlowdown: 5 }) as unknown as RunResult;

  it("measures the empty page as often as asked and stops serving it afterwards", async () => {
    const seen: string[] = [];
    const tbts = [0, 30, 10];
    const runs = await measureFloor(async (url) => {
      seen.push(url);
      expect((await fetch(url)).status).toBe(200);
      return result(tbts[seen.length - 1] as number);
    }, 3);
    expect(runs).toEqual([
      { performance: 100, tbtMs: 0, cpuSlowdown: 5 },
      { performance: 100, tbtMs: 30, cpuSlowdown: 5 },
      { performance: 100, tbtMs: 10, cpuSlowdown: 5 },
    ]);
    expect(new Set(seen).size).toBe(1);
    await expect(fetch(seen[0] as string)).rejects.toThrow();
  });

  it("says so and gives no floor when a run fails, and stops serving the page", async () => {
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
      "the floor (an empty page) could not be measured: Error: lost the trace",
    ]);
    await expect(fetch(url)).rejects.toThrow();
  });
});

describe("describeFloor", () => {
  it("lists the runs and their median", () => {
    expect(
      describeFloor([
        { performance: 100, tbtMs: 0, cpuSlowdown: 4 },
        { performance: 98, tbtMs: 120.6, cpuSlowdown: 9 },
      ]),
    ).toBe("TBT 0 and 121 ms (median 61), performance 100 and 98");
    expect(describeFloor([{ performance: 100, tbtMs: 0, cpuSlowdown: 4 }])).toBe(
      "TBT 0 ms (median 0), performance 100",
    );
    expect(describeFloor([])).toBe("not measured");
  });
});
