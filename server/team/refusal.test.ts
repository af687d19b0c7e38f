import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { teamEn } from "../../app/i18n/messages/team.en";
import { AreaRefusal, refusalText, wordedSlots } from "./refusal";

describe("a refusal's slots", () => {
  it("write amounts, days and numbers as the member's language does", () => {
    const slots = { cents: { cents: 123450 }, day: { day: "2026-03-02" }, n: { decimal: 4250.5 } };
    expect(wordedSlots(slots, "de")).toEqual({
      cents: "1.234,50 €",
      day: "02.03.2026",
      n: "4250,5",
    });
    expect(wordedSlots(slots, "en")).toEqual({
      cents: "€1,234.50",
      day: "2 Mar 2026",
      n: "4250.5",
    });
    expect(wordedSlots({ name: "auszug.xml", count: 1000 }, "en")).toEqual({
      name: "auszug.xml",
      count: 1000,
    });
  });

  it("write a moment in Hamburg time as the member's language does, a non-time as it is", () => {
    const slots = { at: { dateTime: "2026-03-02T12:30:00Z" }, odd: { dateTime: "gestern" } };
    expect(wordedSlots(slots, "de")).toEqual({ at: "02.03.2026, 13:30", odd: "gestern" });
    expect(wordedSlots(slots, "en")).toEqual({ at: "2 Mar 2026, 13:30", odd: "gestern" });
  });

  it("are worded in the member's language, German as the message", () => {
    const refusal = new AreaRefusal("sixtyAAfterExemption", { date: { day: "2024-05-10" } });
    expect(refusal.message).toContain("Freistellungsbescheid vom 10.05.2024.");
    expect(refusalText(teamDe, refusal, "de")).toBe(refusal.message);
    expect(refusalText(teamEn, refusal, "en")).toContain("(exemption notice) of 10 May 2024.");
  });
});
