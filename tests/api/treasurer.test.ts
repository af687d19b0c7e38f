/**
 * The treasurer's flow through the team area (the built app, form posts as without JavaScript):
 * a pledge found by its reference code, pledge, credit and receipt linked both ways, one way to
 * book a payment, the year's recorded donations with their CSV, cancelling a receipt from its
 * own row, and the donor's name as the receipt must print it.
 */
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { bankCredits, donationPledges, donations, teamAuditLog } from "../../server/db/schema";
import { issueReceipt } from "../../server/receipts/register";
import { saveSettings } from "../../server/receipts/settings";
import { databases } from "./helpers/databases";
import { emptyRegister, RECEIPT_SETTINGS } from "./helpers/receipts";

const BANK_SPELLING_WARNINGS = teamDe.cash.spelling;
const NAME_NOT_CONFIRMED = teamDe.form.nameNotConfirmed;
import { useHarness } from "./helpers/harness";
import { areaGet, areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const SETTINGS = RECEIPT_SETTINGS;

/** The page's text as a reader sees it: scripts and tags dropped, entities read, spaces joined. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The table row with this id (`<tr id=…>`), as HTML. */
const rowOf = (html: string, id: string) =>
  html.match(new RegExp(`<tr id="${id}">[\\s\\S]*?</tr>`))?.[0] ?? "";

const formOf = (html: string, intent: string) =>
  (html.match(/<form[\s\S]*?<\/form>/g) ?? []).find((form) =>
    form.includes(`name="intent" value="${intent}"`),
  ) ?? "";

const valueOf = (form: string, name: string) =>
  form.match(new RegExp(`name="${name}"[^>]*value="([^"]*)"`))?.[1] ??
  form.match(new RegExp(`value="([^"]*)"[^>]*name="${name}"`))?.[1];

describe.skipIf(!built).each(databases)("the treasurer's flow on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);
  let serial = 0;

  beforeEach(async () => {
    const { db } = h.database;
    await emptyRegister(db);
  });

  async function pledge(values: Partial<typeof donationPledges.$inferInsert> = {}) {
    const [row] = await h.database.db
      .insert(donationPledges)
      .values({
        amountCents: 5000,
        firstName: "Jonas",
        lastName: "Weber",
        certificate: true,
        address: "Musterstraße 1",
        postalCode: "20095",
        city: "Hamburg",
        note: "",
        reference: "EGN-FPDR",
        createdAt: new Date("2026-03-01T10:00:00Z"),
        ...values,
      })
      .returning();
    return row!;
  }

  async function credit(values: Partial<typeof bankCredits.$inferInsert> = {}) {
    const [row] = await h.database.db
      .insert(bankCredits)
      .values({
        entryReference: `TREASURER-${++serial}`,
        amountCents: 5000,
        bookingDate: "2026-03-02",
        valueDate: "2026-03-02",
        payerName: "WEBER, JONAS",
        payerIban: "DE02120300000000202051",
        remittance: "EGN-FPDR Spende",
        ...values,
      })
      .returning();
    return row!;
  }

  /** A pledge paid by a credit, recorded as the Kasse does, and its receipt. */
  async function paidWithReceipt() {
    const paid = await pledge();
    const bank = await credit();
    const [gift] = await h.database.db
      .insert(donations)
      .values({
        creditId: bank.id,
        pledgeId: paid.id,
        amountCents: 5000,
        receivedOn: "2026-03-02",
        donorName: "Jonas Weber",
        donorStreet: "Musterstraße 1",
        donorPostalCode: "20095",
        donorCity: "Hamburg",
      })
      .returning();
    await h.database.db
      .update(donationPledges)
      .set({ receivedOn: "2026-03-02", receivedCents: 5000 })
      .where(eq(donationPledges.id, paid.id));
    await saveSettings(h.database.db, SETTINGS, null);
    const { receipt, number } = await issueReceipt(h.database.db, {
      kind: "single",
      donationIds: [gift!.id],
      memberId: null,
      // Not made by machine: nothing is signed, no key is made.
      signingDir: join(tmpdir(), "egn-no-signing-key"),
      issuedOn: "2026-04-01",
    });
    return { paid, gift: gift!, receipt, number };
  }

  it("shows a pledge's reference code in the list and on its page, and finds it however written", async () => {
    const found = await pledge();
    await pledge({ reference: "EGN-7K3Q", firstName: "Anna", amountCents: 2500 });
    const kasse = await signedIn(h, "kasse");
    const lesen = await signedIn(h, "lesen");

    const list = await areaGet(h, "/intern/eingaenge", kasse.cookie);
    expect(textOf(list.body)).toContain("Referenz");
    expect(list.body).toContain("EGN-FPDR");
    expect(textOf((await areaGet(h, `/intern/eingaenge/${found.id}`, lesen.cookie)).body)).toMatch(
      /Referenz EGN-FPDR/,
    );

    for (const query of ["EGN-FPDR", "egn-fpdr", "fpdr", "EGN FPDR", "egnfpdr"]) {
      for (const { cookie } of [kasse, lesen]) {
        const search = await areaGet(
          h,
          `/intern/eingaenge?suche=${encodeURIComponent(query)}`,
          cookie,
        );
        expect(search.body, query).toContain(`/intern/eingaenge/${found.id}"`);
        expect(search.body, query).not.toContain("EGN-7K3Q");
      }
    }
    // A name is still searched for those who may see names, and never for the others.
    const byName = await areaGet(h, "/intern/eingaenge?suche=anna", kasse.cookie);
    expect(byName.body).toContain("EGN-7K3Q");
    expect(byName.body).not.toContain("EGN-FPDR");
    expect((await areaGet(h, "/intern/eingaenge?suche=anna", lesen.cookie)).body).not.toContain(
      "EGN-7K3Q",
    );
  });

  it("links a pledge, its credit and its receipt to each other, both ways", async () => {
    const { paid, gift, receipt, number } = await paidWithReceipt();
    const { cookie } = await signedIn(h, "kasse");
    const toDonation = `/intern/kasse?jahr=2026#spende-${gift.id}`;
    const toReceipt = `/intern/kasse/bestaetigungen#bestaetigung-${receipt.id}`;
    const toPledge = `/intern/eingaenge/${paid.id}`;

    const pledgePage = await areaGet(h, toPledge, cookie);
    expect(pledgePage.body).toContain(`href="${toDonation}"`);
    expect(pledgePage.body).toContain(`href="${toReceipt}"`);
    expect(textOf(pledgePage.body)).toContain(`Nr. ${number}`);

    const kasse = await areaGet(h, "/intern/kasse?jahr=2026", cookie);
    const donationRow = rowOf(kasse.body, `spende-${gift.id}`);
    expect(donationRow).toContain(`href="${toPledge}"`);
    expect(donationRow).toContain("EGN-FPDR");
    expect(donationRow).toContain(`href="${toReceipt}"`);
    expect(donationRow).toContain("WEBER, JONAS");

    const register = await areaGet(h, "/intern/kasse/bestaetigungen", cookie);
    const receiptRow = rowOf(register.body, `bestaetigung-${receipt.id}`);
    expect(receiptRow).toContain(`href="${toPledge}"`);
    expect(receiptRow).toContain(`href="${toDonation}"`);
  });

  it("books a transfer by matching its credit only: a matched pledge cannot be marked too", async () => {
    const open = await pledge({ reference: "EGN-7K3Q" });
    const { paid } = await paidWithReceipt();
    const { cookie } = await signedIn(h, "kasse");

    const openPage = textOf((await areaGet(h, `/intern/eingaenge/${open.id}`, cookie)).body);
    expect(openPage).toContain(teamDe.submission.markOnlyWithoutStatement);
    expect(openPage).toContain(teamDe.submission.markReceived);
    expect(textOf((await areaGet(h, "/intern/kasse", cookie)).body)).toContain(
      "Geld auf dem Vereinskonto wird nur hier gebucht",
    );

    const paidPage = await areaGet(h, `/intern/eingaenge/${paid.id}`, cookie);
    expect(paidPage.body).not.toContain('value="mark-received"');
    const mark = await areaPost(
      h,
      `/intern/eingaenge/${paid.id}`,
      { intent: "mark-received", receivedOn: "2026-03-05", amount: "20.00" },
      cookie,
    );
    expect(mark.statusCode).toBe(409);
    expect(textOf(mark.body)).toContain(teamDe.submission.alreadyRecorded);
    const [kept] = await h.database.db
      .select()
      .from(donationPledges)
      .where(eq(donationPledges.id, paid.id));
    expect(kept).toMatchObject({ receivedOn: "2026-03-02", receivedCents: 5000 });
  });

  it("shows the recorded donations of the year chosen and exports them as CSV", async () => {
    const { gift } = await paidWithReceipt();
    const earlier = await credit({ valueDate: "2025-11-20", payerName: "Erika Musterfrau" });
    const [old] = await h.database.db
      .insert(donations)
      .values({
        creditId: earlier.id,
        amountCents: 123456,
        receivedOn: "2025-11-20",
        donorName: "Erika Musterfrau",
      })
      .returning();
    const { cookie, member } = await signedIn(h, "kasse");

    // Without a year asked for, the newest with donations.
    const newest = await areaGet(h, "/intern/kasse", cookie);
    expect(newest.body).toContain(`spende-${gift.id}`);
    expect(newest.body).not.toContain(`spende-${old!.id}`);
    const of2025 = await areaGet(h, "/intern/kasse?jahr=2025", cookie);
    expect(rowOf(of2025.body, `spende-${old!.id}`)).toContain("Erika Musterfrau");
    expect(of2025.body).not.toContain(`spende-${gift.id}`);
    expect(of2025.body).toMatch(/<option value="2026"/);
    expect(of2025.body).toContain('href="/intern/kasse/spenden/export?jahr=2025"');

    const csv = await areaGet(h, "/intern/kasse/spenden/export?jahr=2026", cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /filename="spenden-2026-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Eingang;Betrag (€);Spender/in;Straße und Hausnummer;Postleitzahl;Ort;Kontoinhaber laut Bank;Verwendungszweck;Zusage (Referenz);Zuwendungsbestätigung",
    );
    expect(lines.slice(1)).toEqual([
      '2026-03-02;"50,00";Jonas Weber;Musterstraße 1;20095;Hamburg;"WEBER, JONAS";EGN-FPDR Spende;EGN-FPDR;2026-0001',
    ]);
    const [entry] = await h.database.db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "donations-exported"));
    expect(entry).toMatchObject({ memberId: member.id, detail: { year: 2026, rows: 1 } });

    const lesen = await signedIn(h, "lesen");
    expect(
      (await areaGet(h, "/intern/kasse/spenden/export?jahr=2026", lesen.cookie)).statusCode,
    ).toBe(403);
  });

  it("cancels a receipt from its own row, after a question naming its number and donor", async () => {
    const { receipt, number } = await paidWithReceipt();
    const { cookie } = await signedIn(h, "kasse");
    const page = "/intern/kasse/bestaetigungen";
    const row = rowOf((await areaGet(h, page, cookie)).body, `bestaetigung-${receipt.id}`);
    const cancel = formOf(row, "cancel");
    expect(valueOf(cancel, "receiptId")).toBe(receipt.id);
    const question = textOf(
      row.match(/<details[\s\S]*?<\/details>/g)!.find((d) => d.includes('value="cancel"'))!,
    );
    expect(question).toContain(`Nr. ${number} stornieren …`);
    expect(question).toContain(`Nr. ${number} von Jonas Weber (50,00 €, ausgestellt am`);
    expect(question).toContain(`Ja, Nr. ${number} von Jonas Weber stornieren`);
    expect(formOf(row, "replace")).toContain(`value="${receipt.id}"`);

    const answer = await areaPost(
      h,
      page,
      {
        intent: "cancel",
        receiptId: receipt.id,
        target: receipt.id,
        reason: "Spende zurückgezahlt",
      },
      cookie,
    );
    expect(answer.statusCode).toBe(200);
    expect(textOf(answer.body)).toContain(`Nr. ${number} ist storniert.`);
    const cancelledRow = rowOf(answer.body, `bestaetigung-${receipt.id}`);
    expect(cancelledRow).toContain("storniert am");
    expect(cancelledRow).not.toContain('value="cancel"');
  });

  it("proposes the pledge's spelling, asks for the donor of a credit without one, and warns of the bank's", async () => {
    const paid = await pledge();
    const matched = await credit();
    const alone = await credit({
      remittance: "Spende",
      amountCents: 7000,
      payerName: "MEYER, ANNA",
    });
    const { cookie } = await signedIn(h, "kasse");
    const kasse = await areaGet(h, "/intern/kasse", cookie);

    const recordForms = (creditId: string) =>
      (kasse.body.match(/<form[\s\S]*?<\/form>/g) ?? []).filter(
        (form) => form.includes('value="record"') && form.includes(`value="${creditId}"`),
      );
    const [suggested] = recordForms(matched.id);
    expect(valueOf(suggested!, "pledgeId")).toBe(paid.id);
    expect(valueOf(suggested!, "donorName")).toBe("Jonas Weber");
    expect(textOf(kasse.body)).toContain("Laut Bank: WEBER, JONAS.");
    const forms = recordForms(alone.id);
    expect(forms).toHaveLength(1);
    expect(valueOf(forms[0]!, "donorName") ?? "").toBe("");
    expect(textOf(forms[0]!)).toContain("Laut Bank: MEYER, ANNA.");

    // The pledge's spelling of the account holder needs no reason, and is no other donor.
    // As the page posts it: the form's hidden values joined as its target (AreaForm).
    const record = (creditId: string, fields: Record<string, string>, payerName: string) =>
      areaPost(
        h,
        "/intern/kasse",
        {
          intent: "record",
          creditId,
          payerName,
          target: [creditId, fields.pledgeId, payerName].filter(Boolean).join("-"),
          ...fields,
        },
        cookie,
      );
    const confirmed = await record(
      matched.id,
      { pledgeId: paid.id, donorName: "Jonas Weber", postalCode: "20095", city: "Hamburg" },
      "WEBER, JONAS",
    );
    expect(confirmed.statusCode).toBe(200);
    expect(
      await h.database.db
        .select()
        .from(teamAuditLog)
        .where(eq(teamAuditLog.action, "donor-changed")),
    ).toEqual([]);

    // The bank's spelling is a warning to confirm, not a refusal.
    const warned = await record(
      alone.id,
      { donorName: "MEYER, ANNA", postalCode: "" },
      "MEYER, ANNA",
    );
    expect(warned.statusCode).toBe(400);
    expect(textOf(warned.body)).toContain(BANK_SPELLING_WARNINGS.capitals);
    expect(warned.body).toContain('name="nameAsWritten"');
    expect(textOf(warned.body)).toContain(NAME_NOT_CONFIRMED);
    const surnameFirst = await record(
      alone.id,
      { donorName: "Meyer, Anna", postalCode: "" },
      "MEYER, ANNA",
    );
    expect(textOf(surnameFirst.body)).toContain(BANK_SPELLING_WARNINGS["surname-first"]);
    expect(await h.database.db.select().from(donations)).toHaveLength(1);
    const taken = await record(
      alone.id,
      { donorName: "MEYER, ANNA", postalCode: "", nameAsWritten: "ja" },
      "MEYER, ANNA",
    );
    expect(taken.statusCode).toBe(200);
    expect(await h.database.db.select().from(donations)).toHaveLength(2);

    await saveSettings(h.database.db, SETTINGS, null);
    const pending = textOf((await areaGet(h, "/intern/kasse/bestaetigungen", cookie)).body);
    expect(pending).toMatch(
      /MEYER, ANNA \(ohne Anschrift\) · 2026 : 70,00 € Achtung: Der Name steht so, wie Banken ihn schreiben/,
    );
    expect(pending).not.toMatch(/Jonas Weber , 20095 Hamburg · 2026 : 50,00 € Achtung/);
  });
});
