import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { insertPledge } from "./helpers/pledges";
import { run as donationsCli } from "../../server/cli/donations";
import {
  bankCredits,
  donations,
  notificationOutbox,
  receiptDonations,
  receipts,
} from "../../server/db/schema";
import { CamtError } from "../../server/donations/camt";
import {
  closeNotReceived,
  CREDITS_PER_INSERT,
  importStatement,
  MatchError,
  openCredits,
  openPledges,
  proposedDonor,
  recordDonation,
  suggestionsFor,
} from "../../server/donations/credits";
import { camt053, camtZip, type TestEntry } from "../support/camt053";
import { useCli } from "./helpers/cli";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";

const bytes = (text: string) => new TextEncoder().encode(text);

const entry = (overrides: Partial<TestEntry>): TestEntry => ({
  amount: "50.00",
  bookingDate: "2026-03-02",
  payerName: "Max Mustermann",
  payerIban: "DE02120300000000202051",
  remittance: "Spende",
  reference: "REF-1",
  ...overrides,
});

describe.each(databases)("bank statements and matching on $name", (database) => {
  const h = useHarness(database);
  const cli = useCli(h, donationsCli);

  beforeEach(async () => {
    await h.database.db.delete(notificationOutbox);
    await h.database.db.delete(receiptDonations);
    await h.database.db.delete(receipts);
    await h.database.db.delete(donations);
    await h.database.db.delete(bankCredits);
  });

  const pledge = (values: Parameters<typeof insertPledge>[1]) =>
    insertPledge(h.database.db, { createdAt: new Date("2026-03-01T10:00:00Z"), ...values });

  it("imports credits once: the same file twice adds nothing", async () => {
    const file = bytes(camt053([entry({}), entry({ reference: "REF-2", credit: false })]));
    expect(await importStatement(h.database.db, { actor: "Test" }, file)).toEqual({
      added: 1,
      known: 0,
      skipped: 1,
    });
    expect(await importStatement(h.database.db, { actor: "Test" }, file)).toEqual({
      added: 0,
      known: 1,
      skipped: 1,
    });
    expect(await h.database.db.select().from(bankCredits)).toHaveLength(1);
  });

  it("imports a ZIP of several versions, and overlapping statements once", async () => {
    const zip = camtZip({
      "2026-03-02.xml": camt053([entry({})], "02"),
      "2026-03-03.xml": camt053([entry({}), entry({ reference: "REF-3" })], "08"),
    });
    expect(await importStatement(h.database.db, { actor: "Test" }, zip)).toEqual({
      added: 2,
      known: 1,
      skipped: 0,
    });
  });

  it("imports a statement of 12,000 credits (one insert could not carry them), then adds nothing", async () => {
    const count = 12_000;
    expect(count * 7).toBeGreaterThan(65_535); // seven parameters per credit
    expect(count).toBeGreaterThan(CREDITS_PER_INSERT);
    const file = bytes(
      camt053(
        Array.from({ length: count }, (_, i) =>
          entry({ reference: `REF-${i}`, payerName: `Spender ${i}` }),
        ),
      ),
    );
    expect(await importStatement(h.database.db, { actor: "Test" }, file)).toEqual({
      added: count,
      known: 0,
      skipped: 0,
    });
    expect(await importStatement(h.database.db, { actor: "Test" }, file)).toEqual({
      added: 0,
      known: count,
      skipped: 0,
    });
    expect(await h.database.db.$count(bankCredits)).toBe(count);
  }, 60_000);

  it("writes none of a statement's credits when one of them fails", async () => {
    // Past the first insert's batch, a credit of 0.00 € (the table allows none).
    const entries = Array.from({ length: CREDITS_PER_INSERT + 1 }, (_, i) =>
      entry({ reference: `REF-${String(i).padStart(5, "0")}` }),
    );
    entries.push(entry({ reference: "REF-ZERO", amount: "0.00" }));
    await expect(
      importStatement(h.database.db, { actor: "Test" }, bytes(camt053(entries))),
    ).rejects.toThrow();
    expect(await h.database.db.$count(bankCredits)).toBe(0);
  });

  it("changes nothing for a file that is not camt.053", async () => {
    await expect(
      importStatement(h.database.db, { actor: "Test" }, bytes("Datum;Betrag\n")),
    ).rejects.toThrow(CamtError);
    expect(await h.database.db.select().from(bankCredits)).toHaveLength(0);
  });

  it("imports from the command line and says what it did", async () => {
    const dir = mkdtempSync(join(tmpdir(), "camt-"));
    try {
      const file = join(dir, "auszug.xml");
      writeFileSync(file, camt053([entry({})]));
      expect(await cli("import", file)).toMatch(/Neu: 1 Gutschriften · schon eingelesen: 0/);
      expect(await cli("import", file)).toMatch(/Neu: 0 Gutschriften · schon eingelesen: 1/);
      const wrong = join(dir, "auszug.csv");
      writeFileSync(wrong, "Datum;Betrag\n");
      await expect(donationsCli(["import", wrong], async () => h.database.db)).rejects.toThrow(
        /Nicht eingelesen: auszug\.csv: weder XML noch ZIP/,
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it("suggests the pledge whose reference code is in the remittance text first", async () => {
    const byCode = await pledge({ reference: "EGN-7K3Q", amountCents: 2000 });
    const byDetails = await pledge({ reference: "EGN-AB12" });
    await importStatement(
      h.database.db,
      { actor: "Test" },
      bytes(camt053([entry({ remittance: "Spende egn 7k3q Max Mustermann" })])),
    );
    const [credit] = await openCredits(h.database.db);
    const suggestions = suggestionsFor(credit!, await openPledges(h.database.db));
    expect(suggestions.map((s) => [s.pledge.id, s.reason])).toEqual([
      [byCode.id, "reference"],
      [byDetails.id, "amount-name-date"],
    ]);
  });

  it("matches without a code by amount, name and a date after the pledge, nothing less", async () => {
    const match = await pledge({ reference: "EGN-AB12" });
    await pledge({ reference: "EGN-CD34", lastName: "Musterfrau" });
    await pledge({ reference: "EGN-EF56", amountCents: 5100 });
    await pledge({ reference: "EGN-GH78", createdAt: new Date("2026-03-05T10:00:00Z") });
    await importStatement(
      h.database.db,
      { actor: "Test" },
      bytes(camt053([entry({ payerName: "MUSTERMANN, MAX", remittance: "Spende Akku" })])),
    );
    const [credit] = await openCredits(h.database.db);
    const suggestions = suggestionsFor(credit!, await openPledges(h.database.db));
    expect(suggestions.map((s) => s.pledge.id)).toEqual([match.id]);
  });

  it("records a confirmed match once, a credit without pledge too, and closes a pledge as not received", async () => {
    const paid = await pledge({ reference: "EGN-AB12", email: "max@example.org" });
    const unpaid = await pledge({ reference: "EGN-CD34" });
    await importStatement(
      h.database.db,
      { actor: "Test" },
      bytes(
        camt053([
          entry({ remittance: "EGN-AB12" }),
          entry({ reference: "REF-2", payerName: "Erika Musterfrau", amount: "20.00" }),
        ]),
      ),
    );
    const credits = await openCredits(h.database.db);
    const fromMax = credits.find((c) => c.payerName === "Max Mustermann")!;
    const fromErika = credits.find((c) => c.payerName === "Erika Musterfrau")!;
    const open = await openPledges(h.database.db);
    const donor = proposedDonor(open.find((p) => p.id === paid.id));
    expect(donor).toEqual({
      name: "Max Mustermann",
      street: "Musterstraße 1",
      postalCode: "20095",
      city: "Hamburg",
      email: "max@example.org",
    });
    const donation = await recordDonation(h.database.db, {
      creditId: fromMax.id,
      pledgeId: paid.id,
      donor,
      memberId: null,
    });
    expect(donation).toMatchObject({ amountCents: 5000, receivedOn: "2026-03-02" });
    await expect(
      recordDonation(h.database.db, { creditId: fromMax.id, donor, memberId: null }),
    ).rejects.toThrow(MatchError);
    await recordDonation(h.database.db, {
      creditId: fromErika.id,
      donor: { ...proposedDonor(undefined), name: "Erika Musterfrau" },
      memberId: null,
    });
    expect(await openCredits(h.database.db)).toHaveLength(0);
    expect(await closeNotReceived(h.database.db, [unpaid.id])).toBe(1);
    expect(await openPledges(h.database.db)).toHaveLength(0);
  });

  /** `count` credits of Max Mustermann's 50 €, imported; their rows. */
  async function credits(count: number) {
    const entries = Array.from({ length: count }, (_, i) => entry({ reference: `REF-${i}` }));
    await importStatement(h.database.db, { actor: "Test" }, bytes(camt053(entries)));
    return openCredits(h.database.db);
  }

  const match = (creditId: string, pledgeId: string) =>
    recordDonation(h.database.db, {
      creditId,
      pledgeId,
      donor: { name: "Max Mustermann", street: "", postalCode: "", city: "", email: "" },
      memberId: null,
    });

  it("matches a pledge to one credit only when two treasurers match it to two at once", async () => {
    // Four pledges, each matched to two credits at the same moment: eight transactions at once.
    const pledges = await Promise.all(
      ["EGN-AB12", "EGN-CD34", "EGN-EF56", "EGN-GH78"].map((reference) => pledge({ reference })),
    );
    const open = await credits(2 * pledges.length);
    const results = await Promise.allSettled(
      open.map((credit, i) => match(credit.id, pledges[i % pledges.length]!.id)),
    );
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as Error] : []));
    expect(refused).toHaveLength(pledges.length);
    // Each second match waited for the pledge's row and found it paid (not the index's refusal).
    for (const error of refused) {
      expect(error).toBeInstanceOf(MatchError);
      expect(error.message).toBe("Diese Zusage ist nicht mehr offen.");
    }
    const recorded = await h.database.db.select().from(donations);
    expect(recorded.map((d) => d.pledgeId).sort()).toEqual(pledges.map((p) => p.id).sort());
    expect(await openCredits(h.database.db)).toHaveLength(pledges.length);
  });

  it("holds one donation per pledge in the database itself, any number without one", async () => {
    const paid = await pledge({ reference: "EGN-AB12" });
    const [first, second, third] = await credits(3);
    const row = (creditId: string, pledgeId: string | null) => ({
      creditId,
      pledgeId,
      amountCents: 5000,
      receivedOn: "2026-03-02",
      donorName: "Max Mustermann",
    });
    await h.database.db.insert(donations).values(row(first!.id, paid.id));
    await expect(
      h.database.db.insert(donations).values(row(second!.id, paid.id)),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    await h.database.db.insert(donations).values([row(second!.id, null), row(third!.id, null)]);
    expect(await h.database.db.$count(donations)).toBe(3);
  });

  it("refuses in German, not with a database error, a match that only the database stops", async () => {
    // Another transaction records a donation for the pledge without locking it, and commits
    // while the match waits for its row in the pledge index (or before the match looks).
    const paid = await pledge({ reference: "EGN-AB12" });
    const [first, second] = await credits(2);
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    const other = h.database.db.transaction(async (tx) => {
      await tx.insert(donations).values({
        creditId: first!.id,
        pledgeId: paid.id,
        amountCents: 5000,
        receivedOn: "2026-03-02",
        donorName: "Max Mustermann",
      });
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    if (h.database.kind === "postgres") await insertedNow;
    const [outcome] = await Promise.allSettled([match(second!.id, paid.id), other]);
    expect(outcome.status).toBe("rejected");
    expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(MatchError);
  });
});
