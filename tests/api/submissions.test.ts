import { describe, expect, it } from "vitest";
import { contactMessages, donationPledges } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { echoPages, useHarness, validContact, validDonation } from "./helpers/harness";

describe.each(databases)("submissions on $name", (database) => {
  // The plain post is answered by the form page's action, also when no build is there.
  const h = useHarness(database, {}, echoPages);

  describe("a valid donation pledge", () => {
    it("answers 201 with a short text, stores it and e-mails the team", async () => {
      const response = await h.post("/api/donation", {
        ...validDonation,
        amount: 1234.5,
        certificate: true,
        address: "Musterstraße 1",
        postalCode: "20095",
        city: "Hamburg",
        note: "Für den Akku!\nViel Erfolg.",
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers["content-type"]).toMatch(/^text\/plain/);
      expect(response.body).toBe("Vielen Dank! Ihre Spendenzusage ist bei uns eingegangen.");

      const [row] = await h.database.db.select().from(donationPledges);
      expect(row).toMatchObject({
        amountCents: 123450,
        firstName: "Max",
        lastName: "Mustermann",
        certificate: true,
        address: "Musterstraße 1",
        postalCode: "20095",
        city: "Hamburg",
        note: "Für den Akku!\nViel Erfolg.",
      });

      const [mail] = await h.sink.waitFor(1);
      expect(mail?.envelopeTo).toEqual(["team@e-gnition.example"]);
      expect(mail?.subject).toBe("Neue Spendenzusage: 1.234,50 € von Max Mustermann");
      expect(mail?.headers.get("message-id")).toBe(`<donation-${row?.id}@localhost>`);
      expect(mail?.headers.has("reply-to")).toBe(false);
      for (const line of [
        /Betrag: +1\.234,50 €/,
        /Vorname: +Max/,
        /Nachname: +Mustermann/,
        /Spendenquittung: +ja, bitte an folgende Adresse senden/,
        /Straße und Hausnummer: +Musterstraße 1/,
        /Postleitzahl: +20095/,
        /Ort: +Hamburg/,
        /Anmerkung: +Für den Akku!\n +Viel Erfolg\./,
      ]) {
        expect(mail?.text).toMatch(line);
      }
    });

    it("leaves the address out of the e-mail when no receipt is wanted", async () => {
      await h.post("/api/donation", validDonation);
      const [mail] = await h.sink.waitFor(1);
      expect(mail?.subject).toBe("Neue Spendenzusage: 50,00 € von Max Mustermann");
      expect(mail?.text).toMatch(/Spendenquittung: +nicht gewünscht/);
      expect(mail?.text).not.toMatch(/Postleitzahl/);
    });

    it("drops an address sent without a receipt before storing it", async () => {
      const address = { address: "Musterstraße 1", postalCode: "20095", city: "Hamburg" };
      const json = await h.post("/api/donation", {
        ...validDonation,
        certificate: false,
        ...address,
      });
      expect(json.statusCode).toBe(201);
      const plain = await h.post(
        "/api/donation",
        { ...validDonation, amount: "30", certificate: "false", ...address },
        { form: true },
      );
      expect(plain.statusCode).toBe(303);
      const rows = await h.database.db.select().from(donationPledges);
      expect(rows).toHaveLength(2);
      for (const row of rows)
        expect(row).toMatchObject({ certificate: false, address: "", postalCode: "", city: "" });
      const mails = await h.sink.waitFor(2);
      for (const mail of mails) expect(mail.text).not.toMatch(/Musterstraße|20095/);
    });
  });

  describe("a valid contact message", () => {
    it("answers 201, stores it and e-mails the team with reply-to the sender", async () => {
      const response = await h.post("/api/contact", { ...validContact, phone: "+49 40 123456" });
      expect(response.statusCode).toBe(201);
      expect(response.body).toBe("Vielen Dank! Ihre Nachricht ist bei uns eingegangen.");

      const [row] = await h.database.db.select().from(contactMessages);
      expect(row).toMatchObject({ ...validContact, phone: "+49 40 123456" });

      const [mail] = await h.sink.waitFor(1);
      expect(mail?.subject).toBe("Neue Kontaktanfrage: Sponsoring");
      expect(mail?.headers.get("reply-to")).toBe("Erika Musterfrau <erika@example.org>");
      expect(mail?.text).toMatch(/Name: +Erika Musterfrau/);
      expect(mail?.text).toMatch(/E-Mail: +erika@example\.org/);
      expect(mail?.text).toMatch(/Telefon: +\+49 40 123456/);
      expect(mail?.text).toMatch(/Nachricht:\n\nHallo zusammen!/);
    });

    it("names the sender in the subject when there is none", async () => {
      await h.post("/api/contact", { ...validContact, subject: "" });
      const [mail] = await h.sink.waitFor(1);
      expect(mail?.subject).toBe("Neue Kontaktanfrage von Erika Musterfrau");
    });

    it("refuses header injection in the subject (the mail keeps headers on one line anyway)", async () => {
      const response = await h.post("/api/contact", {
        ...validContact,
        subject: "Hallo\r\nBcc: victim@example.org",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: { subject: "Der Betreff enthält ein unzulässiges Steuerzeichen." },
      });
      expect(await h.count("contacts")).toBe(0);
    });
  });

  describe("invalid values", () => {
    it.each([
      ["amount", { amount: 0 }, "Bitte geben Sie einen Betrag größer als 0 € ein."],
      ["amount", { amount: -1 }, "Bitte geben Sie einen Betrag größer als 0 € ein."],
      ["amount", { amount: 100_001 }, "Der Betrag darf höchstens 100.000 € betragen."],
      [
        "amount",
        { amount: 1e-9 },
        "Der Betrag ergibt gerundet 0,00 €. Bitte geben Sie mindestens 0,01 € ein.",
      ],
      [
        "amount",
        { amount: 1.234 },
        "Bitte geben Sie den Betrag mit höchstens zwei Nachkommastellen an.",
      ],
      ["amount", { amount: "50" }, "Bitte geben Sie einen Betrag in Euro ein."],
      ["amount", { amount: null }, "Bitte geben Sie einen Betrag in Euro ein."],
      ["firstName", { firstName: "   " }, "Bitte geben Sie Ihren Vornamen ein."],
      [
        "firstName",
        { firstName: "x".repeat(101) },
        "Der Vorname darf höchstens 100 Zeichen lang sein.",
      ],
      ["lastName", { lastName: 42 }, "Bitte geben Sie Ihren Nachnamen ein."],
      [
        "certificate",
        { certificate: "true" },
        "Bitte wählen Sie, ob Sie eine Spendenquittung benötigen.",
      ],
      ["note", { note: "x".repeat(1001) }, "Die Anmerkung darf höchstens 1000 Zeichen lang sein."],
      ["note", { note: ["a"] }, "Die Anmerkung ist ungültig."],
      [
        "postalCode",
        { certificate: true, address: "Weg 1", city: "Hamburg", postalCode: "2009" },
        "Bitte geben Sie eine fünfstellige Postleitzahl für die Spendenquittung ein.",
      ],
      [
        "address",
        { certificate: true, postalCode: "20095", city: "Hamburg" },
        "Bitte geben Sie Straße und Hausnummer für die Spendenquittung ein.",
      ],
      [
        "city",
        { certificate: true, address: "Weg 1", postalCode: "20095" },
        "Bitte geben Sie den Ort für die Spendenquittung ein.",
      ],
    ])("donation %s (case %#) → 400", async (field, change, message) => {
      const response = await h.post("/api/donation", { ...validDonation, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { [field]: message } });
      expect(await h.count("donations")).toBe(0);
    });

    it.each([
      ["name", { name: "" }, "Bitte geben Sie Ihren Namen ein."],
      ["email", { email: "erika" }, "Bitte geben Sie eine gültige E-Mail-Adresse ein."],
      ["email", { email: "" }, "Bitte geben Sie Ihre E-Mail-Adresse ein."],
      [
        "phone",
        { phone: "ruf mich an" },
        "Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen und + / - ( )).",
      ],
      [
        "subject",
        { subject: "x".repeat(201) },
        "Der Betreff darf höchstens 200 Zeichen lang sein.",
      ],
      ["message", { message: " " }, "Bitte geben Sie Ihre Nachricht ein."],
      [
        "message",
        { message: "x".repeat(5001) },
        "Die Nachricht darf höchstens 5000 Zeichen lang sein.",
      ],
      ["message", { message: { text: "hi" } }, "Bitte geben Sie Ihre Nachricht ein."],
    ])("contact %s (case %#) → 400", async (field, change, message) => {
      const response = await h.post("/api/contact", { ...validContact, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: { [field]: message } });
      expect(await h.count("contacts")).toBe(0);
    });

    it("lists every missing required field at once", async () => {
      const donation = await h.post("/api/donation", {});
      expect(Object.keys(donation.json().errors).sort()).toEqual([
        "amount",
        "firstName",
        "lastName",
      ]);
      const contact = await h.post("/api/contact", { phone: "040 123" });
      expect(Object.keys(contact.json().errors).sort()).toEqual(["email", "message", "name"]);
      expect(await h.count("outbox")).toBe(0);
    });

    it("answers 400 for a body that is not an object", async () => {
      for (const payload of [[1, 2], "text", null]) {
        const response = await h.post("/api/contact", JSON.stringify(payload), {
          headers: { "content-type": "application/json" },
        });
        expect(response.statusCode).toBe(400);
      }
      expect(await h.count("contacts")).toBe(0);
    });
  });

  describe("unusual requests", () => {
    it("answers 400 for malformed JSON, without details", async () => {
      const response = await h.post("/api/contact", '{"name": "Erika",', {
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Die Anfrage ist ungültig." });
    });

    it("answers 413 for a JSON body over its limit (six bytes per allowed character)", async () => {
      const response = await h.post("/api/contact", {
        ...validContact,
        message: "x".repeat(40 * 1024),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "Die Anfrage ist zu groß." });
      expect(await h.count("contacts")).toBe(0);
    });

    it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml"])(
      "answers 415 for %s",
      async (contentType) => {
        const response = await h.post("/api/contact", "name=Erika", {
          headers: { "content-type": contentType },
        });
        expect(response.statusCode).toBe(415);
        expect(response.json().message).toMatch(/Format wird nicht unterstützt/);
      },
    );

    it("strips unknown fields and ignores prototype keys", async () => {
      const body = `{"name":"Erika","email":"erika@example.org","message":"Hi","isAdmin":true,
        "__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`;
      const response = await h.post("/api/contact", body, {
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(201);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const [row] = await h.database.db.select().from(contactMessages);
      expect(row).toMatchObject({ name: "Erika", phone: "", subject: "" });
      expect(row).not.toHaveProperty("isAdmin");
    });

    it("answers unknown API paths with a JSON 404", async () => {
      const get = await h.app.inject({ method: "GET", url: "/api/nothing" });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: "Nicht gefunden." });
      const post = await h.post("/api/nothing", {});
      expect(post.statusCode).toBe(404);
    });

    it("reports health with a database check", async () => {
      const response = await h.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok" });
    });
  });
});
