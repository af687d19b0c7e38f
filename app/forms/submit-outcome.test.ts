import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_PATTERN } from "./transport";
import { newIdempotencyKey } from "./submit-outcome";

describe("newIdempotencyKey", () => {
  it("matches the server's key pattern and differs each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
