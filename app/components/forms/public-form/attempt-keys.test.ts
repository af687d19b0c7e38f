import { describe, expect, it } from "vitest";
import { SubmitError, type SubmitOutcome } from "~/forms/submit-outcome";
import { AttemptKeys } from "./attempt-keys";

const failed = (retryable: boolean): SubmitOutcome => ({
  status: "failed",
  retryable,
  error: new SubmitError("lost"),
});

describe("AttemptKeys", () => {
  it("keeps the key when the same values are sent again after a retryable failure", () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor({ name: "Ada" });
    keys.settle(failed(true));
    expect(keys.keyFor({ name: "Ada" })).toBe(first);
  });

  it("starts a new key for other values, even after a retryable failure", () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor({ name: "Ada" });
    keys.settle(failed(true));
    expect(keys.keyFor({ name: "Grace" })).not.toBe(first);
  });

  it.each<[string, SubmitOutcome]>([
    ["a stored submission", { status: "success" }],
    ["a refusal of its values", { status: "invalid", errors: { name: "fehlt" } }],
    ["the rate limit", { status: "rate-limited", waitSeconds: 60 }],
    ["a failure that may not be repeated", failed(false)],
  ])("starts a new key after %s", (_, outcome) => {
    const keys = new AttemptKeys();
    const first = keys.keyFor({ name: "Ada" });
    keys.settle(outcome);
    expect(keys.keyFor({ name: "Ada" })).not.toBe(first);
  });

  it("does not reuse a key while its attempt is unanswered", () => {
    const keys = new AttemptKeys();
    const first = keys.keyFor({ name: "Ada" });
    expect(keys.keyFor({ name: "Ada" })).not.toBe(first);
  });
});
