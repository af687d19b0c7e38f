import { describe, expect, it } from "vitest";
import { contactMessages, donationPledges } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { delay, useHarness, validContact, validDonation } from "./helpers/harness";

describe.each(databases)("idempotency on $name", (database) => {
  const h = useHarness(database);

  it("stores and notifies a retry with the same key once, with the same answer", async () => {
    const key = "retry-key-0123456789";
    const first = await h.post("/api/donation", validDonation, { idempotencyKey: key });
    const second = await h.post("/api/donation", validDonation, { idempotencyKey: key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.body).toBe(first.body);
    expect(await h.count("donations")).toBe(1);
    await h.sink.waitFor(1);
    await delay(300);
    expect(h.sink.messages).toHaveLength(1);
  });

  it("refuses the same key with other values with 422 and a German message", async () => {
    const key = "reused-key-0123456789";
    expect((await h.post("/api/donation", validDonation, { idempotencyKey: key })).statusCode).toBe(
      201,
    );
    const changed = await h.post(
      "/api/donation",
      { ...validDonation, amount: 50_000 },
      { idempotencyKey: key },
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toMatch(/bereits für eine andere Eingabe verwendet/);
    // The same values again (whitespace the schema trims does not count) are still a retry.
    const again = await h.post(
      "/api/donation",
      { ...validDonation, firstName: ` ${validDonation.firstName} ` },
      { idempotencyKey: key },
    );
    expect(again.statusCode).toBe(201);
    const form = await h.post(
      "/api/donation",
      { amount: "7", firstName: "Max", lastName: "Mustermann" },
      { form: true, idempotencyKey: key },
    );
    expect(form.statusCode).toBe(422);
    const rows = await h.database.db.select().from(donationPledges);
    expect(rows.map((row) => row.amountCents)).toEqual([5000]);
    await h.sink.waitFor(1);
    await delay(300);
    expect(h.sink.messages).toHaveLength(1);
  });

  it("takes a key stored before values were hashed as a retry", async () => {
    const key = "legacy-key-0123456789";
    await h.post("/api/contact", validContact, { idempotencyKey: key });
    await h.database.db.update(contactMessages).set({ idempotencyHash: null });
    const retry = await h.post(
      "/api/contact",
      { ...validContact, message: "anders" },
      { idempotencyKey: key },
    );
    expect(retry.statusCode).toBe(201);
    expect(await h.count("contacts")).toBe(1);
    await h.sink.waitFor(1);
  });

  it("stores concurrent requests with the same key once (double click)", async () => {
    const key = "double-click-abcdefghij";
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        h.post("/api/contact", validContact, { idempotencyKey: key }),
      ),
    );
    expect(new Set(responses.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    expect(responses[0]?.statusCode).toBe(201);
    expect(await h.count("contacts")).toBe(1);
    expect(await h.count("outbox")).toBe(1);
    await h.sink.waitFor(1);
    await delay(300);
    expect(h.sink.messages).toHaveLength(1);
  });

  it("stores requests with different keys (or none) separately", async () => {
    await h.post("/api/contact", validContact, { idempotencyKey: "first-key-0123456789" });
    await h.post("/api/contact", validContact, { idempotencyKey: "second-key-0123456789" });
    await h.post("/api/contact", validContact);
    await h.post("/api/contact", validContact);
    expect(await h.count("contacts")).toBe(4);
    await h.sink.waitFor(4);
  });

  it("keeps keys of donations and contact messages apart", async () => {
    const key = "shared-key-0123456789";
    await h.post("/api/contact", validContact, { idempotencyKey: key });
    await h.post("/api/donation", validDonation, { idempotencyKey: key });
    expect(await h.count("contacts")).toBe(1);
    expect(await h.count("donations")).toBe(1);
    await h.sink.waitFor(2);
  });

  it("uses the hidden _idempotency field of a form post", async () => {
    const fields = { name: "Erika", email: "erika@example.org", message: "Hallo" };
    const key = "form-key-0123456789abc";
    const first = await h.post("/api/contact", fields, { form: true, idempotencyKey: key });
    const second = await h.post("/api/contact", fields, { form: true, idempotencyKey: key });
    expect(first.statusCode).toBe(303);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await h.count("contacts")).toBe(1);
    await h.sink.waitFor(1);
  });

  it("stores a form posted twice without JavaScript (double click, reload) once", async () => {
    const fields = { name: "Erika", email: "erika@example.org", message: "Hallo" };
    const answers = await Promise.all([
      h.post("/api/contact", fields, { form: true }),
      h.post("/api/contact", fields, { form: true }),
    ]);
    expect(answers.map((answer) => answer.headers.location)).toEqual([
      "/contact/danke",
      "/contact/danke",
    ]);
    await h.post("/api/contact", fields, { form: true });
    expect(await h.count("contacts")).toBe(1);
    await h.post("/api/contact", { ...fields, message: "Noch etwas" }, { form: true });
    expect(await h.count("contacts")).toBe(2);
    await h.sink.waitFor(2);
  });

  it.each(["short", "has spaces in it 0123456789", "ä".repeat(20), "x".repeat(101)])(
    "refuses the malformed key %j with 400",
    async (key) => {
      const response = await h.post("/api/contact", validContact, {
        headers: { "idempotency-key": key },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/Idempotency-Key/);
      expect(await h.count("contacts")).toBe(0);
    },
  );
});
