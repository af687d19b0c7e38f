import { describe, expect, it } from "vitest";
import { layoutAttributes, resolve } from "./breakpoints";

describe("resolve", () => {
  it("lets every breakpoint inherit from the next wider one", () => {
    expect(resolve({ base: 3, 1400: 2, 767: 1 })).toEqual({
      base: 3,
      1400: 2,
      1199: 2,
      767: 1,
      575: 1,
    });
  });
});

describe("layoutAttributes", () => {
  it("names the slides in view and marks the breakpoints that need controls", () => {
    expect(layoutAttributes(resolve({ base: 3, 1400: 2, 767: 1 }), 3)).toEqual({
      "data-per-view-base": "3",
      "data-controls-base": undefined,
      "data-per-view-1400": "2",
      "data-controls-1400": "",
      "data-per-view-1199": "2",
      "data-controls-1199": "",
      "data-per-view-767": "1",
      "data-controls-767": "",
      "data-per-view-575": "1",
      "data-controls-575": "",
    });
  });
});
