import { describe, expect, it } from "vitest";
import { donationSchema, validateDonationForm } from "./donation";
import { donationFromForm, donationInitialValues } from "./donation-form";
import { fieldErrors } from "./errors";
import { AMOUNT_MESSAGES } from "./form-data";
import { messageText, messageTexts } from "./message-keys";
import { formsDe } from "../i18n/messages/forms.de";
import type { Validation } from "./validation";

const valid = { amount: 50, firstName: "Max", lastName: "Mustermann" };
/** The schema's messages as German visitors read them. */
const german = (message: string) => messageText(message, formsDe);
const inGerman = <F extends string, Out>(result: Validation<F, Out>): Validation<F, Out> =>
  result.ok ? result : { ok: false, errors: messageTexts(result.errors, formsDe) };
const errorsOf = (input: unknown) =>
  messageTexts(fieldErrors(donationSchema.safeParse(input)), formsDe);

describe("donationSchema", () => {
  it("accepts a minimal pledge and fills in the defaults", () => {
    expect(donationSchema.parse(valid)).toEqual({
      ...donationInitialValues,
      ...valid,
    });
  });

  it("refuses control characters, allowing tab and line breaks only in the note", () => {
    expect(
      errorsOf({
        ...valid,
        firstName: "Max\u001b]0;x\u0007",
        city: "Ham\u0085burg",
        note: "a\u0008",
      }),
    ).toEqual({
      firstName: "Der Vorname enthält ein unzulässiges Steuerzeichen.",
      city: "Der Ort enthält ein unzulässiges Steuerzeichen.",
      note: "Die Anmerkung enthält ein unzulässiges Steuerzeichen.",
    });
    expect(donationSchema.parse({ ...valid, note: "Gruß\r\n\tan alle" }).note).toBe(
      "Gruß\n\tan alle",
    );
  });

  it("trims text and strips unknown fields", () => {
    const parsed = donationSchema.parse({ ...valid, firstName: "  Max ", extra: "x" });
    expect(parsed.firstName).toBe("Max");
    expect(parsed).not.toHaveProperty("extra");
  });

  it.each([
    [0, "Bitte geben Sie einen Betrag größer als 0 € ein."],
    [-5, "Bitte geben Sie einen Betrag größer als 0 € ein."],
    [1e-9, "Der Betrag ergibt gerundet 0,00 €. Bitte geben Sie mindestens 0,01 € ein."],
    [0.004, "Der Betrag ergibt gerundet 0,00 €. Bitte geben Sie mindestens 0,01 € ein."],
    [100_000.01, "Der Betrag darf höchstens 100.000 € betragen."],
    [12.345, "Bitte geben Sie den Betrag mit höchstens zwei Nachkommastellen an."],
    ["50", "Bitte geben Sie einen Betrag in Euro ein."],
    [Number.NaN, "Bitte geben Sie einen Betrag in Euro ein."],
    [undefined, "Bitte geben Sie einen Betrag in Euro ein."],
    [Number.POSITIVE_INFINITY, "Bitte geben Sie einen Betrag in Euro ein."],
  ])("rejects the amount %s", (amount, message) => {
    expect(errorsOf({ ...valid, amount })).toEqual({ amount: message });
  });

  it.each([19.99, 0.01, 1.1, 100_000])("accepts the amount %s", (amount) => {
    expect(errorsOf({ ...valid, amount })).toEqual({});
  });

  it("requires both names and limits their length", () => {
    expect(errorsOf({ amount: 5, firstName: " ", lastName: "x".repeat(101) })).toEqual({
      firstName: "Bitte geben Sie Ihren Vornamen ein.",
      lastName: "Der Nachname darf höchstens 100 Zeichen lang sein.",
    });
  });

  it("requires the address only when a donation receipt is wanted", () => {
    expect(errorsOf({ ...valid, certificate: false, postalCode: "abc" })).toEqual({});
    expect(errorsOf({ ...valid, certificate: true })).toEqual({
      address: "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
      postalCode: "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
      city: "Bitte geben Sie den Ort für die Spendenquittung ein.",
    });
    const withAddress = { address: "Musterstraße 1", postalCode: "20095", city: "Hamburg" };
    expect(errorsOf({ ...valid, certificate: true, ...withAddress })).toEqual({});
  });

  it("reports address problems together with other problems", () => {
    expect(Object.keys(errorsOf({ amount: 0, certificate: true }))).toEqual(
      expect.arrayContaining(["amount", "firstName", "lastName", "address", "postalCode", "city"]),
    );
  });

  it("rejects wrong types with German messages", () => {
    expect(errorsOf({ ...valid, certificate: "yes", note: 5 })).toEqual({
      certificate: "Bitte wählen Sie, ob Sie eine Spendenquittung benötigen.",
      note: "Die Anmerkung ist ungültig.",
    });
  });

  it("limits the note", () => {
    expect(errorsOf({ ...valid, note: "x".repeat(1001) })).toEqual({
      note: "Die Anmerkung darf höchstens 1000 Zeichen lang sein.",
    });
  });
});

