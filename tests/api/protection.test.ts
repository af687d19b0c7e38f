import { describe, expect, it } from "vitest";
import { databases } from "./helpers/databases";
import {
  thanksWithReference,
  DONATION_PAGE,
  delay,
  SITE_ORIGIN,
  echoPages,
  echoedPage,
  useHarness,
  validContact,
  validDonation,
} from "./helpers/harness";

const FORBIDDEN = {
  message:
    "Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
};

describe.each(databases)("protection on $name", (database) => {
  describe("CSRF", () => {
    const h = useHarness(database);

    it("hands out the token as a readable, same-site cookie", async () => {
      const response = await h.app.inject({ method: "GET", url: "/api/csrf" });
      const cookie = String(response.headers["set-cookie"]);
      const { token } = response.json() as { token: string };
      expect(cookie).toContain(`XSRF-TOKEN=${token}`);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/Secure/);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("keeps an existing token and marks the cookie Secure behind HTTPS", async () => {
      const again = await h.app.inject({
        method: "GET",
        url: "/api/csrf",
        cookies: { "XSRF-TOKEN": h.token },
      });
      expect(again.json()).toEqual({ token: h.token });
      expect(again.headers["set-cookie"]).toBeUndefined();
      const https = await h.app.inject({
        method: "GET",
        url: "/api/csrf",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(String(https.headers["set-cookie"])).not.toMatch(/Secure/); // proxy headers are not trusted by default
    });

    it.each([
      ["no token header", { "x-xsrf-token": undefined }],
      ["no cookie", { cookie: undefined }],
      ["a different token", { "x-xsrf-token": "A".repeat(43) }],
      [
        "a malformed cookie and matching header",
        { cookie: "XSRF-TOKEN=abc", "x-xsrf-token": "abc" },
      ],
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["Origin null", { origin: "null" }],
      ["no Origin and no Referer", { origin: undefined }],
      [
        "no Origin and a foreign Referer",
        { origin: undefined, referer: "https://evil.example/form" },
      ],
    ])("refuses a submission with %s (403, nothing stored)", async (_case, headers) => {
      const response = await h.post("/api/contact", validContact, { headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect(await h.count("contacts")).toBe(0);
    });

    it("accepts our own Referer when the Origin header is missing", async () => {
      const response = await h.post("/api/contact", validContact, {
        headers: { origin: undefined, referer: `${SITE_ORIGIN}/contact` },
      });
      expect(response.statusCode).toBe(201);
    });

    it("accepts the request's own host as origin (e.g. a second domain)", async () => {
      const response = await h.post("/api/contact", validContact, {
        headers: { origin: "http://www.e-gnition.example", host: "www.e-gnition.example" },
      });
      expect(response.statusCode).toBe(201);
    });

    it("accepts a form posted without JavaScript with exactly the site's Origin, no cookie or token", async () => {
      const response = await h.post("/api/contact", validContact, { form: true });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact/danke");
      expect(await h.count("contacts")).toBe(1);
      await h.sink.waitFor(1);
    });

    it.each([
      ["a foreign Origin", { origin: "https://evil.example" }],
      ["Origin null", { origin: "null" }],
      ["no Origin, only our Referer", { origin: undefined, referer: `${SITE_ORIGIN}/contact` }],
      ["another scheme", { origin: SITE_ORIGIN.replace("http:", "https:") }],
      ["a trailing slash", { origin: `${SITE_ORIGIN}/` }],
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
      ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
      [
        "the request's own host that is not the site's",
        { origin: "http://www.e-gnition.example", host: "www.e-gnition.example" },
      ],
    ])("refuses a form posted without JavaScript with %s (403)", async (_case, headers) => {
      const response = await h.post("/api/contact", validContact, { form: true, headers });
      expect(response.statusCode).toBe(403);
      expect(await h.count("contacts")).toBe(0);
    });

    it("refuses a script's post from another site even with a valid token pair", async () => {
      const response = await h.post("/api/contact", validContact, {
        headers: { "sec-fetch-site": "cross-site" },
      });
      expect(response.statusCode).toBe(403);
      const same = await h.post("/api/contact", validContact, {
        headers: { "sec-fetch-site": "same-origin" },
      });
      expect(same.statusCode).toBe(201);
    });
  });

  describe("spam", () => {
    const h = useHarness(database, { MIN_FILL_MS: "3000" });

    it("answers a filled-in honeypot like a success but stores and sends nothing", async () => {
      const json = await h.post("/api/contact", {
        ...validContact,
        website: "https://spam.example",
      });
      expect(json.statusCode).toBe(201);
      expect(json.body).toBe("Vielen Dank! Ihre Nachricht ist bei uns eingegangen.");
      const form = await h.post(
        "/api/donation",
        { amount: "5", firstName: "A", lastName: "B", website: "x" },
        { form: true },
      );
      expect(form.statusCode).toBe(303);
      // Spam is answered like a pledge, reference code included (stored nowhere).
      expect(form.headers.location).toMatch(thanksWithReference("5.00"));
      await delay(200);
      expect(await h.count("contacts")).toBe(0);
      expect(await h.count("donations")).toBe(0);
      expect(h.sink.messages).toHaveLength(0);
    });

    it("treats a form sent faster than MIN_FILL_MS as spam", async () => {
      const response = await h.post("/api/donation", {
        ...validDonation,
        startedAt: Date.now() - 500,
      });
      expect(response.statusCode).toBe(201);
      expect(await h.count("donations")).toBe(0);
    });

    it("accepts a form that took long enough, and a clock that runs ahead a little", async () => {
      expect(
        (await h.post("/api/donation", { ...validDonation, startedAt: Date.now() - 5000 }))
          .statusCode,
      ).toBe(201);
      expect(
        (await h.post("/api/donation", { ...validDonation, startedAt: Date.now() + 60_000 }))
          .statusCode,
      ).toBe(201);
      expect(await h.count("donations")).toBe(2);
      await h.sink.waitFor(2);
    });

    it.each<[string, Record<string, unknown>]>([
      ["no startedAt", {}],
      ["startedAt as text", { startedAt: "gestern" }],
      ["startedAt as a numeric string", { startedAt: String(Date.now() - 60_000) }],
      ["startedAt 0", { startedAt: 0 }],
      ["startedAt negative", { startedAt: -1 }],
      ["startedAt not whole", { startedAt: Date.now() - 60_000.5 }],
      ["startedAt null", { startedAt: null }],
      ["startedAt as an array", { startedAt: [Date.now() - 60_000] }],
      ["startedAt far ahead", { startedAt: Date.now() + 10 * 60_000 }],
      ["startedAt 1e20", { startedAt: 1e20 }],
      ["honeypot as an array", { startedAt: Date.now() - 60_000, website: [] }],
      ["honeypot as a filled array", { startedAt: Date.now() - 60_000, website: ["x"] }],
      ["honeypot as a number", { startedAt: Date.now() - 60_000, website: 0 }],
      ["honeypot as null", { startedAt: Date.now() - 60_000, website: null }],
    ])("treats a script's submission with %s as a bot: 201, nothing stored", async (_, extra) => {
      const response = await h.post("/api/contact", { ...validContact, ...extra });
      expect(response.statusCode).toBe(201);
      expect(response.body).toBe("Vielen Dank! Ihre Nachricht ist bei uns eingegangen.");
      expect(await h.count("contacts")).toBe(0);
      expect(h.logs.join("\n")).toContain("submission discarded as spam");
    });

    it("does not time a form posted without JavaScript, but refuses a repeated honeypot", async () => {
      const plain = { amount: "5", firstName: "A", lastName: "B", website: "" };
      const timed = await h.post("/api/donation", plain, { form: true });
      expect(timed.headers.location).toMatch(thanksWithReference("5.00"));
      expect(await h.count("donations")).toBe(1);
      const repeated = await h.app.inject({
        method: "POST",
        url: "/api/donation",
        headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: "amount=6&firstName=A&lastName=B&website=&website=",
      });
      expect(repeated.headers.location).toMatch(thanksWithReference("6.00"));
      expect(await h.count("donations")).toBe(1);
    });
  });

  describe("rate limit", () => {
    // The proxy in front (inject's 127.0.0.1) is trusted, so that each test is its own client.
    const h = useHarness(
      database,
      { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000", TRUST_PROXY: "127.0.0.1" },
      echoPages,
    );
    const from = (client: string) => ({ headers: { "x-forwarded-for": client } });
    const invalidContact = { ...validContact, email: "kaputt" };

    it("answers 429 with a German message and Retry-After once a client sent too much", async () => {
      for (let i = 0; i < 3; i += 1) {
        expect((await h.post("/api/contact", validContact, from("203.0.113.1"))).statusCode).toBe(
          201,
        );
      }
      const limited = await h.post("/api/contact", validContact, from("203.0.113.1"));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/sehr viele Anfragen/);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
      const form = await h.post(
        "/api/donation",
        { amount: "5", firstName: "A", lastName: "B" },
        { form: true, ...from("203.0.113.1") },
      );
      expect(form.statusCode).toBe(429);
      expect(echoedPage(form.body)).toMatchObject({
        path: DONATION_PAGE,
        actionData: { failure: "rate", values: { amount: "5", lastName: "B" } },
      });
      expect((await h.post("/api/contact", validContact, from("203.0.113.2"))).statusCode).toBe(
        201,
      );
      expect(await h.count("contacts")).toBe(4);
      await h.sink.waitFor(4);
    });

    it("lets a visitor correct three typos before each submission", async () => {
      const client = from("203.0.113.10");
      for (let round = 0; round < 3; round += 1) {
        for (let typo = 0; typo < 3; typo += 1)
          expect((await h.post("/api/contact", invalidContact, client)).statusCode).toBe(400);
        expect((await h.post("/api/contact", validContact, client)).statusCode).toBe(201);
      }
      expect((await h.post("/api/contact", validContact, client)).statusCode).toBe(429);
      expect(await h.count("contacts")).toBe(3);
      await h.sink.waitFor(3);
    });

    it("stops a flood of rejected requests too", async () => {
      const client = from("203.0.113.20");
      for (let i = 0; i < 12; i += 1)
        expect((await h.post("/api/contact", invalidContact, client)).statusCode).toBe(400);
      const limited = await h.post("/api/contact", validContact, client);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      const form = await h.post("/api/contact", validContact, { form: true, ...client });
      expect(form.statusCode).toBe(429);
      expect(echoedPage(form.body)).toMatchObject({
        path: "/contact",
        actionData: { failure: "rate" },
      });
      expect(await h.count("contacts")).toBe(0);
    });

    it("takes the client address from the proxy's own X-Forwarded-For entry, not the client's", async () => {
      // The client invents the leftmost entries; the trusted proxy appends the address it saw.
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        const forwarded = `10.0.${i}.1, 192.0.2.${i}, 198.51.100.7`;
        answers.push((await h.post("/api/contact", validContact, from(forwarded))).statusCode);
      }
      expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
      await h.sink.waitFor(3);
    });
  });

  describe("rate limit without a trusted proxy", () => {
    const h = useHarness(database, { RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_MS: "60000" });

    it("ignores X-Forwarded-For: invented addresses do not get past the limit", async () => {
      const answers = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await h.post("/api/contact", validContact, {
          headers: { "x-forwarded-for": `10.9.${i}.1` },
        });
        answers.push(response.statusCode);
      }
      expect(answers).toEqual([201, 201, 201, 429, 429, 429]);
      await h.sink.waitFor(3);
    });
  });

  describe("logs", () => {
    const h = useHarness(database);

    it("contain no submitted personal data, cookies or tokens", async () => {
      const secret = {
        name: "Zacharias Geheimname",
        email: "zacharias.geheim@example.org",
        phone: "+49 170 9876543",
        subject: "Vertraulich-Betreff",
        message: "Geheime Nachricht 4711",
      };
      await h.post("/api/contact", secret);
      await h.post("/api/contact", { ...secret, email: "kaputt" });
      await h.post("/api/donation", {
        amount: 77.77,
        firstName: "Zacharias",
        lastName: "Geheimname",
        certificate: true,
        address: "Geheimweg 9",
        postalCode: "22222",
        city: "Geheimstadt",
      });
      await h.post("/api/contact", secret, { form: true });
      await h.sink.waitFor(2);
      await h.database.close(); // database errors carry the query parameters; they must not be logged
      expect((await h.post("/api/contact", secret)).statusCode).toBe(503);

      // Timestamps, pids and durations are digits too: 22222 was once part of a log line's time.
      const logs = h.logs
        .map((line) => line.replace(/"(time|pid|responseTime)":[\d.]+/g, '"$1":0'))
        .join("\n");
      expect(logs).toContain("submission accepted");
      expect(logs).toContain("could not store submission");
      for (const value of [
        ...Object.values(secret),
        "Geheimweg",
        "Geheimstadt",
        "22222",
        "77.77",
        h.token,
      ]) {
        expect(logs).not.toContain(value);
      }
      expect(logs).not.toMatch(/127\.0\.0\.1|cookie|xsrf/i);
    });
  });
});
