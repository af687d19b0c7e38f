import { describe, expect, it } from "vitest";
import { isPrivateAnswer } from "./csrf";

describe("isPrivateAnswer", () => {
  it.each([
    ["private, no-cache", true],
    ["no-store", true],
    ["Private", true],
    ['private="set-cookie", max-age=60', true],
    ["no-cache", false],
    ["public, max-age=31536000, immutable", false],
    ["max-age=60, x-private-thing", false],
    [undefined, false],
  ] as const)("%j → %s", (cacheControl, expected) => {
    expect(isPrivateAnswer(cacheControl)).toBe(expected);
  });
});
