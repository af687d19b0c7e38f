import { describe, expect, it } from "vitest";
import { missingFormTexts, pickFormTexts, SHARED_FORM_TEXTS } from "./form-texts";
import { formsDe } from "./messages/forms.de";

describe("pickFormTexts", () => {
  it("keeps the shared groups and the named ones, nothing else", () => {
    const texts = pickFormTexts(formsDe, ["newsletter"]);
    expect(Object.keys(texts).sort()).toEqual([...SHARED_FORM_TEXTS, "newsletter"].sort());
    expect(texts.newsletter).toBe(formsDe.newsletter);
    expect(texts).not.toHaveProperty("confirmationMail");
  });

  it("with no group named, keeps the shared ones", () => {
    expect(Object.keys(pickFormTexts(formsDe, []))).toEqual([...SHARED_FORM_TEXTS]);
  });
});

describe("missingFormTexts", () => {
  it("names what a page's texts lack, the shared groups included", () => {
    const texts = pickFormTexts(formsDe, ["contact"]);
    expect(missingFormTexts(texts, ["contact"])).toEqual([]);
    expect(missingFormTexts(texts, ["donation", "bank"])).toEqual(["donation", "bank"]);
    expect(missingFormTexts({ contact: formsDe.contact }, [])).toEqual([...SHARED_FORM_TEXTS]);
  });
});