describe("donationFromForm", () => {
  it("coerces a form-encoded body", () => {
    expect(
      donationFromForm({ amount: "12,50", firstName: "Max", certificate: "true", website: "x" }),
    ).toEqual({ amount: 12.5, firstName: "Max", certificate: true });
    expect(donationFromForm({ amount: "1.234,56", certificate: "false" })).toEqual({
      amount: 1234.56,
      certificate: false,
    });
  });
});

describe("validateDonationForm", () => {
  const controls = {
    amount: "25,50",
    firstName: " Erika ",
    lastName: "Muster",
    certificate: "true",
    address: "",
    postalCode: "2211",
    city: "Hamburg",
    email: "",
    note: "",
  };

  it("reads the controls' text and reports the first message per field", () => {
    const result = inGerman(validateDonationForm(controls));
    expect(result).toEqual({
      ok: false,
      errors: {
        address: "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
        postalCode: "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
      },
    });
  });

  const amountOf = (amount: string) => {
    const result = inGerman(validateDonationForm({ ...controls, amount, certificate: "false" }));
    return result.ok ? result.data.amount : result.errors.amount;
  };

  it.each([
    ["1.000", 1000],
    ["2.500", 2500],
    ["10.000", 10_000],
    ["1.000,50", 1000.5],
    ["0,01", 0.01],
  ])("reads the typed amount %j as %s €", (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });

  it.each([
    ["1.00", german(AMOUNT_MESSAGES.decimalPoint)],
    ["1.2345", german(AMOUNT_MESSAGES.decimalPoint)],
    ["1,000.50", german(AMOUNT_MESSAGES.decimalPoint)],
    ["1.000.0", german(AMOUNT_MESSAGES.decimalPoint)],
    ["1,000", german(AMOUNT_MESSAGES.threeDecimals)],
    ["1e-9", german(AMOUNT_MESSAGES.notANumber)],
    ["0,001", "Der Betrag ergibt gerundet 0,00 €. Bitte geben Sie mindestens 0,01 € ein."],
    ["0,00", "Bitte geben Sie einen Betrag größer als 0 € ein."],
    ["12,345", german(AMOUNT_MESSAGES.threeDecimals)],
    ["1.000,505", "Bitte geben Sie den Betrag mit höchstens zwei Nachkommastellen an."],
    ["100.000,01", "Der Betrag darf höchstens 100.000 € betragen."],
    ["", "Bitte geben Sie einen Betrag in Euro ein."],
  ])("refuses the typed amount %j with a clear message", (text, message) => {
    expect(amountOf(text)).toBe(message);
  });

  it("returns the trimmed, typed pledge when the values are valid, without the address if no receipt is wanted", () => {
    const result = validateDonationForm({ ...controls, certificate: "false", postalCode: "" });
    expect(result).toEqual({
      ok: true,
      data: {
        amount: 25.5,
        firstName: "Erika",
        lastName: "Muster",
        certificate: false,
        address: "",
        postalCode: "",
        city: "",
        email: "",
        note: "",
      },
    });
  });

  it("keeps an e-mail address for the receipt, refuses a malformed one, and drops it without a receipt", () => {
    const receipt = { ...controls, address: "Musterstraße 1", postalCode: "20095" };
    const kept = validateDonationForm({ ...receipt, email: " erika@example.org " });
    expect(kept.ok && kept.data.email).toBe("erika@example.org");
    const refused = inGerman(validateDonationForm({ ...receipt, email: "erika@" }));
    expect(refused.ok ? undefined : refused.errors.email).toBe(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    );
    const dropped = validateDonationForm({
      ...receipt,
      certificate: "false",
      email: "erika@example.org",
    });
    expect(dropped.ok && dropped.data.email).toBe("");
  });
});
