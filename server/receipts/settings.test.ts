import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamEn } from "../../app/i18n/messages/team.en";
import type { ReceiptSettingsRow } from "../db/schema";
import { refusalText } from "../team/refusal";
import { AmountInWordsError, amountInWordsProblem, euroInWords } from "./amount-in-words";
import { openYearWarning, ReceiptRefusal } from "./register";
import { settingsRefusal, settingsRefusalOf, settingsSentences, sixtyARefusal } from "./settings";
import { PURPOSE_ACCUSATIVE_MISSING } from "./template";
import { testTax } from "./test-receipt";

const row = (changes: Partial<ReceiptSettingsRow> = {}): ReceiptSettingsRow => ({
  ...testTax,
  id: 1,
  createdAt: new Date(),
  createdBy: null,
  signatory: "Erika Musterfrau",
  machineReceiptsNotified: false,
  signatureImage: null,
  ...changes,
});

describe("the receipt settings' refusals in the member's language", () => {
  const sixtyA = row({ noticeKind: "60a", purposeAccusative: "" });

  it("words why the sentences cannot be made in the member's language", () => {
    expect(settingsSentences(sixtyA)).toEqual({ refusal: PURPOSE_ACCUSATIVE_MISSING });
    expect(settingsSentences(sixtyA, "en")).toEqual({
      refusal: teamEn.refusals.purposeAccusativeMissing,
    });
    // The sentences themselves are the receipt's, German in either language.
    expect(settingsSentences(row(), "en")).toEqual(settingsSentences(row()));
  });

  it("words why no receipt may be issued in the member's language", () => {
    expect(settingsRefusal([], "2026-03-10", "en")).toBe(teamEn.refusals.noSettings);
    expect(settingsRefusal([sixtyA], "2026-03-10", "en")).toBe(
      teamEn.refusals.purposeAccusativeMissing,
    );
    expect(settingsRefusal([row()], "2029-05-11")).toMatch(
      /^Der Freistellungsbescheid vom 10\.05\.2024 ist älter als 5 Jahre/,
    );
    expect(settingsRefusal([row()], "2029-05-11", "en")).toMatch(
      /^The Freistellungsbescheid \(exemption notice\) of 10 May 2024 is older than 5 years/,
    );
    const earlier = [{ noticeKind: "freistellung", noticeDate: "2024-05-10" }];
    expect(sixtyARefusal("60a", earlier)).toMatch(/Freistellungsbescheid vom 10\.05\.2024\./);
    expect(sixtyARefusal("60a", earlier, "en")).toMatch(/exemption notice\) of 10 May 2024\./);
  });

  it("gives the register a refusal worded where it is shown (German as its message)", () => {
    const refusal = settingsRefusalOf([sixtyA], "2026-03-10")!;
    const thrown = new ReceiptRefusal(refusal.key, refusal.slots);
    expect(thrown.message).toBe(PURPOSE_ACCUSATIVE_MISSING);
    expect(refusalText(teamEn, thrown, "en")).toBe(teamEn.refusals.purposeAccusativeMissing);
  });
});

describe("a Sammelbestätigung for a year not ended, unconfirmed", () => {
  const period = { from: "2026-01-15", to: "2026-03-02" };
  const refusal = new ReceiptRefusal("openYearUnconfirmed", {
    year: 2026,
    from: { day: period.from },
    to: { day: period.to },
  });

  it("asks for the confirmation in the member's language", () => {
    expect(refusal.message).toBe(`${openYearWarning(2026, period)} Bitte bestätigen.`);
    expect(refusalText(teamDe, refusal, "de")).toBe(refusal.message);
    expect(refusalText(teamEn, refusal, "en")).toBe(
      `${openYearWarning(2026, period, "en")} Please confirm.`,
    );
    expect(refusalText(teamEn, refusal, "en")).toMatch(/from 15 Jan 2026 to 2 Mar 2026;/);
  });
});

describe("an amount the receipt cannot write in words", () => {
  it("is refused in the member's language, German as the words' own reason", () => {
    expect(amountInWordsProblem(-1)).toBe("Ein negativer Betrag lässt sich nicht bestätigen.");
    let thrown: unknown;
    try {
      euroInWords(4250.5);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AmountInWordsError);
    const error = thrown as AmountInWordsError;
    expect(error.message).toBe(
      "Der Betrag muss in ganzen Cent angegeben sein (nicht 4250,5 Cent).",
    );
    const refusal = new ReceiptRefusal(error.key, error.slots);
    expect(refusalText(teamEn, refusal, "en")).toBe(
      "The amount must be given in whole cents (not 4250.5 cents).",
    );
  });
});
