import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./compression";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br", undefined, "br"],
    ["gzip", undefined, "gzip"],
    ["br;q=0, gzip", undefined, "gzip"],
    ["identity", undefined, undefined],
    [undefined, undefined, undefined],
    ["br, gzip", ["gzip"], "gzip"],
    ["br", [], undefined],
  ] as const)("%j with %j available → %s", (header, available, expected) => {
    expect(negotiateEncoding(header, available)).toBe(expected);
  });
});
