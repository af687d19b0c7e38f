import { describe, expect, it } from "vitest";
import { formsDe } from "../i18n/messages/forms.de";
import { formsEn } from "../i18n/messages/forms.en";
import { contactSchema } from "./contact";
import { validateDonationForm } from "./donation";
import { fieldErrors } from "./errors";
import { parseAmount } from "./form-data";
import { messageKey, messageText, messageTexts } from "./message-keys";
import { newsletterSchema } from "./newsletter";

const tooLongName = { name: "x".repeat(101), email: "erika@example.org", message: "Hallo" };

describe("message keys", () => {
  it("carry their parameters and become text in either language", () => {
    const key = messageKey("tooLong", { field: "firstName", max: 100 });
    expect(key).toBe("tooLong?field=firstName&max=100");
    expect(messageText(key, formsDe)).toBe("Der Vorname darf höchstens 100 Zeichen lang sein.");
    expect(messageText(key, formsEn)).toBe("The first name must be at most 100 characters long.");
  });

  it("leave a message that is not a key as it is", () => {
    expect(messageText("Invalid input", formsEn)).toBe("Invalid input");
  });
});

describe("one shared schema, the visitor's language", () => {
  it("gives the contact form's messages in German and in English from the same keys", () => {
    const keys = fieldErrors(contactSchema.safeParse({ ...tooLongName, email: "erika@" }));
    expect(keys).toEqual({
      name: "tooLong?field=name&max=100",
      email: "invalidEmail",
    });
    expect(messageTexts(keys, formsDe)).toEqual({
      name: "Der Name darf höchstens 100 Zeichen lang sein.",
      email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    });
    expect(messageTexts(keys, formsEn)).toEqual({
      name: "The name must be at most 100 characters long.",
      email: "Please enter a valid email address.",
    });
  });

  it("gives the newsletter's missing address in both languages", () => {
    const keys = fieldErrors(newsletterSchema.safeParse({}));
    expect(messageTexts(keys, formsDe)).toEqual({
      email: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
    });
    expect(messageTexts(keys, formsEn)).toEqual({ email: "Please enter your email address." });
  });

  it("checks a donation typed on an English page with English number marks", () => {
    const controls = {
      amount: "1,000.50",
      firstName: "Erika",
      lastName: "Muster",
      certificate: "true",
      address: "",
      postalCode: "",
      city: "",
      email: "",
      note: "",
    };
    const result = validateDonationForm(controls, "en");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(messageTexts(result.errors, formsEn)).toEqual({
      address: "Please enter the street and house number for the donation receipt.",
      postalCode: "Please enter a five-digit postcode for the donation receipt.",
      city: "Please enter the town or city for the donation receipt.",
    });
    const german = validateDonationForm({ ...controls, amount: "1.000,50", certificate: "false" });
    const english = validateDonationForm({ ...controls, certificate: "false" }, "en");
    expect(german.ok && german.data.amount).toBe(1000.5);
    expect(english.ok && english.data.amount).toBe(1000.5);
  });

  it("reads amounts as the page's language writes them", () => {
    expect(parseAmount("12.50", "en")).toBe(12.5);
    expect(parseAmount("12,50", "de")).toBe(12.5);
    expect(parseAmount("1.000", "en")).toMatchObject({ message: "amountThreeDecimals" });
    expect(parseAmount("12,50", "en")).toMatchObject({ message: "amountDecimalPoint" });
  });
});

describe("the forms' catalogues", () => {
  it("have a text for every key, in both languages", () => {
    const keysOf = (value: object, prefix = ""): string[] =>
      Object.entries(value).flatMap(([key, entry]) =>
        typeof entry === "object" && entry !== null
          ? keysOf(entry as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keysOf(formsEn)).toEqual(keysOf(formsDe));
    const texts = (value: object): unknown[] =>
      Object.values(value).flatMap((entry) =>
        typeof entry === "object" && entry !== null ? texts(entry as object) : [entry],
      );
    expect(texts(formsEn).every((text) => typeof text === "string" && text !== "")).toBe(true);
  });
});
