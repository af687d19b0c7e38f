import { afterEach, describe, expect, it, vi } from "vitest";
import { teamDe } from "~/i18n/messages/team.de";
import { isoDay } from "./format";
import { markReceivedSchema } from "./schemas";

const received = (receivedOn: string) =>
  markReceivedSchema.safeParse({ intent: "mark-received", receivedOn, amount: "12.50" });

describe("a payment's day", () => {
  afterEach(() => void vi.useRealTimers());

  it("is a Hamburg day: after 23:00 UTC in winter, tomorrow in UTC is today", () => {
    vi.useFakeTimers({ now: new Date("2026-11-26T23:30:00Z") });
    expect(isoDay()).toBe("2026-11-27");
    expect(received("2026-11-27").success).toBe(true);
    expect(received("2026-11-28").error?.issues[0]?.message).toBe(teamDe.form.dateInFuture);
  });

  it("follows summer time (UTC+2)", () => {
    vi.useFakeTimers({ now: new Date("2026-07-01T22:30:00Z") });
    expect(isoDay()).toBe("2026-07-02");
    expect(received("2026-07-02").success).toBe(true);
  });

  it("refuses what is not a day", () => {
    expect(received("2026-02-28").success).toBe(true);
    expect(received("2026-02-30").error?.issues[0]?.message).toBe(teamDe.form.dateInvalid);
    expect(received("2026-13-01").success).toBe(false);
    expect(received("26.11.2026").error?.issues.map((issue) => issue.message)).toEqual([
      teamDe.form.dateFormat,
    ]);
    expect(received("").success).toBe(false);
  });
});
