import { describe, expect, it } from "vitest";
import { contactMessages, donationPledges } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { DONATION_PAGE, useHarness } from "./helpers/harness";

const donationForm = {
  amount: "25,50",
  firstName: "Max",
  lastName: "Mustermann",
  certificate: "true",
  address: "Musterstraße 1",
  postalCode: "20095",
  city: "Hamburg",
  note: "",
  website: "",
};

describe.each(databases)("HTML form posts (no JavaScript) on $name", (database) => {
  const h = useHarness(database);

  it("stores a donation and redirects to the thank-you page", async () => {
    const response = await h.post(
      "/api/donation",
      { ...donationForm, startedAt: String(Date.now() - 10_000) },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${DONATION_PAGE}/danke`);
    const [row] = await h.database.db.select().from(donationPledges);
    expect(row).toMatchObject({ amountCents: 2550, certificate: true, postalCode: "20095" });
    await h.sink.waitFor(1);
  });

  it("reads certificate=false and a German thousands dot", async () => {
    await h.post(
      "/api/donation",
      { ...donationForm, amount: "1.000", certificate: "false", address: "" },
      { form: true },
    );
    const [row] = await h.database.db.select().from(donationPledges);
    expect(row).toMatchObject({ amountCents: 100_000, certificate: false });
    await h.sink.waitFor(1);
  });

  it.each(["1.00", "1,000", "0,001"])(
    "sends the ambiguous or too small amount %j back instead of guessing",
    async (amount) => {
      const response = await h.post("/api/donation", { ...donationForm, amount }, { form: true });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${DONATION_PAGE}?fehler=amount`);
      expect(await h.database.db.select().from(donationPledges)).toHaveLength(0);
    },
  );

  it("stores a contact message and redirects to its thank-you page", async () => {
    const response = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@example.org", phone: "", subject: "", message: "Hallo!" },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact/danke");
    expect(await h.database.db.select().from(contactMessages)).toHaveLength(1);
    await h.sink.waitFor(1);
  });

  it("sends invalid values back to the form with the field names only", async () => {
    const response = await h.post(
      "/api/donation",
      { ...donationForm, amount: "zwanzig", firstName: "", postalCode: "123" },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${DONATION_PAGE}?fehler=amount%2CfirstName%2CpostalCode`,
    );
    expect(response.headers.location).not.toMatch(/Mustermann|zwanzig|123/);
    const contact = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@", message: "" },
      { form: true },
    );
    expect(contact.headers.location).toBe("/contact?fehler=email%2Cmessage");
    expect(await h.count("donations")).toBe(0);
    expect(await h.count("contacts")).toBe(0);
  });

  it("sends a server failure back to the form as ?fehler=server", async () => {
    await h.database.close();
    const response = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@example.org", message: "Hi" },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact?fehler=server");
    await h.restart();
  });
});
