import { describe, expect, it } from "vitest";
import { spamReason } from "./spam";

const NOW = 1_800_000_000_000;
const json = { minMs: 3000, encoded: false, now: NOW };
const encoded = { ...json, encoded: true };

describe("spamReason", () => {
  it("takes a filled honeypot, or one that is not a string, for a bot", () => {
    expect(spamReason({ website: "x" })).toBe("honeypot");
    expect(spamReason({ website: ["", ""] })).toBe("honeypot");
    expect(spamReason({ website: 1 })).toBe("honeypot");
    expect(spamReason({ website: "  " })).toBeUndefined();
    expect(spamReason({})).toBeUndefined();
  });

  it("checks no start time without a fill time, or with a minimum of 0", () => {
    expect(spamReason({ startedAt: NOW })).toBeUndefined();
    expect(spamReason({}, { ...json, minMs: 0 })).toBeUndefined();
  });

  it("wants a start time long enough ago, and not far ahead of the server's clock", () => {
    expect(spamReason({ startedAt: NOW - 5000 }, json)).toBeUndefined();
    expect(spamReason({ startedAt: NOW - 1000 }, json)).toBe("too-fast");
    expect(spamReason({ startedAt: NOW + 60_000 }, json)).toBeUndefined();
    expect(spamReason({ startedAt: NOW + 10 * 60_000 }, json)).toBe("future-start-time");
    for (const startedAt of [undefined, 0, -1, 1.5, "1700000000000"])
      expect(spamReason({ startedAt }, json)).toBe("no-start-time");
  });

  it("reads a form body's start time from its digits", () => {
    expect(spamReason({ startedAt: String(NOW - 5000) }, encoded)).toBeUndefined();
    expect(spamReason({ startedAt: String(NOW - 1000) }, encoded)).toBe("too-fast");
    expect(spamReason({ startedAt: "12x" }, encoded)).toBe("no-start-time");
  });
});
