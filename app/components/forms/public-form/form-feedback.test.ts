import { describe, expect, it } from "vitest";
import { formsDe } from "~/i18n/messages/forms.de";
import { SubmitError } from "~/forms/submit-outcome";
import { failureDialog, replaySummary, summaryOf } from "./form-feedback";

const fields = ["name", "email", "message"] as const;
const controlId = (field: string) => `kontakt-${field}`;
const refused = { form: "contact" as const, values: {}, errors: {} };

describe("summaryOf", () => {
  it("lists the fields' errors in the form's order, each linking to its control", () => {
    const summary = summaryOf("fields", fields, { message: "fehlt", name: "zu kurz" }, controlId);
    expect(summary).toEqual({
      kind: "fields",
      items: [
        { field: "name", message: "zu kurz", href: "#kontakt-name" },
        { field: "message", message: "fehlt", href: "#kontakt-message" },
      ],
    });
  });

  it("shows no summary once every field is mended, nor before anything was checked", () => {
    expect(summaryOf("fields", fields, {}, controlId)).toBeNull();
    expect(summaryOf(null, fields, { name: "fehlt" }, controlId)).toBeNull();
  });

  it("shows a failure as it is", () => {
    expect(summaryOf({ failure: "Später" }, fields, { name: "fehlt" }, controlId)).toEqual({
      kind: "failure",
      message: "Später",
    });
  });
});

describe("replaySummary", () => {
  it("lists the fields of a post refused for its values", () => {
    expect(replaySummary(refused, formsDe, "contact")).toBe("fields");
  });

  it("names the wait of a post refused by the rate limit", () => {
    const summary = replaySummary(
      { ...refused, failure: "rate", waitSeconds: 600 },
      formsDe,
      "contact",
    );
    expect(summary).toEqual({ failure: expect.stringContaining("etwa 10 Minuten") });
  });

  it("names the site's own address for a post from another one", () => {
    const summary = replaySummary(
      { ...refused, failure: "origin", siteAddress: "https://example.org/kontakt" },
      formsDe,
      "contact",
    );
    expect(summary).toEqual({ failure: expect.stringContaining("https://example.org/kontakt") });
  });

  it("uses the form's own failure text when the server could not store it", () => {
    expect(replaySummary({ ...refused, failure: "server" }, formsDe, "donation")).toEqual({
      failure: formsDe.donation.failure,
    });
    expect(replaySummary({ ...refused, failure: "tooLarge" }, formsDe, "contact")).toEqual({
      failure: formsDe.common.tooLarge,
    });
  });
});

describe("failureDialog", () => {
  it("tells a visitor held by the rate limit to wait, anything else that it failed", () => {
    const limited = failureDialog({ status: "rate-limited", waitSeconds: 30 }, formsDe, "contact");
    expect(limited).toMatchObject({ title: "Fehler", tone: "error" });
    expect(limited.message).toContain("einen Moment");
    const lost = { status: "failed" as const, retryable: true, error: new SubmitError("lost") };
    expect(failureDialog(lost, formsDe, "contact").message).toBe(formsDe.contact.failure);
    expect(failureDialog(null, formsDe, "newsletter").message).toBe(formsDe.newsletter.failure);
  });
});
