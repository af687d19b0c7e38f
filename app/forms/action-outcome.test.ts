import { describe, expect, it } from "vitest";
import { actionOutcome, outcomeOf } from "./action-outcome";

const ADDRESS = "/contact.data";
const refused = (extra: object) => ({
  form: "contact",
  values: { name: "Erika" },
  errors: {},
  ...extra,
});

describe("the outcome of a form page's route action for its script", () => {
  it("is a success for an accepted post, with a pledge's reference", () => {
    expect(outcomeOf({ form: "contact", accepted: true }, ADDRESS)).toEqual({ status: "success" });
    const pledge = {
      form: "donation",
      accepted: true,
      payment: { reference: "EGN-AB12", amount: "5.00" },
    };
    expect(outcomeOf(pledge, ADDRESS)).toEqual({ status: "success", reference: "EGN-AB12" });
  });

  it("gives the field errors of a refusal for its fields", () => {
    const errors = { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." };
    expect(outcomeOf(refused({ errors }), ADDRESS)).toEqual({ status: "invalid", errors });
  });

  it("says how long to wait after the rate limit", () => {
    expect(outcomeOf(refused({ failure: "rate", waitSeconds: 600 }), ADDRESS)).toEqual({
      status: "rate-limited",
      waitSeconds: 600,
    });
  });

  it("lets only a server failure be retried with the same key", () => {
    const server = outcomeOf(refused({ failure: "server" }), ADDRESS);
    expect(server).toMatchObject({ status: "failed", retryable: true });
    for (const failure of ["origin", "tooLarge"])
      expect(outcomeOf(refused({ failure }), ADDRESS)).toMatchObject({ retryable: false });
  });

  it("makes a request that failed on the way a failure naming the address", async () => {
    const request = new Request("http://localhost/en/contact", { method: "POST" });
    const outcome = await actionOutcome(request, () => Promise.reject(new Error("offline")));
    expect(outcome).toMatchObject({ status: "failed", retryable: true });
    if (outcome.status !== "failed") throw new Error("not a failure");
    expect(outcome.error.name).toBe("SubmitError");
    expect(outcome.error.message).toContain("/en/contact.data");
    expect(outcomeOf("<html>", ADDRESS)).toMatchObject({ status: "failed", retryable: true });
  });
});
