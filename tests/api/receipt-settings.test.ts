import { beforeEach, describe, expect, it } from "vitest";
import { receiptSettingsSchema } from "../../app/intern/schemas";
import { receiptSettings } from "../../server/db/schema";
import {
  currentSettings,
  saveSettings,
  settingsHistory,
  taxOfficeData,
} from "../../server/receipts/settings";
import { noticeRefusal } from "../../server/receipts/template";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";

const form = {
  intent: "save",
  noticeKind: "freistellung",
  taxOffice: "Hamburg-Nord (fiktiv)",
  taxNumber: "17/000/00000",
  noticeDate: "2024-05-10",
  assessmentPeriod: "2023",
  purpose: "der Bildung und Erziehung",
  place: "Hamburg",
  signatory: "Erika Musterfrau, Kassenwartin",
  machineReceiptsNotified: "nein",
};

describe.each(databases)("receipt settings on $name", (database) => {
  const h = useHarness(database);
  beforeEach(async () => {
    await h.database.db.delete(receiptSettings);
  });

  it("keeps every version: the newest is in force, the older ones stay", async () => {
    const first = receiptSettingsSchema.parse(form);
    const { intent: _first, ...v1 } = first;
    await saveSettings(h.database.db, v1, null);
    const { intent: _second, ...v2 } = receiptSettingsSchema.parse({
      ...form,
      noticeDate: "2025-06-01",
      machineReceiptsNotified: "ja",
    });
    await saveSettings(h.database.db, v2, null);
    const current = await currentSettings(h.database.db);
    expect(current).toMatchObject({ noticeDate: "2025-06-01", machineReceiptsNotified: true });
    expect((await settingsHistory(h.database.db)).map((row) => row.noticeDate)).toEqual([
      "2025-06-01",
      "2024-05-10",
    ]);
    expect(noticeRefusal(taxOfficeData(current!), "2031-01-01")).toMatch(/älter als 5 Jahre/);
  });

  it("asks for the assessment period of a Freistellungsbescheid only", () => {
    const missing = receiptSettingsSchema.safeParse({ ...form, assessmentPeriod: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["assessmentPeriod"]);
    expect(
      receiptSettingsSchema.safeParse({ ...form, noticeKind: "60a", assessmentPeriod: "" }).success,
    ).toBe(true);
  });
});
