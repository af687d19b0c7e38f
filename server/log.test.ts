import { describe, expect, it } from "vitest";
import { safeError } from "./log";

describe("safeError", () => {
  it("keeps an error's message without the query strings of URLs in it", () => {
    const logged = safeError(new TypeError("Failed to parse URL from http://a b/x?token=abc&y=1"));
    expect(logged).toEqual({
      type: "TypeError",
      code: undefined,
      message: "Failed to parse URL from http://a b/x?…",
    });
  });
});
