import { describe, expect, it } from "vitest";
import { databases } from "./helpers/databases";
import { echoPages, echoedPage, useHarness, validContact, validDonation } from "./helpers/harness";

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
    expect(echoedPage(contact.body).context.formReplay).toMatchObject({
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
    expect(echoedPage(form.body).context.formReplay).toMatchObject({
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
