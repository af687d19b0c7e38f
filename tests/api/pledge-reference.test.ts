import { describe, expect, it } from "vitest";
import { REFERENCE_HEADER } from "../../app/forms/transport";
import { donationPledges } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { useHarness, validDonation } from "./helpers/harness";

describe.each(databases)("pledge reference codes and GiroCode on $name", (database) => {
  const h = useHarness(database);

  it("answers a pledge with its stored reference code, the same one for a retry", async () => {
    const key = "reference-key-0123456789";
    const first = await h.post("/api/donation", validDonation, { idempotencyKey: key });
    const retry = await h.post("/api/donation", validDonation, { idempotencyKey: key });
    const other = await h.post("/api/donation", validDonation, {
      idempotencyKey: "reference-key-9876543210",
    });
    const header = REFERENCE_HEADER.toLowerCase();
    expect(first.headers[header]).toMatch(/^EGN-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(retry.headers[header]).toBe(first.headers[header]);
    expect(other.headers[header]).not.toBe(first.headers[header]);
    const rows = await h.database.db.select().from(donationPledges);
    expect(rows.map((row) => row.reference).sort()).toEqual(
      [first.headers[header], other.headers[header]].sort(),
    );
    await h.sink.waitFor(2);
  });

  it("keeps the e-mail address for the receipt with the pledge", async () => {
    await h.post("/api/donation", {
      ...validDonation,
      certificate: true,
      address: "Musterstraße 1",
      postalCode: "20095",
      city: "Hamburg",
      email: "max@example.org",
    });
    const [row] = await h.database.db.select().from(donationPledges);
    expect(row?.email).toBe("max@example.org");
    const [mail] = await h.sink.waitFor(1);
    expect(mail?.text).toMatch(/E-Mail für die Quittung: +max@example\.org/);
    expect(mail?.text).toMatch(new RegExp(`Referenz: +${row?.reference}`));
  });

  it("draws the GiroCode of a reference and amount as SVG, and refuses a malformed query", async () => {
    const ok = await h.app.inject({ url: "/api/girocode.svg?referenz=EGN-7K3Q&betrag=50.00" });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(ok.body).toMatch(/^<svg[^>]*viewBox/);
    for (const query of [
      "referenz=EGN-7K3Q",
      "referenz=egn-7k3q&betrag=5.00",
      "referenz=EGN-7K3Q&betrag=5",
    ])
      expect((await h.app.inject({ url: `/api/girocode.svg?${query}` })).statusCode).toBe(400);
  });
});
