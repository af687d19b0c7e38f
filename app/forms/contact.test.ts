import { describe, expect, it } from "vitest";
import { contactSchema, validateContactForm } from "./contact";
import { contactFromForm } from "./contact-form";
import { fieldErrors } from "./errors";
import { messageTexts } from "./message-keys";
import { formsDe } from "../i18n/messages/forms.de";

const valid = { name: "Erika Musterfrau", email: "erika@example.org", message: "Hallo!" };
/** The schema's messages as German visitors read them. */
const errorsOf = (input: unknown) =>
  messageTexts(fieldErrors(contactSchema.safeParse(input)), formsDe);

describe("contactSchema", () => {
  it("accepts a minimal message and fills in the optional fields", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, phone: "", subject: "" });
  });

  it("requires name, e-mail and message", () => {
    expect(errorsOf({})).toEqual({
      name: "Bitte geben Sie Ihren Namen ein.",
      email: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
      message: "Bitte geben Sie Ihre Nachricht ein.",
    });
  });

  it.each(["erika", "erika@", "erika@example", "a b@example.org"])(
    "rejects the e-mail %s",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({
        email: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
      });
    },
  );

  it.each(["+49 40 123456-7", "(040) 123 456", "040/123.456", ""])(
    "accepts the phone %s",
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({});
    },
  );

  it.each(["call me", "12", "+49 40 12a"])("rejects the phone %s", (phone) => {
    expect(Object.keys(errorsOf({ ...valid, phone }))).toEqual(["phone"]);
  });

  it.each([
    ["name", "\u001b[2J\u001b]0;pwned\u0007", "Der Name"],
    ["name", "Erika\nMusterfrau", "Der Name"],
    ["name", "Erika\tMusterfrau", "Der Name"],
    ["subject", "Hallo\u009b31m", "Der Betreff"],
    ["message", "Hallo\u0000", "Die Nachricht"],
    ["message", "Hallo\u001b[2J", "Die Nachricht"],
    ["message", "DEL\u007f", "Die Nachricht"],
  ])("refuses control characters in %s (%j)", (field, value, label) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({
      [field]: `${label} enthält ein unzulässiges Steuerzeichen.`,
    });
  });

  it("allows tab and line breaks in the message, CRLF and CR as one line break", () => {
    expect(
      contactSchema.parse({ ...valid, message: "Hallo\r\n\tTeam\n\nGruß\rEnde" }).message,
    ).toBe("Hallo\n\tTeam\n\nGruß\nEnde");
  });

  it("limits the message to 5000 characters", () => {
    expect(errorsOf({ ...valid, message: "x".repeat(5001) })).toEqual({
      message: "Die Nachricht darf höchstens 5000 Zeichen lang sein.",
    });
  });
});

describe("contactFromForm", () => {
  it("reads only the contact fields and takes the first of repeated values", () => {
    expect(contactFromForm({ name: ["A", "B"], email: "a@b.de", _csrf: "t" })).toEqual({
      name: "A",
      email: "a@b.de",
    });
  });
});

describe("validateContactForm", () => {
  it("reports every invalid field with its message", () => {
    const result = validateContactForm({
      name: " ",
      email: "keine-adresse",
      phone: "abc",
      subject: "",
      message: "Hallo",
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? {} : Object.keys(result.errors)).toEqual(["name", "email", "phone"]);
  });

  it("returns the trimmed message when the values are valid", () => {
    const result = validateContactForm({
      name: "Erika Muster",
      email: " erika@example.org ",
      phone: "",
      subject: "",
      message: "Hallo!",
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Erika Muster",
        email: "erika@example.org",
        phone: "",
        subject: "",
        message: "Hallo!",
      },
    });
  });
});
