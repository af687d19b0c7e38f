import { describe, expect, it } from "vitest";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { newsletterSubscribers } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import {
  echoPages,
  routeDataAnswerOf as answerOf,
  useHarness,
  type Harness,
} from "./helpers/harness";

const SIGN_UP_DATA = `${NEWSLETTER_PATHS.signUpPage}.data`;

/** What the sign-up form's fetcher sends: the controls' text, honeypot, start time and key. */
const scriptForm = (fields: Record<string, string>) => ({
  name: "",
  ...fields,
  website: "",
  startedAt: String(Date.now() - 10_000),
});

const post = (h: Harness, path: string, fields: Record<string, string>, headers = {}) =>
  h.post(path, fields, { form: true, idempotencyKey: `sign-up-${crypto.randomUUID()}`, headers });

describe.each(databases)(
  "the sign-up posted by its script to the page's route data on $name",
  (db) => {
    const h = useHarness(db, {}, echoPages);
    const subscribers = () => h.database.db.select().from(newsletterSubscribers);

    it("signs up with one confirmation e-mail and answers data for the dialog, no redirect", async () => {
      const response = await post(h, SIGN_UP_DATA, scriptForm({ email: "leser@example.org" }));
      expect(response.statusCode).toBe(201);
      expect(answerOf(response)).toEqual({
        path: SIGN_UP_DATA,
        fromScript: true,
        data: { form: "newsletter", accepted: true },
      });
      expect(await subscribers()).toMatchObject([{ email: "leser@example.org", locale: "de" }]);
      await h.sink.waitFor(1);
    });

    it("takes the English page's route data in English, and an address signed up once", async () => {
      const fields = scriptForm({ email: "reader@example.org", name: "Rea" });
      const first = await post(h, `/en${SIGN_UP_DATA}`, fields);
      const again = await post(h, `/en${SIGN_UP_DATA}`, fields);
      expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
      expect(answerOf(first).path).toBe(`/en${SIGN_UP_DATA}`);
      expect(await subscribers()).toMatchObject([{ email: "reader@example.org", locale: "en" }]);
      await h.sink.waitFor(1);
    });

    it("sends the errors and typed values back, signs nothing up", async () => {
      const response = await post(h, SIGN_UP_DATA, scriptForm({ email: "kein-at", name: "Lea" }));
      expect(response.statusCode).toBe(400);
      expect(answerOf(response).data).toMatchObject({
        form: "newsletter",
        values: { email: "kein-at", name: "Lea" },
        errors: { email: expect.stringMatching(/gültige E-Mail-Adresse/) as unknown },
      });
      expect(await subscribers()).toHaveLength(0);
    });

    it("answers a filled-in honeypot like a success and signs nothing up", async () => {
      const fields = {
        ...scriptForm({ email: "bot@example.org" }),
        website: "https://spam.example",
      };
      const response = await post(h, SIGN_UP_DATA, fields);
      expect(response.statusCode).toBe(201);
      expect(await subscribers()).toHaveLength(0);
    });

    it("refuses a post from another origin through the action", async () => {
      const fields = scriptForm({ email: "leser@example.org" });
      const response = await post(h, SIGN_UP_DATA, fields, { origin: "https://evil.example" });
      expect(response.statusCode).toBe(403);
      expect(answerOf(response).data).toMatchObject({ failure: "origin" });
      expect(await subscribers()).toHaveLength(0);
    });

    it("refuses a malformed idempotency key", async () => {
      const response = await h.post(SIGN_UP_DATA, scriptForm({ email: "leser@example.org" }), {
        form: true,
        idempotencyKey: "short",
      });
      expect(response.statusCode).toBe(400);
      expect(await subscribers()).toHaveLength(0);
    });
  },
);

describe.each(databases)("the sign-up's rate limit for its script on $name", (db) => {
  const h = useHarness(db, { RATE_LIMIT_MAX: "1" }, echoPages);

  it("answers the refusal as data with the wait, and Retry-After", async () => {
    await post(h, SIGN_UP_DATA, scriptForm({ email: "eins@example.org" }));
    const response = await post(h, SIGN_UP_DATA, scriptForm({ email: "zwei@example.org" }));
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(answerOf(response).data).toMatchObject({ form: "newsletter", failure: "rate" });
    await h.sink.waitFor(1);
  });
});
