import { describe, expect, it } from "vitest";
import { contactMessages } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import {
  DONATION_PAGE,
  echoPages,
  routeDataAnswerOf as answerOf,
  useHarness,
  validContact,
  type Harness,
} from "./helpers/harness";

/** What React Router's `<Form>`/fetcher sends from the page: the form's text, Origin, no token. */
const scriptForm = (fields: Record<string, string>, startedAt = Date.now() - 10_000) => ({
  ...fields,
  website: "",
  startedAt: String(startedAt),
});

const key = () => `script-${crypto.randomUUID()}`;

const post = (h: Harness, path: string, fields: Record<string, string>, idempotencyKey?: string) =>
  h.post(path, fields, { form: true, ...(idempotencyKey && { idempotencyKey }) });

describe.each(databases)("forms posted by the page's script to its route data on $name", (db) => {
  const h = useHarness(db, {}, echoPages);

  it("stores a contact message and answers the action's data for the dialog, no redirect", async () => {
    const response = await post(h, "/contact.data", scriptForm(validContact), key());
    expect(response.statusCode).toBe(201);
    expect(answerOf(response)).toEqual({
      path: "/contact.data",
      fromScript: true,
      data: { form: "contact", accepted: true },
    });
    const [row] = await h.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: validContact.name, locale: "de" });
    await h.sink.waitFor(1);
  });

  it("takes the English page's route data in English", async () => {
    const response = await post(h, "/en/contact.data", scriptForm(validContact), key());
    expect(answerOf(response).path).toBe("/en/contact.data");
    const [row] = await h.database.db.select().from(contactMessages);
    expect(row?.locale).toBe("en");
    await h.sink.waitFor(1);
  });

  it("answers a pledge with its reference and amount for the transfer", async () => {
    const pledge = { amount: "25,50", firstName: "Max", lastName: "Mustermann", note: "" };
    const response = await post(h, `${DONATION_PAGE}.data`, scriptForm(pledge), key());
    expect(response.statusCode).toBe(201);
    const { data } = answerOf(response);
    expect(data).toMatchObject({ form: "donation", accepted: true, payment: { amount: "25.50" } });
    expect(await h.count("donations")).toBe(1);
    await h.sink.waitFor(1);
  });

  it("sends errors and every typed value back, stores nothing", async () => {
    const fields = { ...validContact, email: "keine-adresse" };
    const response = await post(h, "/contact.data", scriptForm(fields), key());
    expect(response.statusCode).toBe(400);
    const { data } = answerOf(response);
    expect(data).toMatchObject({ form: "contact", values: { ...fields } });
    expect(Object.keys((data as { errors: object }).errors)).toEqual(["email"]);
    expect(await h.count("contacts")).toBe(0);
  });

  it("stores a resent attempt with the same idempotency key once", async () => {
    const attempt = key();
    const fields = scriptForm(validContact);
    const first = await post(h, "/contact.data", fields, attempt);
    const again = await post(h, "/contact.data", fields, attempt);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(await h.count("contacts")).toBe(1);
    await h.sink.waitFor(1);
  });

  it("refuses a malformed idempotency key", async () => {
    const response = await post(h, "/contact.data", scriptForm(validContact), "short");
    expect(response.statusCode).toBe(400);
    expect(await h.count("contacts")).toBe(0);
  });

  it("refuses a post from another origin, or without one, through the action", async () => {
    for (const origin of ["https://evil.example", undefined]) {
      const response = await h.post("/contact.data", scriptForm(validContact), {
        form: true,
        headers: { origin },
      });
      expect(response.statusCode).toBe(403);
      expect(answerOf(response).data).toMatchObject({ failure: "origin", values: validContact });
    }
    const crossSite = await h.post("/contact.data", scriptForm(validContact), {
      form: true,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await h.count("contacts")).toBe(0);
  });

  it("refuses a body too large to read, saying so", async () => {
    const fields = scriptForm({ ...validContact, message: "汉".repeat(7000) });
    const response = await post(h, "/contact.data", fields);
    expect(response.statusCode).toBe(413);
    expect(answerOf(response).data).toMatchObject({ failure: "tooLarge" });
  });

  it("answers a filled-in honeypot like a success and stores nothing", async () => {
    const fields = { ...scriptForm(validContact), website: "https://spam.example" };
    const response = await post(h, "/contact.data", fields, key());
    expect(response.statusCode).toBe(201);
    expect(await h.count("contacts")).toBe(0);
  });

  it("leaves the plain post to the page as it was: a redirect, no script mark", async () => {
    const response = await post(h, "/contact", { ...validContact, website: "" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact/danke");
    await h.sink.waitFor(1);
  });
});

describe.each(databases)("the minimum fill time of a script's post on $name", (db) => {
  const h = useHarness(db, { MIN_FILL_MS: "2000" }, echoPages);

  it.each([
    ["sent sooner than a person could type", () => String(Date.now())],
    ["sent without a start time", () => undefined],
    ["with a start time that is no number", () => "gestern"],
  ])("drops a message %s (answered as accepted)", async (_, startedAt) => {
    const fields: Record<string, string> = { ...validContact, website: "" };
    const time = startedAt();
    if (time !== undefined) fields.startedAt = time;
    const response = await post(h, "/contact.data", fields, key());
    expect(response.statusCode).toBe(201);
    expect(await h.count("contacts")).toBe(0);
  });

  it("stores a message that took a person's time", async () => {
    const response = await post(h, "/contact.data", scriptForm(validContact), key());
    expect(response.statusCode).toBe(201);
    expect(await h.count("contacts")).toBe(1);
    await h.sink.waitFor(1);
  });

  it("does not ask a plain post to its page for a start time", async () => {
    const response = await h.post("/contact", { ...validContact, website: "" }, { form: true });
    expect(response.statusCode).toBe(303);
    expect(await h.count("contacts")).toBe(1);
    await h.sink.waitFor(1);
  });
});
