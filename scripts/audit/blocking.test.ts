import { describe, expect, it } from "vitest";
import { blockingMs, ownBlockingMs } from "./blocking";

const site = "http://127.0.0.1:4000";

describe("blocking time of the site's own tasks", () => {
  it("counts the part of a task over 50 ms between first paint and interactive", () => {
    expect(blockingMs({ url: "", startTime: 1000, duration: 120 }, 900, 2000)).toBe(70);
    // Starts before the first paint: only the part after it counts.
    expect(blockingMs({ url: "", startTime: 600, duration: 260 }, 760, 2000)).toBe(50);
    expect(blockingMs({ url: "", startTime: 600, duration: 180 }, 760, 2000)).toBe(0);
    // Runs past time to interactive: cut there.
    expect(blockingMs({ url: "", startTime: 1900, duration: 200 }, 900, 2000)).toBe(50);
    expect(blockingMs({ url: "", startTime: 1000, duration: 49 }, 900, 2000)).toBe(0);
  });

  it("leaves out tasks of the browser and of other origins", () => {
    const tasks = [
      { url: "Unattributable", startTime: 600, duration: 300 },
      { url: "https://elsewhere.example/x.js", startTime: 1000, duration: 150 },
      { url: `${site}/assets/carousel-abc.js`, startTime: 1200, duration: 64 },
      { url: `${site}/home`, startTime: 1300, duration: 61 },
    ];
    expect(ownBlockingMs(tasks, site, 800, 2000)).toBe(25);
  });
});
