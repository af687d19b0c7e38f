import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { FormReplay } from "../../app/forms/replay";
import { contactMessages, donationPledges } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import {
  DONATION_PAGE,
  echoPages,
  echoedPage,
  thanksWithReference,
  useHarness,
} from "./helpers/harness";

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
  const h = useHarness(database, {}, echoPages);

  /** The form page the server rendered back for a refused post, and what it passed to it. */
  function renderedBack(response: {
    statusCode: number;
    headers: Record<string, unknown>;
    body: string;
  }) {
    expect(response.headers.location).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["set-cookie"]).toBeUndefined();
    const page = echoedPage(response.body);
    return { path: page.path, ...(page.actionData as Omit<FormReplay, "path">) };
  }

  it("stores a donation and redirects to the thank-you page", async () => {
    const response = await h.post(
      "/api/donation",
      { ...donationForm, startedAt: String(Date.now() - 10_000) },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(thanksWithReference("25.50"));
    const [row] = await h.database.db.select().from(donationPledges);
    expect(row).toMatchObject({ amountCents: 2550, certificate: true, postalCode: "20095" });
    expect(response.headers.location).toContain(`referenz=${row!.reference}&`);
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
      expect(response.statusCode).toBe(400);
      const replay = renderedBack(response);
      expect(replay).toMatchObject({ path: DONATION_PAGE, form: "donation" });
      expect(replay.values).toMatchObject({ amount, lastName: "Mustermann", certificate: "true" });
      expect(Object.keys(replay.errors)).toEqual(["amount"]);
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

  it("renders the form page back with every value sent and the errors, logging none of them", async () => {
    const response = await h.post(
      "/api/donation",
      { ...donationForm, amount: "zwanzig", firstName: "", postalCode: "123" },
      { form: true },
    );
    expect(response.statusCode).toBe(400);
    const replay = renderedBack(response);
    expect(replay.path).toBe(DONATION_PAGE);
    expect(replay.values).toEqual({
      amount: "zwanzig",
      firstName: "",
      lastName: "Mustermann",
      certificate: "true",
      address: "Musterstraße 1",
      postalCode: "123",
      city: "Hamburg",
      note: "",
    });
    expect(replay.errors).toEqual({
      amount: expect.stringContaining("Betrag"),
      firstName: "Bitte geben Sie Ihren Vornamen ein.",
      postalCode: expect.stringContaining("Postleitzahl"),
    });
    const message = "x".repeat(280);
    const contact = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@example.org", phone: "040 12ab", message },
      { form: true },
    );
    expect(contact.statusCode).toBe(400);
    const contactReplay = renderedBack(contact);
    expect(contactReplay).toMatchObject({
      path: "/contact",
      form: "contact",
      values: { name: "Erika", email: "erika@example.org", phone: "040 12ab", message },
    });
    expect(Object.keys(contactReplay.errors)).toEqual(["phone"]);
    expect(h.logs.join("\n")).not.toMatch(/Mustermann|zwanzig|12ab|xxxxxxxx/);
    expect(await h.count("donations")).toBe(0);
    expect(await h.count("contacts")).toBe(0);
  });

  it("renders a post from another address of the server back with its values and where to send it", async () => {
    const response = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@example.org", message: "Hallo", website: "" },
      { form: true, headers: { origin: "http://127.0.0.1:3000" } },
    );
    expect(response.statusCode).toBe(403);
    expect(renderedBack(response)).toMatchObject({
      path: "/contact",
      failure: "origin",
      siteAddress: "http://localhost:3000/contact",
      values: { name: "Erika", email: "erika@example.org", message: "Hallo" },
    });
    expect(await h.count("contacts")).toBe(0);
    // A script's request from another origin still gets the API's bare answer.
    const json = await h.post("/api/contact", {}, { headers: { origin: "http://127.0.0.1:3000" } });
    expect(json.statusCode).toBe(403);
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("takes a valid message of 4,000 CJK characters without JavaScript", async () => {
    const message = "汉字".repeat(2000);
    const response = await h.post(
      "/api/contact",
      { name: "李华", email: "li@example.org", subject: "问".repeat(200), message, website: "" },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(await h.count("contacts")).toBe(1);
    // The longest valid message of astral characters fits as JSON too.
    const json = await h.post("/api/contact", {
      name: "😀".repeat(50),
      email: "li@example.org",
      message: "😀".repeat(2500),
    });
    expect(json.statusCode).toBe(201);
  });

  it("renders a plain post too large to read back as its page, saying what to do", async () => {
    const response = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@example.org", message: "汉".repeat(7000), website: "" },
      { form: true },
    );
    expect(response.statusCode).toBe(413);
    expect(renderedBack(response)).toMatchObject({ path: "/contact", failure: "tooLarge" });
  });

  it("takes plain posts at the form's own page, in its language, and refuses them there", async () => {
    const accepted = await h.post(
      "/en/contact",
      { name: "Erika", email: "erika@example.org", message: "Hi", website: "" },
      { form: true },
    );
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe("/en/contact/thanks");
    const refused = await h.post(
      DONATION_PAGE,
      { ...donationForm, amount: "zwanzig" },
      { form: true },
    );
    expect(refused.statusCode).toBe(400);
    expect(renderedBack(refused)).toMatchObject({
      path: DONATION_PAGE,
      values: { amount: "zwanzig" },
    });
  });

  it("renders a server failure back with the values kept", async () => {
    await h.database.close();
    const response = await h.post(
      "/api/contact",
      { name: "Erika", email: "erika@example.org", message: "Hi" },
      { form: true },
    );
    expect(response.statusCode).toBe(503);
    expect(renderedBack(response)).toMatchObject({
      path: "/contact",
      failure: "server",
      errors: {},
      values: { name: "Erika", email: "erika@example.org", message: "Hi" },
    });
    await h.restart();
  });
});

describe("HTML form posts when only the API is served", () => {
  const h = useHarness(databases[0]!, {}, { buildDir: join(tmpdir(), "no-build-here") });

  it("has no page whose action could answer a form post: 404, and nothing stored", async () => {
    for (const path of ["/api/donation", DONATION_PAGE]) {
      const response = await h.post(path, { ...donationForm, amount: "25" }, { form: true });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
    expect(await h.count("donations")).toBe(0);
  });
});
