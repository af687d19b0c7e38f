/**
 * The Kasse's receipt pages as the treasurer uses them (the built app, form posts as without
 * JavaScript): the warning to confirm before a Sammelbestätigung for a year not ended, and the
 * settings' refusal of a § 60a notice after a Freistellungsbescheid, their preview and sample PDF.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { isoDay } from "../../app/team/format";
import { bankCredits, donations, receipts, receiptSettings } from "../../server/db/schema";
import { saveSettings, settingsHistory } from "../../server/receipts/settings";
import { databases } from "./helpers/databases";
import { emptyRegister, RECEIPT_SETTINGS } from "./helpers/receipts";
import { SITE_ORIGIN, useHarness } from "./helpers/harness";
import { areaGet, areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const SETTINGS = RECEIPT_SETTINGS;

/** The PDF's text as pdftotext reads it, whitespace as one space. */
function pdfText(pdf: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), "receipt-sample-"));
  try {
    const file = join(folder, "muster.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The page's text as a reader sees it: scripts and tags dropped, entities read, spaces joined. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe.skipIf(!built).each(databases)("the receipt pages on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  /** Two gifts of today (the year not ended), recorded without a receipt. */
  async function twoGiftsOfToday() {
    const { db } = h.database;
    const today = isoDay();
    const ids: string[] = [];
    for (const n of [1, 2]) {
      const [credit] = await db
        .insert(bankCredits)
        .values({
          entryReference: `PAGE-${n}`,
          amountCents: 1000 * n,
          bookingDate: today,
          valueDate: today,
          payerName: "Max Mustermann",
          payerIban: "DE02120300000000202051",
          remittance: "Spende",
        })
        .returning();
      const [gift] = await db
        .insert(donations)
        .values({
          creditId: credit!.id,
          amountCents: 1000 * n,
          receivedOn: today,
          donorName: "Max Mustermann",
          donorStreet: "Musterstraße 1",
          donorPostalCode: "20095",
          donorCity: "Hamburg",
        })
        .returning();
      ids.push(gift!.id);
    }
    // The page lists gifts of one day by id.
    return ids.sort();
  }

  it("asks to confirm a Sammelbestätigung for a year not ended before issuing it", async () => {
    await emptyRegister(h.database.db);
    await saveSettings(h.database.db, SETTINGS, null);
    const ids = await twoGiftsOfToday();
    const { cookie } = await signedIn(h, "kasse");
    const page = "/intern/kasse/bestaetigungen";
    const year = isoDay().slice(0, 4);
    const day = isoDay().split("-").reverse().join(".");

    // The group's button leads to the warning; it issues nothing by itself.
    const list = await areaGet(h, page, cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/intern/kasse/bestaetigungen?sammelbestaetigung=${ids[0]}"`);
    expect(textOf(list.body)).toContain(`Sammelbestätigung ausstellen (2 Spenden ${year}) …`);
    expect(list.body).not.toContain(`name="donationIds" value="${ids.join(",")}"`);

    const warning = await areaGet(h, `${page}?sammelbestaetigung=${ids[0]}`, cookie);
    const shown = textOf(warning.body);
    expect(shown).toContain(
      `Das Jahr ${year} ist noch nicht zu Ende. Die Sammelbestätigung gilt für die Spenden vom ${day} bis ${day};`,
    );
    expect(shown).toContain(teamDe.donations.openYearConfirm);
    expect(warning.body).toContain('name="confirmOpenYear" value="ja"');

    // A post without the confirmation (the button of a page loaded before) is refused with the warning.
    const hidden = { kind: "collective", donationIds: ids.join(",") };
    const issue = { intent: "issue", ...hidden, target: Object.values(hidden).join("-") };
    const unconfirmed = await areaPost(h, page, issue, cookie);
    expect(unconfirmed.statusCode).toBe(409);
    // Shown beside the way to the warning.
    expect(textOf(unconfirmed.body)).toMatch(
      new RegExp(
        `Sammelbestätigung ausstellen \\(2 Spenden ${year}\\) … Das Jahr ${year} ist noch nicht zu Ende\\. .* Bitte bestätigen\\.`,
      ),
    );
    expect(await h.database.db.select().from(receipts)).toEqual([]);

    const confirmed = await areaPost(h, page, { ...issue, confirmOpenYear: "ja" }, cookie);
    expect(confirmed.statusCode).toBe(200);
    const [receipt, ...more] = await h.database.db.select().from(receipts);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ kind: "collective", periodFrom: isoDay(), periodTo: isoDay() });
  });

  it("refuses to save a § 60a notice once a Freistellungsbescheid was entered", async () => {
    await emptyRegister(h.database.db);
    const { cookie } = await signedIn(h, "kasse");
    const page = "/intern/kasse/einstellungen";
    const form = {
      intent: "save",
      ...SETTINGS,
      purposeIds: "7",
      machineReceiptsNotified: "nein",
    };
    // The settings form asks for the purposes in both cases.
    const shown = textOf((await areaGet(h, page, cookie)).body);
    expect(shown).toContain(teamDe.donations.purposeLabel);
    expect(shown).toContain(teamDe.donations.purposeAccusativeLabel);

    expect((await areaPost(h, page, form, cookie)).statusCode).toBe(200);
    const sixtyA = {
      ...form,
      noticeKind: "60a",
      noticeDate: "2025-06-02",
      assessmentPeriod: "",
      purposeAccusative: "die Bildung und Erziehung",
    };
    const refused = await areaPost(h, page, sixtyA, cookie);
    expect(refused.statusCode).toBe(409);
    expect(textOf(refused.body)).toContain(
      "In den bisherigen Angaben steht ein Freistellungsbescheid vom 10.05.2024. Eine Feststellung nach § 60a AO ist nur Grundlage für Zuwendungsbestätigungen, solange kein Freistellungsbescheid erteilt wurde (§ 63 Abs. 5 Satz 1 Nr. 2 AO)",
    );
    expect((await settingsHistory(h.database.db)).map((row) => row.noticeKind)).toEqual([
      "freistellung",
    ]);

    // Without a Freistellungsbescheid before, the § 60a notice is saved with both phrases.
    await h.database.db.delete(receiptSettings);
    expect((await areaPost(h, page, sixtyA, cookie)).statusCode).toBe(200);
    expect(await settingsHistory(h.database.db)).toMatchObject([
      { noticeKind: "60a", purposeAccusative: "die Bildung und Erziehung" },
    ]);
  });

  it("shows the sentences and sample PDFs of the saved settings, without doubled words", async () => {
    await emptyRegister(h.database.db);
    const { cookie } = await signedIn(h, "kasse");
    const page = "/intern/kasse/einstellungen";
    const fictitious = await areaGet(h, `${page}/muster.pdf`, cookie);
    expect(pdfText(fictitious.rawPayload)).toContain("Finanzamtes Musterstadt (fiktiv)");
    const form = {
      intent: "save",
      ...SETTINGS,
      taxOffice: "Finanzamt Hamburg-Nord",
      purpose: "Förderung von Wissenschaft und Forschung",
      purposeIds: "21",
      machineReceiptsNotified: "nein",
    };
    expect((await areaPost(h, page, form, cookie)).statusCode).toBe(200);
    const body = (await areaGet(h, page, cookie)).body;
    // The form starts with the purposes of the version in force ticked.
    const ticked = [...body.matchAll(/<input[^>]*name="purposeIds"[^>]*>/g)]
      .map(([input]) => input)
      .filter((input) => /\schecked=""/.test(input))
      .map((input) => /value="(\d+)"/.exec(input)?.[1]);
    expect(ticked).toEqual(["21"]);
    const shown = textOf(body);
    expect(shown).toContain(teamDe.donations.previewHeading);
    expect(shown).toContain(
      "Wir sind wegen Förderung von Wissenschaft und Forschung nach dem Freistellungsbescheid bzw. nach der Anlage zum Körperschaftsteuerbescheid des Finanzamtes Hamburg-Nord, StNr.",
    );
    expect(shown).toContain(
      "Es wird bestätigt, dass die Zuwendung nur zur Förderung von Wissenschaft und Forschung verwendet wird.",
    );
    expect(shown).toContain("dessen Abzug nach § 10b Abs. 1 des Einkommensteuergesetzes");
    expect(shown).not.toMatch(/Finanzamtes Finanzamt|Förderung Förderung/);

    const sample = await areaGet(h, `${page}/muster.pdf?art=collective`, cookie);
    expect(sample.statusCode).toBe(200);
    expect(sample.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(sample.rawPayload);
    expect(text).toContain("Sammelbestätigung über Geldzuwendungen/Mitgliedsbeiträge");
    expect(text).toContain("Finanzamtes Hamburg-Nord");
    expect(text).not.toContain("Finanzamtes Finanzamt");
    expect(await h.database.db.select().from(receipts)).toEqual([]);
  });

  it("takes a facsimile signature by its content, keeps it in the next version, removes it on request", async () => {
    await emptyRegister(h.database.db);
    const { cookie } = await signedIn(h, "kasse");
    const page = "/intern/kasse/einstellungen";
    const fields = { intent: "save", ...SETTINGS, purposeIds: "7", machineReceiptsNotified: "ja" };
    const png = await sharp({
      create: { width: 600, height: 200, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    const post = (extra: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
      const boundary = "----receipt-settings-test";
      const parts = Object.entries({ ...fields, ...extra }).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const body = Buffer.concat([
        Buffer.from(parts.join("")),
        ...(file
          ? [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="signatureFile"; filename="${file.name}"\r\nContent-Type: image/png\r\n\r\n`,
              ),
              file.bytes,
              Buffer.from("\r\n"),
            ]
          : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
      return h.app.inject({
        method: "POST",
        url: page,
        headers: {
          origin: SITE_ORIGIN,
          cookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    const stored = async () =>
      (await settingsHistory(h.database.db)).map((row) => row.signatureImage !== null);

    const notAnImage = await post({}, { name: "unterschrift.png", bytes: Buffer.from("<svg/>") });
    expect(notAnImage.statusCode).toBe(422);
    expect(textOf(notAnImage.body)).toContain("Das ist kein lesbares Bild (PNG, JPEG oder WebP).");
    expect(await stored()).toEqual([]);

    expect((await post({}, { name: "scan.png", bytes: png })).statusCode).toBe(200);
    expect((await post({})).statusCode).toBe(200);
    expect(textOf((await areaGet(h, page, cookie)).body)).toContain(
      teamDe.donations.signatureImageRemove,
    );
    expect((await post({ removeSignature: "ja" })).statusCode).toBe(200);
    expect(await stored()).toEqual([false, true, true]);
  });
});
