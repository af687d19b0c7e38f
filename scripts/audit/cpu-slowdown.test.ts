import { describe, expect, it } from "vitest";
import {
  calibratedCpuSlowdown,
  cpuSlowdownFor,
  describeCpuSlowdown,
  parseCpuSlowdown,
} from "./cpu-slowdown";

describe("calibratedCpuSlowdown", () => {
  it("gives the calculator's factors at its marks", () => {
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 1);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 1);
    expect(calibratedCpuSlowdown(150)).toBe(1);
  });

  it("slows a faster machine down more, so each models the same phone", () => {
    expect(calibratedCpuSlowdown(2700)).toBeGreaterThan(calibratedCpuSlowdown(1500));
    for (const index of [800, 1300, 1533, 2000, 2700, 3200]) {
      const phone = index / calibratedCpuSlowdown(index);
      expect(phone).toBeGreaterThan(280);
      expect(phone).toBeLessThan(440);
    }
  });

  it("never speeds a slow machine up", () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
  });

  it("refuses a missing benchmark", () => {
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/benchmark index/);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/benchmark index/);
  });
});

describe("parseCpuSlowdown", () => {
  it("takes calibrated or a factor of at least 1", () => {
    expect(parseCpuSlowdown("calibrated")).toBe("calibrated");
    expect(parseCpuSlowdown("4")).toBe(4);
    expect(parseCpuSlowdown("2.5")).toBe(2.5);
  });

  it("refuses anything else", () => {
    for (const value of ["", " ", "0.5", "fast", "NaN", "Infinity", "-4"])
      expect(parseCpuSlowdown(value)).toBeUndefined();
  });
});

describe("cpuSlowdownFor and describeCpuSlowdown", () => {
  it("keeps a fixed factor whatever the benchmark", () => {
    expect(cpuSlowdownFor(4, 2700)).toBe(4);
    expect(cpuSlowdownFor("calibrated", 1300)).toBe(3);
  });

  it("names the factors a calibrated audit used", () => {
    expect(describeCpuSlowdown(8, [8, 8])).toBe("CPU slowed down 8×");
    expect(describeCpuSlowdown("calibrated", [3.04, 4.96])).toMatch(/3\.0–5\.0×, calibrated/);
    expect(describeCpuSlowdown("calibrated", [4, 4])).toMatch(/4\.0×, calibrated/);
  });
});
