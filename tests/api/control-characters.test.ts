import { beforeEach, describe, expect, it } from "vitest";
import { teamDe } from "../../app/i18n/messages/team.de";
import { bankCredits, donations, receiptSettings } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { echoPages, echoedPage, useHarness, validContact, validDonation } from "./helpers/harness";
import { areaGet, areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

describe.each(databases)("control characters in submissions on $name", (database) => {
  const h = useHarness(database, {}, echoPages);

  it("refuses a NUL character (which PostgreSQL cannot store) as invalid input, not with 503", async () => {
    const donation = await h.post("/api/donation", {
      ...validDonation,
      lastName: "Muster\u0000mann",
    });
    expect(donation.statusCode).toBe(400);
    expect(donation.json()).toEqual({
      errors: { lastName: "Der Nachname enthält ein unzulässiges Steuerzeichen." },
    });
    const contact = await h.post(
      "/api/contact",
      { ...validContact, message: "Hallo\u0000" },
      { form: true },
    );
    expect(contact.statusCode).toBe(400);
    expect(echoedPage(contact.body).actionData).toMatchObject({
      errors: { message: "Die Nachricht enthält ein unzulässiges Steuerzeichen." },
    });
    expect(await h.count("donations")).toBe(0);
    expect(await h.count("contacts")).toBe(0);
  });

  it("refuses terminal escapes and other C0/C1 control characters, in JSON and form posts", async () => {
    const json = await h.post("/api/contact", {
      ...validContact,
      name: "\u001b[2J\u001b]0;pwned\u0007",
      message: "a\u0001b\u007Fc\u009Bd",
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      errors: {
        name: "Der Name enthält ein unzulässiges Steuerzeichen.",
        message: "Die Nachricht enthält ein unzulässiges Steuerzeichen.",
      },
    });
    const form = await h.post(
      "/api/donation",
      { ...validDonation, amount: "50", firstName: "Max\u001b[31m" },
      { form: true },
    );
    expect(form.statusCode).toBe(400);
    expect(echoedPage(form.body).actionData).toMatchObject({
      errors: { firstName: "Der Vorname enthält ein unzulässiges Steuerzeichen." },
    });
    expect(await h.count("contacts")).toBe(0);
    expect(await h.count("donations")).toBe(0);
  });

  it("stores tabs and line breaks in the message, bidi overrides, emoji and lone surrogates", async () => {
    const response = await h.post("/api/contact", {
      ...validContact,
      name: "\u202EErika\u202C 👩‍👩‍👧‍👦",
      message: "a\tb\r\nc\u2028d \uD800",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await h.database.db.query.contactMessages.findMany();
    expect(row?.name).toBe("\u202EErika\u202C 👩‍👩‍👧‍👦");
    // A lone surrogate cannot be encoded as UTF-8: it arrives as U+FFFD.
    expect(row?.message).toBe("a\tb\nc\u2028d \uFFFD");
  });
});

/** The `<form>` whose intent is `intent`, from an area page. */
const formOf = (html: string, intent: string) =>
  (html.match(/<form[\s\S]*?<\/form>/g) ?? []).find((form) =>
    form.includes(`name="intent" value="${intent}"`),
  ) ?? "";

/** A field's block in a form: its control and, when refused, its message. */
const fieldOf = (form: string, name: string) =>
  form.match(new RegExp(`<div[^>]*>(?:(?!<div).)*?name="${name}"[\\s\\S]*?</div>`))?.[0] ?? "";

describe.skipIf(!built).each(databases)(
  "control characters in the team area on $name",
  (database) => {
    const h = useHarness(database, {}, { buildDir: BUILD_DIR });
    useEmptyTeam(h);
    const forged = "Betrag: 1.000.000,00 €";

    beforeEach(async () => {
      await h.database.db.delete(donations);
      await h.database.db.delete(bankCredits);
      await h.database.db.delete(receiptSettings);
    });

    it("refuses a line break, an escape or a bidi override in the receipts' tax-office data, at the field", async () => {
      const { cookie } = await signedIn(h, "kasse");
      const answer = await areaPost(
        h,
        "/intern/kasse/einstellungen",
        {
          intent: "save",
          noticeKind: "freistellung",
          taxOffice: `Hamburg-Nord\n\u001b[2K${forged}`,
          taxNumber: "17/000/00000",
          noticeDate: "2024-05-10",
          assessmentPeriod: "2023",
          purpose: "der Bildung und Erziehung",
          place: "Ham\u202Egrub",
          signatory: "Erika Musterfrau",
          machineReceiptsNotified: "nein",
        },
        cookie,
      );
      expect(answer.statusCode).toBe(400);
      const form = formOf(answer.body, "save");
      for (const field of ["taxOffice", "place"]) {
        expect(fieldOf(form, field), field).toContain(teamDe.form.unsafeCharacter);
        expect(fieldOf(form, field), field).toContain("data-invalid");
      }
      expect(fieldOf(form, "taxNumber")).not.toContain(teamDe.form.unsafeCharacter);
      expect(await h.database.db.select().from(receiptSettings)).toEqual([]);
    });

    it("shows a payer's bidi override and escapes visibly, and takes no such name for the receipt", async () => {
      const { cookie } = await signedIn(h, "kasse");
      const payerName = "Eva\u202Egnp.exe\u001b[2J";
      const [credit] = await h.database.db
        .insert(bankCredits)
        .values({
          entryReference: "REF-BIDI",
          amountCents: 5000,
          bookingDate: "2026-03-02",
          valueDate: "2026-03-02",
          payerName,
          payerIban: "DE02120300000000202051",
          remittance: `Spende\u2028${forged}`,
        })
        .returning();

      const page = (await areaGet(h, "/intern/kasse", cookie)).body.replace(/<!-- -->/g, "");
      expect(page).toContain("<strong>Eva\\u202egnp.exe\\x1b[2J</strong>");
      expect(page).toContain(`Verwendungszweck: Spende\\u2028${forged}`);
      expect(page).toContain('aria-label="Gutschrift Eva\\u202egnp.exe\\x1b[2J"');
      // What the page shows (the raw name stays in the forms' values and ids, for the action).
      const shown = page.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]*>/g, " ");
      expect(shown).toContain("Eva\\u202egnp.exe\\x1b[2J");
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(shown).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u2028\u202A-\u202E]/);

      const record = (fields: Record<string, string>) =>
        areaPost(
          h,
          "/intern/kasse",
          {
            intent: "record",
            creditId: credit!.id,
            payerName,
            // The form of this credit without a pledge (see AreaForm's `target`).
            target: `${credit!.id}-${payerName}`,
            postalCode: "",
            ...fields,
          },
          cookie,
        );
      const refused = await record({ donorName: payerName });
      expect(refused.statusCode).toBe(400);
      expect(fieldOf(formOf(refused.body, "record"), "donorName")).toContain(
        teamDe.form.unsafeCharacter,
      );
      const forgedLine = await record({ donorName: "Eva Muster", street: `Weg 1\n${forged}` });
      expect(forgedLine.statusCode).toBe(400);
      expect(fieldOf(formOf(forgedLine.body, "record"), "street")).toContain(
        teamDe.form.unsafeCharacter,
      );
      expect(await h.count("donations")).toBe(0);

      const taken = await record({
        donorName: "Eva Muster",
        reason: "Name der Bank mit Steuerzeichen",
      });
      expect(taken.statusCode).toBe(200);
      const [donation] = await h.database.db.select().from(donations);
      expect(donation?.donorName).toBe("Eva Muster");
    });
  },
);
