import { describe, expect, it } from "vitest";
import { isCompressible, negotiateEncoding } from "./compression";

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

describe("isCompressible", () => {
  it.each([
    ["application/json", true],
    ["application/json; charset=utf-8", true],
    ["application/manifest+json", true],
    ["text/x-script", true],
    ["text/plain; charset=utf-8", true],
    ["text/javascript", true],
    ["application/javascript", true],
    ["application/xml", true],
    ["application/rss+xml", true],
    ["image/svg+xml", true],
    ["image/png", false],
    ["font/woff2", false],
    ["application/pdf", false],
    ["application/octet-stream", false],
    ["application/jsonp-not", false],
    [null, false],
  ] as const)("%s → %s", (contentType, expected) => {
    expect(isCompressible(contentType)).toBe(expected);
  });
});
