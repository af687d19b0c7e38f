import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { insertPledge } from "./helpers/pledges";
import { bankCredits, donationPledges, donations, teamAuditLog } from "../../server/db/schema";
import type { MemberRow } from "../../server/db/schema";
import {
  closePledgeNotReceived,
  confirmDonation,
  dismissCredit,
} from "../../server/donations/credits";
import { ReceiptRefusal } from "../../server/receipts/register";
import { changeReceiptSettings, saveSettings } from "../../server/receipts/settings";
import {
  cancelReceiptBy,
  downloadReceipt,
  issueReceiptBy,
  replaceReceipt,
} from "../../server/receipts/treasurer";
import { createMember } from "../../server/team/members";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import { emptyRegister, RECEIPT_SETTINGS } from "./helpers/receipts";
import { useEmptyTeam } from "./helpers/team";

const SETTINGS = { ...RECEIPT_SETTINGS, purposeAccusative: "die Bildung und Erziehung" };
const DONOR = {
  name: "Max Mustermann",
  street: "Musterstraße 1",
  postalCode: "20095",
  city: "Hamburg",
  email: "",
};

/** The treasurer's use cases record their own log entries, naming the member who acted. */
describe.each(databases)("the treasurer's log entries on $name", (database) => {
  const h = useHarness(database);
  useEmptyTeam(h);
  const signingDir = mkdtempSync(join(tmpdir(), "egn-treasurer-key-"));
  afterAll(() => rmSync(signingDir, { recursive: true, force: true }));
  let member: MemberRow;
  let serial = 0;

  beforeEach(async () => {
    await emptyRegister(h.database.db);
    await h.database.db.delete(donationPledges);
    member = await createMember(h.database.db, {
      email: "kasse@e-gnition.example",
      name: "Kasse",
      roles: ["kasse"],
    });
  });

  const logged = () =>
    h.database.db
      .select({
        memberId: teamAuditLog.memberId,
        actor: teamAuditLog.actor,
        action: teamAuditLog.action,
        target: teamAuditLog.target,
        detail: teamAuditLog.detail,
      })
      .from(teamAuditLog)
      .orderBy(teamAuditLog.id);

  const byMember = (entry: { action: string; target: string; detail?: object | null }) => ({
    memberId: member.id,
    actor: member.email,
    detail: null,
    ...entry,
  });

  async function credit(payerName = "Max Mustermann") {
    const [row] = await h.database.db
      .insert(bankCredits)
      .values({
        entryReference: `REF-${++serial}`,
        amountCents: 5000,
        bookingDate: "2025-03-02",
        valueDate: "2025-03-02",
        payerName,
        payerIban: "DE02120300000000202051",
        remittance: "Spende",
      })
      .returning();
    return row!;
  }

  const pledge = () => insertPledge(h.database.db);

  it("confirming a donation logs it, and a donor other than the account holder with the reason", async () => {
    const fromMax = await credit();
    const paid = await pledge();
    const first = await confirmDonation(
      h.database.db,
      { member },
      { credit: fromMax, pledgeId: paid.id, donor: DONOR, reason: "" },
    );
    const fromParents = await credit("Eltern Mustermann");
    const second = await confirmDonation(
      h.database.db,
      { member },
      { credit: fromParents, donor: DONOR, reason: "Die Eltern zahlen für ihn" },
    );
    expect(first.confirmedBy).toBe(member.id);
    expect(await logged()).toEqual([
      byMember({
        action: "donation-recorded",
        target: first.id,
        detail: { creditId: fromMax.id, pledgeId: paid.id, cents: 5000 },
      }),
      byMember({
        action: "donation-recorded",
        target: second.id,
        detail: { creditId: fromParents.id, pledgeId: null, cents: 5000 },
      }),
      byMember({
        action: "donor-changed",
        target: second.id,
        detail: {
          accountHolder: "Eltern Mustermann",
          donor: "Max Mustermann",
          reason: "Die Eltern zahlen für ihn",
        },
      }),
    ]);
  });

  it("setting a credit aside or closing a pledge logs it once; the command line is named", async () => {
    const refund = await credit();
    const unpaid = await pledge();
    expect(await dismissCredit(h.database.db, { member }, refund.id)).toBe(true);
    expect(await dismissCredit(h.database.db, { member }, refund.id)).toBe(false);
    expect(await closePledgeNotReceived(h.database.db, { actor: "Kommandozeile" }, unpaid.id)).toBe(
      true,
    );
    expect(await closePledgeNotReceived(h.database.db, { member }, unpaid.id)).toBe(false);
    expect(await closePledgeNotReceived(h.database.db, { member }, "kein-id")).toBe(false);
    // Shaped like an id, but none PostgreSQL would take: refused as unknown, not an error.
    const dashes = "-".repeat(36);
    expect(await closePledgeNotReceived(h.database.db, { member }, dashes)).toBe(false);
    expect(await dismissCredit(h.database.db, { member }, dashes)).toBe(false);
    expect(await logged()).toEqual([
      byMember({ action: "credit-dismissed", target: refund.id }),
      {
        memberId: null,
        actor: "Kommandozeile",
        action: "pledge-not-received",
        target: unpaid.id,
        detail: null,
      },
    ]);
  });

  it("issuing, replacing, cancelling and downloading a receipt log each", async () => {
    await saveSettings(h.database.db, SETTINGS, null);
    const [gift] = await h.database.db
      .insert(donations)
      .values({
        creditId: (await credit()).id,
        amountCents: 5000,
        receivedOn: "2025-03-02",
        donorName: "Max Mustermann",
        donorStreet: "Musterstraße 1",
        donorPostalCode: "20095",
        donorCity: "Hamburg",
      })
      .returning();
    const issued = await issueReceiptBy(
      h.database.db,
      { member },
      { kind: "single", donationIds: [gift!.id], signingDir },
    );
    expect(issued.receipt.issuedBy).toBe(member.id);
    const corrected = {
      name: "Maxi Mustermann",
      street: "Musterweg 2",
      postalCode: "20095",
      city: "Hamburg",
    };
    const replacement = await replaceReceipt(h.database.db, { member }, issued.receipt, {
      reason: "Name falsch geschrieben",
      correctedDonor: corrected,
      signingDir,
    });
    // Replacing a cancelled receipt is refused: no change of donor is logged for it.
    await expect(
      replaceReceipt(h.database.db, { member }, issued.receipt, {
        reason: "noch einmal",
        correctedDonor: { ...corrected, name: "Jemand Anderes" },
        signingDir,
      }),
    ).rejects.toBeInstanceOf(ReceiptRefusal);
    expect(await downloadReceipt(h.database.db, { member }, replacement.receipt.id)).toMatchObject({
      id: replacement.receipt.id,
    });
    expect(await downloadReceipt(h.database.db, { member }, crypto.randomUUID())).toBeUndefined();
    const cancelled = await cancelReceiptBy(
      h.database.db,
      { member },
      replacement.receipt.id,
      "Spende zurückgezahlt",
    );
    expect(cancelled.cancelledBy).toBe(member.id);
    const issuedDetail = (receipt: typeof issued.receipt, replaces: string | null) => ({
      kind: "single",
      cents: 5000,
      sha256: receipt.sha256,
      replaces,
    });
    expect(await logged()).toEqual([
      byMember({
        action: "receipt-issued",
        target: issued.number,
        detail: issuedDetail(issued.receipt, null),
      }),
      byMember({
        action: "receipt-issued",
        target: replacement.number,
        detail: issuedDetail(replacement.receipt, issued.receipt.id),
      }),
      byMember({
        action: "donor-changed",
        target: issued.number,
        detail: {
          before: "Max Mustermann",
          donor: "Maxi Mustermann",
          reason: "Name falsch geschrieben",
        },
      }),
      byMember({ action: "receipt-downloaded", target: replacement.number }),
      byMember({
        action: "receipt-cancelled",
        target: replacement.number,
        detail: { reason: "Spende zurückgezahlt" },
      }),
    ]);
  });

  it("changing the receipt settings logs the notice and what became of the facsimile", async () => {
    const image = new Uint8Array([1, 2, 3]);
    const change = (signature: { uploaded?: Uint8Array; remove?: boolean }) =>
      changeReceiptSettings(h.database.db, { member }, SETTINGS, {
        uploaded: signature.uploaded,
        remove: signature.remove ?? false,
      });
    const first = await change({});
    const uploaded = await change({ uploaded: image });
    const kept = await change({});
    const removed = await change({ remove: true });
    expect(kept.signatureImage).toEqual(image);
    expect(kept.createdBy).toBe(member.id);
    expect(removed.signatureImage).toBeNull();
    const entry = (row: { id: number }, signatureImage: string) =>
      byMember({
        action: "receipt-settings-changed",
        target: String(row.id),
        detail: { noticeKind: "freistellung", noticeDate: "2024-05-10", signatureImage },
      });
    expect(await logged()).toEqual([
      entry(first, "keine"),
      entry(uploaded, "neu"),
      entry(kept, "wie bisher"),
      entry(removed, "keine"),
    ]);
  });
});
