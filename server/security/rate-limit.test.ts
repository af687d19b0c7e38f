import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows max requests per window and client, then says how long to wait", () => {
    const limiter = createRateLimiter(2, 10_000);
    expect(limiter.hit("a", 0).limited).toBe(false);
    expect(limiter.hit("a", 1000).limited).toBe(false);
    expect(limiter.hit("a", 2000)).toEqual({ limited: true, retryAfterSeconds: 8 });
    expect(limiter.hit("b", 2000).limited).toBe(false);
    expect(limiter.hit("a", 10_000).limited).toBe(false);
  });
});
