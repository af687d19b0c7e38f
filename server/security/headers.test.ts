import { describe, expect, it } from "vitest";
import { isSubresourceType } from "./headers";

describe("isSubresourceType", () => {
  it.each([
    ["text/javascript; charset=utf-8", true],
    ["application/javascript", true],
    ["text/css; charset=utf-8", true],
    ["font/woff2", true],
    ["text/html; charset=utf-8", false],
    ["application/json", false],
    ["image/svg+xml", false],
    ["application/pdf", false],
    ["text/x-script", false],
    ["text/plain", false],
    [undefined, false],
  ] as const)("%j → %s", (contentType, expected) => {
    expect(isSubresourceType(contentType)).toBe(expected);
  });
});
