import { beforeEach, describe, expect, it } from "vitest";
import { fieldError } from "../../app/team/field-error";
import { receiptSettingsSchema } from "../../app/team/schemas";
import { receiptSettings } from "../../server/db/schema";
import {
  currentSettings,
  saveSettings,
  settingsHistory,
  settingsRefusal,
  settingsSentences,
  sixtyARefusal,
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
  purposeAccusative: "",
  purposeIds: "7",
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

  it("drops the words the sentence already has, so that they are not printed twice", () => {
    const parsed = receiptSettingsSchema.parse({
      ...form,
      taxOffice: "Finanzamt Hamburg-Nord",
      taxNumber: "StNr. 17/000/00000",
      assessmentPeriod: "Veranlagungszeitraum 2023",
      purpose: "Förderung von Wissenschaft und Forschung",
      noticeKind: "60a",
      purposeAccusative: "Wir fördern nach unserer Satzung die Wissenschaft",
    });
    expect(parsed).toMatchObject({
      taxOffice: "Hamburg-Nord",
      taxNumber: "17/000/00000",
      assessmentPeriod: "2023",
      purpose: "von Wissenschaft und Forschung",
      purposeAccusative: "die Wissenschaft",
    });
    const { intent: _intent, ...values } = parsed;
    const [exemption, purpose] = settingsSentences({
      ...values,
      noticeKind: "freistellung",
      id: 1,
      createdAt: new Date(),
      createdBy: null,
      signatureImage: null,
    }) as string[];
    expect(exemption).toContain("wegen Förderung von Wissenschaft und Forschung nach dem");
    expect(exemption).toContain("des Finanzamtes Hamburg-Nord, StNr. 17/000/00000,");
    expect(exemption).toContain("Veranlagungszeitraum 2023 nach");
    expect(purpose).toBe(
      "Es wird bestätigt, dass die Zuwendung nur zur Förderung von Wissenschaft und Forschung verwendet wird.",
    );
  });

  it("takes the purposes from the list of § 52 Abs. 2 AO: one at least, none other", () => {
    expect(receiptSettingsSchema.parse({ ...form, purposeIds: ["7", "21"] }).purposeIds).toEqual([
      "7",
      "21",
    ]);
    const none = receiptSettingsSchema.safeParse({ ...form, purposeIds: undefined });
    expect(none.error?.issues.map((issue) => issue.message)).toEqual([
      fieldError("purposeIdsMissing"),
    ]);
    expect(receiptSettingsSchema.safeParse({ ...form, purposeIds: ["27"] }).success).toBe(false);
  });

  it("asks for the assessment period of a Freistellungsbescheid only", () => {
    const missing = receiptSettingsSchema.safeParse({ ...form, assessmentPeriod: "" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.path).toEqual(["assessmentPeriod"]);
    expect(
      receiptSettingsSchema.safeParse({
        ...form,
        noticeKind: "60a",
        assessmentPeriod: "",
        purposeAccusative: "die Bildung und Erziehung",
      }).success,
    ).toBe(true);
  });

  it("asks a § 60a notice for the purposes as „Wir fördern nach unserer Satzung …“ needs them", async () => {
    const sixtyA = { ...form, noticeKind: "60a", assessmentPeriod: "" };
    const missing = receiptSettingsSchema.safeParse(sixtyA);
    expect(missing.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["purposeAccusative"], fieldError("purposeAccusativeMissing")],
    ]);
    const { intent: _intent, ...values } = receiptSettingsSchema.parse({
      ...sixtyA,
      purposeAccusative: "die Bildung und Erziehung",
    });
    await saveSettings(h.database.db, values, null);
    const stored = taxOfficeData((await currentSettings(h.database.db))!);
    expect(stored).toMatchObject({
      purpose: "der Bildung und Erziehung",
      purposeAccusative: "die Bildung und Erziehung",
    });
  });

  it("refuses a § 60a notice once the history holds a Freistellungsbescheid", async () => {
    const { intent: _intent, ...exemption } = receiptSettingsSchema.parse(form);
    expect(sixtyARefusal("60a", [])).toBeUndefined();
    await saveSettings(h.database.db, exemption, null);
    const history = await settingsHistory(h.database.db);
    expect(sixtyARefusal("freistellung", history)).toBeUndefined();
    expect(sixtyARefusal("60a", history)).toMatch(
      /^In den bisherigen Angaben steht ein Freistellungsbescheid vom 10\.05\.2024\. .*§ 63 Abs\. 5 Satz 1 Nr\. 2 AO/,
    );
    // A § 60a version saved after it (as before this check) issues nothing.
    await saveSettings(
      h.database.db,
      {
        ...exemption,
        noticeKind: "60a",
        noticeDate: "2025-01-10",
        purposeAccusative: "die Bildung",
      },
      null,
    );
    expect(settingsRefusal(await settingsHistory(h.database.db), "2026-03-10")).toBe(
      sixtyARefusal("60a", history),
    );
  });
});
