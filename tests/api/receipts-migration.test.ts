/**
 * Migration 0009 on a database that already holds receipt settings and receipts: a
 * Sammelbestätigung issued before keeps the period its PDF states (the calendar year), and a
 * § 60a version of the settings, saved before the purposes were asked for in the accusative,
 * issues nothing until a new version gives them.
 */
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { bankCredits, donations, receipts } from "../../server/db/schema";
import { issueReceipt } from "../../server/receipts/register";
import { saveSettings, settingsHistory, settingsRefusal } from "../../server/receipts/settings";
import { PURPOSE_ACCUSATIVE_MISSING } from "../../server/receipts/template";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";

const BEFORE = "0009_receipt_purpose_cases_and_period";

/** A copy of the migrations folder without 0009 and what came after it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "egn-migrations-"));
  cpSync(join(projectRoot, "drizzle"), folder, { recursive: true });
  const file = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(file, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

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

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe.each(databases)("migration 0009 on $name", (database) => {
  it("keeps the period an earlier Sammelbestätigung states; a § 60a version must be completed", async () => {
    const created = await database.create();
    const migrations = migrationsBefore(BEFORE);
    folders.push(migrations);
    // The PGlite template is migrated to the end already: a directory of its own, empty.
    const env =
      database.name === "pglite"
        ? { DATA_DIR: join(created.env.DATA_DIR!, "vorher") }
        : { DATABASE_URL: created.env.DATABASE_URL!, DATA_DIR: "unused" };
    try {
      if (env.DATABASE_URL) {
        const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
        const db = drizzleNodePg({ client: pool });
        await migrateNodePg(db, { migrationsFolder: migrations });
        for (const row of OLD_ROWS) await db.execute(row);
        await pool.end();
      } else {
        const client = await PGlite.create(env.DATA_DIR);
        const db = drizzlePglite({ client });
        await migratePglite(db, { migrationsFolder: migrations });
        for (const row of OLD_ROWS) await db.execute(row);
        await client.close();
      }

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
      await created.dispose();
    }
  }, 60_000); // a PGlite database migrated from empty, then once more
});
