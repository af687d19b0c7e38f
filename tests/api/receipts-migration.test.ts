/**
 * Migration 0009 on a database that already holds receipt settings and receipts: a
 * Sammelbestätigung issued before keeps the period its PDF states (the calendar year), and a
 * § 60a version of the settings, saved before the purposes were asked for in the accusative,
 * issues nothing until a new version gives them.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { bankCredits, donations, receipts } from "../../server/db/schema";
import { issueReceipt } from "../../server/receipts/register";
import { saveSettings, settingsHistory, settingsRefusal } from "../../server/receipts/settings";
import { PURPOSE_ACCUSATIVE_MISSING } from "../../server/receipts/template";
import { databases } from "./helpers/databases";
import { databaseBefore } from "./helpers/migrations";

const BEFORE = "0009_receipt_purpose_cases_and_period";

/** What the register held before 0009: a § 60a version, a Sammelbestätigung and a single one. */
const OLD_ROWS = [
  sql`insert into receipt_settings (notice_kind, tax_office, tax_number, notice_date, purpose, place, signatory)
      values ('60a', 'Hamburg-Nord (fiktiv)', '17/000/00000', '2025-06-02', 'der Bildung und Erziehung', 'Hamburg', 'Erika Musterfrau')`,
  sql`insert into receipts (year, serial, kind, donor_name, donor_address, total_cents, gifts, settings, pdf, sha256)
      values (2026, 1, 'collective', 'Max Mustermann', '["Musterstraße 1", "20095 Hamburg"]', 5000,
        '[{"donationId": "00000000-0000-4000-8000-000000000001", "date": "2026-01-15", "cents": 2000, "waiver": false},
          {"donationId": "00000000-0000-4000-8000-000000000002", "date": "2026-03-02", "cents": 3000, "waiver": false}]',
        '{}', '\\x25504446', '0')`,
  sql`insert into receipts (year, serial, kind, donor_name, donor_address, total_cents, gifts, settings, pdf, sha256)
      values (2026, 2, 'single', 'Erika Beispiel', '[]', 1000,
        '[{"donationId": "00000000-0000-4000-8000-000000000003", "date": "2026-02-01", "cents": 1000, "waiver": false}]',
        '{}', '\\x25504446', '0')`,
];

describe.each(databases)("migration 0009 on $name", (database) => {
  it("keeps the period an earlier Sammelbestätigung states; a § 60a version must be completed", async () => {
    const { env, dispose } = await databaseBefore(database, BEFORE, OLD_ROWS);
    try {
      const migrated = await openDatabase(env);
      try {
        const { db } = migrated;
        const rows = await db.select().from(receipts).orderBy(receipts.serial);
        expect(rows.map((row) => [row.kind, row.periodFrom, row.periodTo])).toEqual([
          ["collective", "2026-01-01", "2026-12-31"],
          ["single", null, null],
        ]);
        const history = await settingsHistory(db);
        expect(history[0]).toMatchObject({
          noticeKind: "60a",
          purposeAccusative: "",
          purposeIds: [],
        });
        expect(settingsRefusal(history, "2026-03-10")).toBe(PURPOSE_ACCUSATIVE_MISSING);

        // The year that old Sammelbestätigung claims stays claimed.
        await saveSettings(
          db,
          {
            noticeKind: "60a",
            taxOffice: "Hamburg-Nord (fiktiv)",
            taxNumber: "17/000/00000",
            noticeDate: "2025-06-02",
            assessmentPeriod: "",
            purpose: "der Bildung und Erziehung",
            purposeAccusative: "die Bildung und Erziehung",
            purposeIds: ["7"],
            place: "Hamburg",
            signatory: "Erika Musterfrau",
            machineReceiptsNotified: false,
          },
          null,
        );
        const gifts = [];
        for (const [n, receivedOn] of ["2026-10-01", "2026-11-02"].entries()) {
          const [credit] = await db
            .insert(bankCredits)
            .values({
              entryReference: `MIGRATION-${n}`,
              amountCents: 1000,
              bookingDate: receivedOn,
              valueDate: receivedOn,
              payerName: "Max Mustermann",
              payerIban: "DE02120300000000202051",
              remittance: "Spende",
            })
            .returning();
          const [gift] = await db
            .insert(donations)
            .values({
              creditId: credit!.id,
              amountCents: 1000,
              receivedOn,
              donorName: "Max Mustermann",
              donorStreet: "Musterstraße 1",
              donorPostalCode: "20095",
              donorCity: "Hamburg",
            })
            .returning();
          gifts.push(gift!.id);
        }
        await expect(
          issueReceipt(db, {
            kind: "collective",
            donationIds: gifts,
            memberId: null,
            issuedOn: "2027-01-11",
            // Not made by machine: nothing is signed, no key is made.
            signingDir: join(tmpdir(), "egn-no-signing-key"),
          }),
        ).rejects.toThrow(/Nr\. 2026-0001 über den Zeitraum 01\.01\.2026 bis 31\.12\.2026/);
        expect(await db.select().from(receipts).where(eq(receipts.year, 2027))).toEqual([]);
      } finally {
        await migrated.close();
      }
    } finally {
      await dispose();
    }
  }, 60_000); // a PGlite database migrated from empty, then once more
});
