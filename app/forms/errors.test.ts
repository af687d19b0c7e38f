import { describe, expect, it } from "vitest";
import { fieldErrors } from "./errors";

describe("fieldErrors", () => {
  it("keeps the first message of each top-level field", () => {
    const result = {
      success: false,
      error: {
        issues: [
          { path: ["email"], message: "first" },
          { path: ["email"], message: "second" },
          { path: ["address", "city"], message: "city" },
          { path: [0], message: "not a field" },
        ],
      },
    };
    expect(fieldErrors(result)).toEqual({ email: "first", address: "city" });
    expect(fieldErrors({ success: true })).toEqual({});
  });
});
