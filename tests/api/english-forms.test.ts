import { describe, expect, it } from "vitest";
import type { FormReplay } from "../../app/forms/replay";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { contactMessages, donationPledges, newsletterSubscribers } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import {
  echoedPage,
  echoPages,
  SITE_ORIGIN,
  DONATION_PAGE,
  thanksWithReference,
  useHarness,
  validContact,
  validDonation,
} from "./helpers/harness";

/** PGlite is enough here: the language changes texts and addresses, not how rows are stored. */
const pglite = databases.filter((database) => database.name === "pglite");

describe.each(pglite)("forms sent from English pages on $name", (database) => {
  const h = useHarness(database, {}, echoPages);

  it("answers a script's invalid contact message in English", async () => {
    const response = await h.post("/api/contact", {
      ...validContact,
      email: "erika@",
      name: "x".repeat(101),
      lang: "en",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        name: "The name must be at most 100 characters long.",
        email: "Please enter a valid email address.",
      },
    });
  });

  it("answers in German when the language is missing or unknown", async () => {
    for (const lang of [undefined, "fr"]) {
      const response = await h.post("/api/contact", { ...validContact, email: "x", lang });
      expect(response.json()).toEqual({
        errors: { email: "Bitte geben Sie eine gültige E-Mail-Adresse ein." },
      });
    }
  });

  it("stores the language and tells the team in German which one the visitor used", async () => {
    const response = await h.post("/api/contact", { ...validContact, lang: "en" });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe("Thank you! Your message has reached us.");
    const [row] = await h.database.db.select().from(contactMessages);
    expect(row?.locale).toBe("en");
    const [mail] = await h.sink.waitFor(1);
    expect(mail?.subject).toBe("Neue Kontaktanfrage: Sponsoring");
    expect(mail?.text).toMatch(/Sprache: +Englisch/);
  });

  it("names German in the team's e-mail for a German pledge", async () => {
    await h.post("/api/donation", validDonation);
    const [mail] = await h.sink.waitFor(1);
    expect(mail?.text).toMatch(/Sprache: +Deutsch/);
  });

  it("sends a plain English post to the English thank-you page, reading English amounts", async () => {
    const response = await h.post(
      "/api/donation?lang=en",
      { amount: "1,000.50", firstName: "Jane", lastName: "Doe", certificate: "false" },
      { form: true },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(
      thanksWithReference("1000.50", `/en${DONATION_PAGE}/thanks`),
    );
    const [row] = await h.database.db.select().from(donationPledges);
    expect(row).toMatchObject({ amountCents: 100_050, locale: "en" });
    const [mail] = await h.sink.waitFor(1);
    expect(mail?.text).toMatch(/Sprache: +Englisch/);
  });

  it("renders a refused plain English post back on the English page with English messages", async () => {
    const response = await h.post(
      "/api/contact?lang=en",
      { name: "", email: "erika@example.org", phone: "", subject: "", message: "Hi" },
      { form: true },
    );
    expect(response.statusCode).toBe(400);
    const page = echoedPage(response.body);
    expect(page.path).toBe("/en/contact");
    const replay = page.actionData as FormReplay;
    expect(replay.errors).toEqual({ name: "Please enter your name." });
    expect(replay.values).toMatchObject({ email: "erika@example.org", message: "Hi" });
  });

  it("signs up for the newsletter in English: English answer, English e-mail and pages", async () => {
    const response = await h.post(NEWSLETTER_PATHS.signUpApi, {
      email: "reader@example.org",
      name: "Lea",
      lang: "en",
    });
    expect(response.statusCode).toBe(202);
    expect(response.body).toMatch(/please confirm the sign-up/i);
    const [row] = await h.database.db.select().from(newsletterSubscribers);
    expect(row?.locale).toBe("en");
    const [mail] = await h.sink.waitFor(1);
    expect(mail?.subject).toBe("Please confirm your newsletter sign-up");
    const text = mail?.text.replace(/=\n/g, "") ?? "";
    expect(text).toMatch(/^Hello,/);
    expect(text).not.toContain("Lea");
    expect(text).toMatch(/valid until \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d, German time/);
    expect(text).toMatch(/Kind regards\ne-gnition Hamburg e\.V\.\n/);
    expect(text).toContain(`${SITE_ORIGIN}/en/newsletter/confirm?token=`);
    expect(text).toContain(`Unsubscribe: ${SITE_ORIGIN}/en/newsletter/unsubscribe?`);
    // The mail program's one-click unsubscribe is answered in English too.
    const oneClick = /<([^>]+)>/.exec(mail?.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    expect(oneClick).toMatch(
      new RegExp(`^${SITE_ORIGIN}${NEWSLETTER_PATHS.unsubscribeApi}\\?lang=en&token=`),
    );
    const unsubscribed = await h.app.inject({
      method: "POST",
      url: oneClick.slice(SITE_ORIGIN.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(unsubscribed.body).toMatch(/You have unsubscribed/);

    const plain = await h.post(
      `${NEWSLETTER_PATHS.signUpApi}?lang=en`,
      { email: "other@example.org", name: "" },
      { form: true },
    );
    expect(plain.headers.location).toBe("/en/news/thanks");
  });

  it("redirects the English pages' former addresses with German words for good, keeping the query", async () => {
    const moved = [
      ["/en/newsletter/bestaetigen?token=abc_123-x", "/en/newsletter/confirm?token=abc_123-x"],
      ["/en/newsletter/abmelden?token=abc_123-x", "/en/newsletter/unsubscribe?token=abc_123-x"],
      ["/en/news/danke", "/en/news/thanks"],
      ["/en/contact/danke", "/en/contact/thanks"],
      [
        `/en${DONATION_PAGE}/danke?referenz=EGN-7K3Q&betrag=25.50`,
        `/en${DONATION_PAGE}/thanks?referenz=EGN-7K3Q&betrag=25.50`,
      ],
    ];
    for (const [from, to] of moved)
      for (const method of ["GET", "HEAD"] as const) {
        const response = await h.app.inject({ method, url: from });
        expect(response.statusCode, `${method} ${from}`).toBe(301);
        expect(response.headers.location, `${method} ${from}`).toBe(to);
      }
    for (const path of [
      "/en/newsletter/unsubscribe",
      "/en/contact/thanks",
      "/newsletter/abmelden",
      "/contact/danke",
    ]) {
      const response = await h.app.inject({ method: "GET", url: `${path}?token=abc` });
      expect(response.statusCode, path).toBe(200);
      expect(echoedPage(response.body).path).toBe(path);
    }
  });

  it("keeps the links of mails sent before working: the former pages redirect, posts stay posts", async () => {
    const address = "earlier@example.org";
    await h.post(NEWSLETTER_PATHS.signUpApi, { email: address, lang: "en" });
    const toAddress = () => h.sink.messages.find((mail) => mail.envelopeTo.includes(address));
    await expect.poll(toAddress).toBeDefined();
    const mail = toAddress();
    const text = mail?.text.replace(/=\n/g, "") ?? "";
    const confirmToken = /\/en\/newsletter\/confirm\?token=([\w-]+)/.exec(text)?.[1];
    expect(confirmToken).toBeDefined();
    const formerConfirm = await h.app.inject({
      method: "GET",
      url: `/en/newsletter/bestaetigen?token=${confirmToken}`,
    });
    expect(formerConfirm.statusCode).toBe(301);
    expect(formerConfirm.headers.location).toBe(`/en/newsletter/confirm?token=${confirmToken}`);
    await h.post(`${NEWSLETTER_PATHS.confirmApi}?lang=en`, { token: confirmToken });
    const rows = await h.database.db.select().from(newsletterSubscribers);
    const row = rows.find((subscriber) => subscriber.email === address);
    expect(row?.confirmedAt).not.toBeNull();
    const token = row!.unsubscribeToken;

    const oneClickBody = {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    };
    // A post to a former page address is sent on as a post with its body, never turned into a GET.
    const formerPage = await h.app.inject({
      method: "POST",
      url: `/en/newsletter/abmelden?token=${token}`,
      ...oneClickBody,
    });
    expect(formerPage.statusCode).toBe(308);
    expect(formerPage.headers.location).toBe(`/en/newsletter/unsubscribe?token=${token}`);
    // Mail programs post to the List-Unsubscribe address: the API's, which has not moved.
    const oneClick = await h.app.inject({
      method: "POST",
      url: `${NEWSLETTER_PATHS.unsubscribeApi}?lang=en&token=${token}`,
      ...oneClickBody,
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toMatch(/You have unsubscribed/);
    const left = await h.database.db.select().from(newsletterSubscribers);
    expect(left.some((subscriber) => subscriber.email === address)).toBe(false);
  });

  it("answers a plain post from an English token page with that page and its outcome", async () => {
    const response = await h.post(
      `${NEWSLETTER_PATHS.confirmApi}?lang=en`,
      { token: "x".repeat(43) },
      { form: true },
    );
    expect(response.statusCode).toBe(410);
    const page = echoedPage(response.body);
    expect(page.path).toBe("/en/newsletter/confirm");
    expect(page.actionData).toEqual({ outcome: "invalid" });
  });
  it("answers the API's own refusals in English when the form says so", async () => {
    const json = { "content-type": "application/json" };
    const unreadable = await h.post("/api/contact?lang=en", "{not json", { headers: json });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toEqual({ message: "The request is invalid." });

    const tooLarge = await h.post("/api/contact?lang=en", {
      ...validContact,
      text: "x".repeat(40_000),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: "The request is too large." });

    const wrongType = await h.post("/api/contact?lang=en", "name=Jane", {
      headers: { "content-type": "text/csv" },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe(
      "This format is not supported. Please send JSON or a form.",
    );

    const forged = await h.post(
      "/api/contact",
      { ...validContact, lang: "en" },
      { token: "forged" },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toMatch(/^The request could not be verified/);

    const badKey = await h.post("/api/contact?lang=en", validContact, { idempotencyKey: "short" });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().message).toMatch(/^The Idempotency-Key is invalid/);

    const key = "english-key-0123456789";
    await h.post("/api/donation", { ...validDonation, lang: "en" }, { idempotencyKey: key });
    const reused = await h.post(
      "/api/donation",
      { ...validDonation, amount: 50_000, lang: "en" },
      { idempotencyKey: key },
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toMatch(/^This Idempotency-Key was already used/);

    const missing = await h.app.inject({ method: "GET", url: "/api/nothing-here?lang=en" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Not found." });
  });

  it("keeps the API's own refusals German without a language", async () => {
    const unreadable = await h.post("/api/contact", "{not json", {
      headers: { "content-type": "application/json" },
    });
    expect(unreadable.json()).toEqual({ message: "Die Anfrage ist ungültig." });
    const missing = await h.app.inject({ method: "GET", url: "/api/nothing-here?lang=fr" });
    expect(missing.json()).toEqual({ message: "Nicht gefunden." });
  });
});
