import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { run as receiptsCli } from "../../server/cli/receipts";
import {
  bankCredits,
  donations,
  receipts,
  receiptSettings,
  teamAuditLog,
} from "../../server/db/schema";
import {
  cancelReceipt,
  donationsWithoutReceipt,
  groupByDonorAndYear,
  issueReceipt,
  ReceiptRefusal,
} from "../../server/receipts/register";
import { forgetDonorEmail, retainedForPerson } from "../../server/receipts/erasure";
import { saveSettings } from "../../server/receipts/settings";
import { acceptSignatureImage } from "../../server/receipts/signature-image";
import { SIGNING_KEY_FILE } from "../../server/receipts/signing";
import { PURPOSE_ACCUSATIVE_MISSING } from "../../server/receipts/template";
import { databases } from "./helpers/databases";
import { emptyRegister, RECEIPT_SETTINGS } from "./helpers/receipts";
import { useHarness } from "./helpers/harness";

const SETTINGS = { ...RECEIPT_SETTINGS, purposeAccusative: "die Bildung und Erziehung" };

/** The PDF's text as one line: whitespace as one space, a line broken after a dash joined again. */
const flat = (text: string) => text.replace(/\s+/g, " ").replace(/([-–/]) /g, "$1");

/** What a poppler tool prints for the PDF. */
function poppler(tool: string, args: string[], pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "egn-receipt-"));
  try {
    const file = join(dir, "r.pdf");
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === "pdftotext" ? ["-"] : [])], {
      encoding: "utf8",
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext reads it, on one line per line. */
const pdfText = (pdf: Uint8Array) => poppler("pdftotext", ["-layout"], pdf);

/** The images in the PDF, a line each (pdfimages -list without its head). */
const pdfImages = (pdf: Uint8Array) =>
  poppler("pdfimages", ["-list"], pdf).trim().split("\n").slice(2);

describe.each(databases)("the receipt register on $name", (database) => {
  const h = useHarness(database);
  let serial = 0;
  const signingDir = mkdtempSync(join(tmpdir(), "egn-receipt-key-"));
  afterAll(() => rmSync(signingDir, { recursive: true, force: true }));

  beforeEach(async () => {
    const { db } = h.database;
    await emptyRegister(db);
    await saveSettings(db, SETTINGS, null);
  });

  async function donation(
    cents: number,
    receivedOn: string,
    donor: Partial<typeof donations.$inferInsert> = {},
  ) {
    const { db } = h.database;
    const [credit] = await db
      .insert(bankCredits)
      .values({
        entryReference: `REF-${++serial}`,
        amountCents: cents,
        bookingDate: receivedOn,
        valueDate: receivedOn,
        payerName: "Max Mustermann",
        payerIban: "DE02120300000000202051",
        remittance: "Spende",
      })
      .returning();
    const [row] = await db
      .insert(donations)
      .values({
        creditId: credit!.id,
        amountCents: cents,
        receivedOn,
        donorName: "Max Mustermann",
        donorStreet: "Musterstraße 1",
        donorPostalCode: "20095",
        donorCity: "Hamburg",
        ...donor,
      })
      .returning();
    return row!;
  }

  const issue = (
    kind: "single" | "collective" | "simplified",
    ids: string[],
    extra: Partial<Parameters<typeof issueReceipt>[1]> = {},
  ) =>
    issueReceipt(h.database.db, {
      kind,
      donationIds: ids,
      memberId: null,
      issuedOn: "2026-04-01",
      signingDir,
      ...extra,
    });

  it("issues a numbered receipt and keeps its exact bytes with their SHA-256", async () => {
    const gift = await donation(12_345, "2026-03-02");
    const { receipt, number, mailed } = await issue("single", [gift.id]);
    expect(number).toBe("2026-0001");
    expect(mailed).toBe(false);
    const [stored] = await h.database.db.select().from(receipts).where(eq(receipts.id, receipt.id));
    const bytes = Buffer.from(stored!.pdf);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(stored!.sha256).toBe(createHash("sha256").update(bytes).digest("hex"));
    expect(stored!.settings).toMatchObject({ taxNumber: "17/000/00000", noticeDate: "2024-05-10" });
    const text = pdfText(bytes);
    expect(text).toContain("Max Mustermann");
    expect(text).toContain("123,45");
    expect(text).toContain("02.03.2026");
    expect(await donationsWithoutReceipt(h.database.db)).toEqual([]);
  });

  it("refuses a second receipt for the same gift; cancelled and replaced, both stay", async () => {
    const gift = await donation(5_000, "2026-03-02");
    const first = await issue("single", [gift.id]);
    await expect(issue("single", [gift.id])).rejects.toThrow(/schon eine gültige Bestätigung/);

    const second = await issue("single", [gift.id], {
      replaces: { receiptId: first.receipt.id, reason: "Anschrift falsch" },
      correctedDonor: {
        name: "Max Mustermann",
        street: "Neuer Weg 2",
        postalCode: "20095",
        city: "Hamburg",
      },
    });
    expect(second.number).toBe("2026-0002");
    const rows = await h.database.db.select().from(receipts).orderBy(receipts.serial);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ cancelReason: "Anschrift falsch" });
    expect(rows[0]!.cancelledAt).not.toBeNull();
    expect(rows[1]).toMatchObject({ replacesId: first.receipt.id, cancelledAt: null });
    expect(rows[1]!.donorAddress).toEqual(["Neuer Weg 2", "20095 Hamburg"]);
    // The first receipt's bytes are untouched.
    expect(Buffer.from(rows[0]!.pdf).equals(Buffer.from(first.receipt.pdf))).toBe(true);
    expect(pdfText(rows[1]!.pdf)).toContain("2026-0001");

    await cancelReceipt(h.database.db, second.receipt.id, "Spende zurückgezahlt", null);
    await expect(
      cancelReceipt(h.database.db, second.receipt.id, "noch einmal", null),
    ).rejects.toThrow(ReceiptRefusal);
    expect(await donationsWithoutReceipt(h.database.db)).toHaveLength(1);
  });

  it("issues a Sammelbestätigung per donor and calendar year, with every gift", async () => {
    const a = await donation(2_000, "2026-01-15");
    const b = await donation(3_000, "2026-06-15");
    const other = await donation(4_000, "2026-02-01", { donorName: "Erika Beispiel" });
    const lastYear = await donation(1_000, "2025-12-20");
    const groups = groupByDonorAndYear(await donationsWithoutReceipt(h.database.db));
    expect(groups.map((g) => [g.donorName, g.year, g.gifts.length, g.kinds])).toEqual([
      ["Max Mustermann", 2025, 1, ["single", "simplified"]],
      ["Max Mustermann", 2026, 2, ["collective"]],
      ["Erika Beispiel", 2026, 1, ["single", "simplified"]],
    ]);
    await expect(issue("collective", [a.id, other.id])).rejects.toThrow(/genau eine Spender/);
    await expect(issue("collective", [a.id, lastYear.id])).rejects.toThrow(/ein Kalenderjahr/);
    await expect(issue("collective", [a.id])).rejects.toThrow(/mehrere Spenden/);

    const { receipt } = await issue("collective", [b.id, a.id], { issuedOn: "2027-01-11" });
    expect(receipt.totalCents).toBe(5_000);
    expect(receipt.gifts.map((gift) => gift.date)).toEqual(["2026-01-15", "2026-06-15"]);
    const text = pdfText(receipt.pdf);
    expect(text).toContain("15.01.2026");
    expect(text).toContain("15.06.2026");
    expect(text).toContain("50,00");
    // The period it states and keeps: its first to its last gift, not the calendar year.
    expect(flat(text)).toContain("15.01.2026 –15.06.2026");
    expect(text).not.toContain("31.12.2026");
    expect(receipt).toMatchObject({ periodFrom: "2026-01-15", periodTo: "2026-06-15" });
  });

  it("asks to confirm a Sammelbestätigung before its year has ended, and states the days so far", async () => {
    const a = await donation(2_000, "2026-01-15");
    const b = await donation(3_000, "2026-03-02");
    const ids = [a.id, b.id];
    await expect(issue("collective", ids, { issuedOn: "2026-03-10" })).rejects.toThrow(
      /^Das Jahr 2026 ist noch nicht zu Ende\. Die Sammelbestätigung gilt für die Spenden vom 15\.01\.2026 bis 02\.03\.2026;.*Bitte bestätigen\.$/,
    );
    // The last day of the year is not over either.
    await expect(issue("collective", ids, { issuedOn: "2026-12-31" })).rejects.toThrow(
      /noch nicht zu Ende/,
    );
    expect(await h.database.db.select().from(receipts)).toEqual([]);
    const { receipt } = await issue("collective", ids, {
      issuedOn: "2026-03-10",
      openYearConfirmed: true,
    });
    expect(flat(pdfText(receipt.pdf))).toContain("15.01.2026 –02.03.2026");
  });

  it("refuses a Sammelbestätigung whose period overlaps one of the same donor, naming it", async () => {
    const confirmed = { issuedOn: "2026-10-01", openYearConfirmed: true };
    const first = [await donation(2_000, "2026-01-15"), await donation(3_000, "2026-03-02")];
    await issue(
      "collective",
      first.map((gift) => gift.id),
      confirmed,
    );
    // Later gifts: a period of their own, after the first one's.
    const later = [await donation(1_000, "2026-04-01"), await donation(1_500, "2026-06-30")];
    const second = await issue(
      "collective",
      later.map((gift) => gift.id),
      confirmed,
    );
    expect(second.number).toBe("2026-0002");
    // Another donor's receipt may cover the same days.
    const other = [
      await donation(1_000, "2026-02-01", { donorName: "Erika Beispiel" }),
      await donation(1_000, "2026-05-01", { donorName: "Erika Beispiel" }),
    ];
    await issue(
      "collective",
      other.map((gift) => gift.id),
      confirmed,
    );
    // A gift recorded late, dated within the first receipt's period, with one after the second's.
    const late = [await donation(500, "2026-02-20"), await donation(700, "2026-08-01")];
    await expect(
      issue(
        "collective",
        late.map((gift) => gift.id),
        confirmed,
      ),
    ).rejects.toThrow(
      "Für Max Mustermann gibt es schon die Sammelbestätigung Nr. 2026-0001 über den Zeitraum 15.01.2026 bis 02.03.2026; eine weitere darf sich damit nicht überschneiden (hier 20.02.2026 bis 01.08.2026). Bitte Nr. 2026-0001 stornieren und eine Sammelbestätigung über alle Spenden ausstellen.",
    );
    // A cancelled one claims nothing, nor one being replaced; the second one still does.
    const [one] = await h.database.db.select().from(receipts).where(eq(receipts.serial, 1));
    await cancelReceipt(h.database.db, one!.id, "Spende nachgetragen", null);
    await expect(
      issue(
        "collective",
        late.map((gift) => gift.id),
        confirmed,
      ),
    ).rejects.toThrow(/Nr\. 2026-0002 über den Zeitraum 01\.04\.2026 bis 30\.06\.2026/);
    const replaced = await issue(
      "collective",
      later.map((gift) => gift.id),
      {
        ...confirmed,
        replaces: { receiptId: second.receipt.id, reason: "Anschrift falsch" },
      },
    );
    expect(replaced.number).toBe("2026-0004");
  });

  it("makes the simplified proof only up to 300 €", async () => {
    const small = await donation(30_000, "2026-03-02");
    const large = await donation(30_001, "2026-03-03");
    await expect(issue("simplified", [large.id])).rejects.toThrow(/bis 300,00 €/);
    const { receipt } = await issue("simplified", [small.id]);
    expect(receipt.kind).toBe("simplified");
  });

  it("writes each notice's sentences in their grammatical case, in the PDF", async () => {
    const { db } = h.database;
    const exemption = await issue("single", [(await donation(5_000, "2026-03-02")).id]);
    const withExemption = flat(pdfText(exemption.receipt.pdf));
    expect(withExemption).toContain(
      "Wir sind wegen Förderung der Bildung und Erziehung nach dem Freistellungsbescheid",
    );
    expect(withExemption).toContain(
      "Es wird bestätigt, dass die Zuwendung nur zur Förderung der Bildung und Erziehung verwendet wird.",
    );

    // An association with a § 60a notice only (no Freistellungsbescheid in its history).
    await db.delete(receiptSettings);
    await saveSettings(
      db,
      { ...SETTINGS, noticeKind: "60a", noticeDate: "2025-06-02", assessmentPeriod: "" },
      null,
    );
    const sixtyA = await issue("single", [(await donation(6_000, "2026-03-02")).id]);
    const withSixtyA = flat(pdfText(sixtyA.receipt.pdf));
    expect(withSixtyA).toContain(
      "mit Bescheid vom 02.06.2025 nach § 60a AO gesondert festgestellt. Wir fördern nach unserer Satzung die Bildung und Erziehung.",
    );
    expect(withSixtyA).toContain(
      "Es wird bestätigt, dass die Zuwendung nur zur Förderung der Bildung und Erziehung verwendet wird.",
    );
    expect(withSixtyA).not.toContain("Satzung der Bildung");
    expect(sixtyA.receipt.settings).toMatchObject({
      purposeAccusative: "die Bildung und Erziehung",
    });
  });

  it("issues nothing on a § 60a notice saved without the purposes in the accusative", async () => {
    const { db } = h.database;
    await db.delete(receiptSettings);
    // As a version saved before the field existed reads after the migration: empty.
    await saveSettings(
      db,
      { ...SETTINGS, noticeKind: "60a", noticeDate: "2025-06-02", purposeAccusative: "" },
      null,
    );
    const gift = await donation(5_000, "2026-03-02");
    await expect(issue("single", [gift.id])).rejects.toThrow(PURPOSE_ACCUSATIVE_MISSING);
    expect(await db.select().from(receipts)).toEqual([]);
  });

  it("refuses a § 60a notice once a Freistellungsbescheid was entered", async () => {
    await saveSettings(
      h.database.db,
      { ...SETTINGS, noticeKind: "60a", noticeDate: "2025-06-02" },
      null,
    );
    const gift = await donation(5_000, "2026-03-02");
    await expect(issue("single", [gift.id])).rejects.toThrow(
      "In den bisherigen Angaben steht ein Freistellungsbescheid vom 10.05.2024. Eine Feststellung nach § 60a AO ist nur Grundlage für Zuwendungsbestätigungen, solange kein Freistellungsbescheid erteilt wurde (§ 63 Abs. 5 Satz 1 Nr. 2 AO): bitte den neuesten Freistellungsbescheid eintragen.",
    );
    expect(await h.database.db.select().from(receipts)).toEqual([]);
  });

  it("writes amounts from a million euros in words, and refuses a total the register cannot hold", async () => {
    const million = await donation(1_000_000_00, "2026-03-02");
    const { receipt } = await issue("single", [million.id]);
    expect(flat(pdfText(receipt.pdf))).toContain("eine Million Euro");
    const big = [
      await donation(1_500_000_000, "2026-03-02"),
      await donation(1_500_000_000, "2026-03-03"),
    ];
    await expect(
      issue(
        "collective",
        big.map((gift) => gift.id),
        { issuedOn: "2027-01-11" },
      ),
    ).rejects.toThrow(/Gesamtbetrag ist höher, als das Register fasst/);
  });

  it("refuses with the reason when the notice is too old, and writes nothing", async () => {
    const gift = await donation(5_000, "2026-03-02");
    await expect(issue("single", [gift.id], { issuedOn: "2029-05-11" })).rejects.toThrow(
      /älter als 5 Jahre.*10\.05\.2029/,
    );
    await saveSettings(
      h.database.db,
      { ...SETTINGS, noticeKind: "60a", noticeDate: "2023-03-01" },
      null,
    );
    await expect(issue("single", [gift.id])).rejects.toThrow(/§ 60a AO.*älter als 3 Jahre/);
    // A notice of 29 February: the last day five years on is the 28th.
    await saveSettings(h.database.db, { ...SETTINGS, noticeDate: "2024-02-29" }, null);
    await expect(issue("single", [gift.id], { issuedOn: "2029-03-01" })).rejects.toThrow(
      /vom 29\.02\.2024 ist älter als 5 Jahre.*bis 28\.02\.2029 durften/,
    );
    expect(await h.database.db.select().from(receipts)).toEqual([]);
  });

  it("e-mails a machine-made receipt with the PDF to a donor with an address", async () => {
    const facsimile = await acceptSignatureImage(
      await sharp({ create: { width: 600, height: 200, channels: 3, background: "#ffffff" } })
        .png()
        .toBuffer(),
    );
    await saveSettings(
      h.database.db,
      { ...SETTINGS, machineReceiptsNotified: true, signatureImage: facsimile },
      null,
    );
    const withMail = await donation(5_000, "2026-03-02", { donorEmail: "max@example.org" });
    const byPost = await donation(6_000, "2026-03-02", { donorName: "Erika Beispiel" });
    const mailed = await issue("single", [withMail.id]);
    expect(mailed.mailed).toBe(true);
    expect((await issue("single", [byPost.id])).mailed).toBe(false);
    const [mail, ...more] = await h.sink.waitFor(1, 15_000);
    expect(more).toEqual([]);
    expect(mail!.envelopeTo).toEqual(["max@example.org"]);
    expect(mail!.subject).toBe("Ihre Zuwendungsbestätigung Nr. 2026-0001");
    expect(mail!.text).toContain("maschinell erstellt");
    const [attachment] = mail!.attachments ?? [];
    expect(attachment).toMatchObject({
      filename: "Zuwendungsbestaetigung-2026-0001.pdf",
      contentType: "application/pdf",
    });
    expect(attachment!.content.equals(Buffer.from(mailed.receipt.pdf))).toBe(true);
    expect(pdfText(attachment!.content)).toContain("maschinell");
    // The facsimile is printed; the receipt's copy of the settings says only that there was one.
    expect(pdfImages(attachment!.content)).toHaveLength(1);
    expect(mailed.receipt.settings).toMatchObject({ signatureImage: "png" });
    // Signed over the whole file with the key kept in DATA_DIR; a receipt printed to sign by
    // hand is not.
    const signature = poppler("pdfsig", [], attachment!.content);
    expect(signature).toContain("Signature Validation: Signature is Valid.");
    expect(signature).toContain("Total document signed");
    expect(signature).toContain("Signer Certificate Common Name: e-gnition");
    expect(existsSync(join(signingDir, SIGNING_KEY_FILE))).toBe(true);
    await saveSettings(h.database.db, SETTINGS, null);
    const byHand = await donation(7_000, "2026-03-02", { donorName: "Hans Hand" });
    const printed = await issue("single", [byHand.id]);
    expect(() => poppler("pdfsig", [], printed.receipt.pdf)).toThrow();
  });

  it("e-mails a replacement naming the number and date of the receipt it replaces", async () => {
    await saveSettings(h.database.db, { ...SETTINGS, machineReceiptsNotified: true }, null);
    const gift = await donation(5_000, "2026-03-02", { donorEmail: "max@example.org" });
    const first = await issue("single", [gift.id]);
    await h.sink.waitFor(1, 15_000);
    await h.database.db
      .update(receipts)
      .set({ issuedAt: new Date("2026-04-01T10:00:00Z") })
      .where(eq(receipts.id, first.receipt.id));
    await issue("single", [gift.id], {
      replaces: { receiptId: first.receipt.id, reason: "Anschrift falsch" },
      correctedDonor: {
        name: "Max Mustermann",
        street: "Neuer Weg 2",
        postalCode: "20095",
        city: "Hamburg",
      },
    });
    const [, replacement] = await h.sink.waitFor(2, 15_000);
    expect(replacement!.subject).toBe(
      "Ihre Zuwendungsbestätigung Nr. 2026-0002 (ersetzt Nr. 2026-0001)",
    );
    expect(flat(replacement!.text)).toContain(
      "Sie ersetzt unsere Zuwendungsbestätigung Nr. 2026-0001 vom 01.04.2026; diese ist damit ungültig.",
    );
  });

  it("keeps donations and receipts on an erasure request, but not the e-mail address", async () => {
    const gift = await donation(5_000, "2026-03-02", { donorEmail: "max@example.org" });
    await donation(7_000, "2026-05-02", { donorEmail: "max@example.org" });
    await donation(1_000, "2026-05-02", { donorName: "Erika Beispiel" });
    await issue("single", [gift.id]);
    const person = { name: "  max   MUSTERMANN " };
    expect(await retainedForPerson(h.database.db, person)).toEqual({ donations: 2, receipts: 1 });
    expect(await retainedForPerson(h.database.db, { email: "MAX@example.org" })).toEqual({
      donations: 2,
      receipts: 1,
    });
    await forgetDonorEmail(h.database.db, person);
    const rows = await h.database.db.select().from(donations);
    expect(rows.map((row) => row.donorEmail)).toEqual(["", "", ""]);
    expect(await h.database.db.select().from(receipts)).toHaveLength(1);
  });

  it("deletes receipts, donations and credits ten years after the end of their year", async () => {
    const old = await donation(5_000, "2015-12-30");
    await issue("single", [old.id], { issuedOn: "2016-01-10" });
    const recent = await donation(6_000, "2026-03-02");
    await issue("single", [recent.id]);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const database = () => Promise.resolve(h.database.db);
    await receiptsCli(["purge", "--now", "2026-12-31T12:00:00Z"], database);
    expect(log).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^Abgelaufen \(bis einschließlich 2015\): 0 Bestätigungen, 0 Spenden, 0 Gutschriften/,
      ),
    );
    await receiptsCli(["purge", "--now", "2027-01-01T12:00:00Z"], database);
    expect(log).toHaveBeenLastCalledWith(
      expect.stringMatching(/2016\): 1 Bestätigungen, 1 Spenden, 1 Gutschriften\. Nichts gelöscht/),
    );
    expect(await h.database.db.select().from(receipts)).toHaveLength(2);
    await receiptsCli(["purge", "--now", "2027-01-01T12:00:00Z", "--yes"], database);
    expect(log).toHaveBeenLastCalledWith(
      "Gelöscht (bis einschließlich 2016): 1 Bestätigungen, 1 Spenden, 1 Gutschriften.",
    );
    expect((await h.database.db.select().from(receipts)).map((r) => r.year)).toEqual([2026]);
    expect((await h.database.db.select().from(donations)).map((d) => d.id)).toEqual([recent.id]);
    expect(await h.database.db.select().from(bankCredits)).toHaveLength(1);
    // The same audit entry as the server's daily run, by the command line (only the --yes run).
    expect(
      await h.database.db
        .select({ actor: teamAuditLog.actor, detail: teamAuditLog.detail })
        .from(teamAuditLog)
        .where(eq(teamAuditLog.action, "retention-purged")),
    ).toEqual([{ actor: "Kommandozeile", detail: { receipts: 1, donations: 1, credits: 1 } }]);
    log.mockRestore();
  });

  it("gives one gift to one of two treasurers issuing at the same moment", async () => {
    const gift = await donation(5_000, "2026-03-02");
    const results = await Promise.allSettled([
      issue("single", [gift.id]),
      issue("single", [gift.id]),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: expect.any(ReceiptRefusal),
    });
  });
});
