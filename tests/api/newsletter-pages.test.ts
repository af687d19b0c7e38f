import { describe, expect, it } from "vitest";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { newsletterSubscribers } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { echoedPage, echoPages, useHarness, type Harness } from "./helpers/harness";

const ADDRESS = "leser@example.org";
const form = { form: true } as const;

/** Signs up and returns the tokens of the confirmation e-mail's two links. */
async function signedUp(h: Harness) {
  await h.post(NEWSLETTER_PATHS.signUpApi, { email: ADDRESS });
  const [mail] = await h.sink.waitFor(1);
  const text = mail?.text.replace(/=\n/g, "") ?? "";
  return {
    confirmToken: /bestaetigen\?token=([\w-]+)/.exec(text)?.[1] ?? "",
    unsubscribeToken: /abmelden\?token=([\w-]+)/.exec(text)?.[1] ?? "",
  };
}

/** The page a plain post was answered with: its status, address and the action's outcome. */
function answered(response: Awaited<ReturnType<Harness["post"]>>) {
  expect(response.headers.location).toBeUndefined();
  expect(response.headers["cache-control"]).toBe("no-store");
  const page = echoedPage(response.body);
  return {
    status: response.statusCode,
    path: page.path,
    outcome: (page.actionData as { outcome?: string } | undefined)?.outcome,
  };
}

describe.each(databases)("the newsletter's confirm and unsubscribe pages on $name", (database) => {
  const h = useHarness(database, {}, echoPages);

  it("confirm at their own address and show the outcome, without a redirect", async () => {
    const { confirmToken } = await signedUp(h);
    const page = NEWSLETTER_PATHS.confirmPage;
    const confirmed = await h.post(page, { token: confirmToken }, form);
    expect(answered(confirmed)).toEqual({ status: 200, path: page, outcome: "confirmed" });
    const [row] = await h.database.db.select().from(newsletterSubscribers);
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    const reused = await h.post(page, { token: confirmToken }, form);
    expect(answered(reused)).toEqual({ status: 410, path: page, outcome: "invalid" });
    const malformed = await h.post(page, { token: "kurz" }, form);
    expect(answered(malformed)).toEqual({ status: 410, path: page, outcome: "invalid" });
  });

  it("refuse an expired link", async () => {
    const { confirmToken } = await signedUp(h);
    await h.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) });
    const expired = await h.post(NEWSLETTER_PATHS.confirmPage, { token: confirmToken }, form);
    expect(answered(expired)).toMatchObject({ status: 410, outcome: "invalid" });
  });

  it("unsubscribe with the token, and send the link to an address without one", async () => {
    const { unsubscribeToken } = await signedUp(h);
    const page = NEWSLETTER_PATHS.unsubscribePage;
    const asked = await h.post(page, { email: ADDRESS }, form);
    expect(answered(asked)).toEqual({ status: 200, path: page, outcome: "linkRequested" });
    const [, mail] = await h.sink.waitFor(2);
    expect(mail?.subject).toBe("Ihr Link zum Abmelden vom Newsletter");
    const unknown = await h.post(page, { email: "niemand@example.org" }, form);
    expect(answered(unknown)).toEqual(answered(asked));
    const invalid = await h.post(page, { email: "kein-at" }, form);
    expect(answered(invalid)).toEqual({ status: 400, path: page, outcome: "invalidAddress" });
    // The refused address comes back, as typed, for the form to show it again.
    expect(echoedPage(invalid.body).actionData).toMatchObject({ email: "kein-at" });
    expect(echoedPage(asked.body).actionData).not.toHaveProperty("email");

    const unsubscribed = await h.post(page, { token: unsubscribeToken }, form);
    expect(answered(unsubscribed)).toEqual({ status: 200, path: page, outcome: "unsubscribed" });
    expect(await h.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("answer in English at the English addresses", async () => {
    const { confirmToken } = await signedUp(h);
    const confirmed = await h.post("/en/newsletter/confirm", { token: confirmToken }, form);
    expect(answered(confirmed)).toEqual({
      status: 200,
      path: "/en/newsletter/confirm",
      outcome: "confirmed",
    });
  });

  it("answer a plain post to the former API addresses with the page too", async () => {
    const { confirmToken, unsubscribeToken } = await signedUp(h);
    const confirmed = await h.post(NEWSLETTER_PATHS.confirmApi, { token: confirmToken }, form);
    expect(answered(confirmed)).toEqual({
      status: 200,
      path: NEWSLETTER_PATHS.confirmPage,
      outcome: "confirmed",
    });
    const english = await h.post(
      `${NEWSLETTER_PATHS.confirmApi}?lang=en`,
      { token: "x".repeat(43) },
      form,
    );
    expect(answered(english)).toEqual({
      status: 410,
      path: "/en/newsletter/confirm",
      outcome: "invalid",
    });
    const asked = await h.post(NEWSLETTER_PATHS.unsubscribeLinkApi, { email: ADDRESS }, form);
    expect(answered(asked)).toMatchObject({ status: 200, outcome: "linkRequested" });
    const unsubscribed = await h.post(
      NEWSLETTER_PATHS.unsubscribeApi,
      { token: unsubscribeToken },
      form,
    );
    expect(answered(unsubscribed)).toEqual({
      status: 200,
      path: NEWSLETTER_PATHS.unsubscribePage,
      outcome: "unsubscribed",
    });
  });

  it("refuse a post from another origin and one that is not a form", async () => {
    const page = NEWSLETTER_PATHS.confirmPage;
    const foreign = await h.post(
      page,
      { token: "x".repeat(43) },
      {
        ...form,
        headers: { origin: "https://evil.example" },
      },
    );
    expect(foreign.statusCode).toBe(403);
    const json = await h.post(page, { token: "x".repeat(43) });
    expect(json.statusCode).toBe(400);
  });
});

describe.each(databases)(
  "the newsletter's token pages under the rate limit on $name",
  (database) => {
    const h = useHarness(
      database,
      { RATE_LIMIT_MAX: "1", RATE_LIMIT_WINDOW_MS: "600000" },
      echoPages,
    );

    it("show the refusal with 429 and Retry-After", async () => {
      const page = NEWSLETTER_PATHS.unsubscribePage;
      const first = await h.post(page, { email: ADDRESS }, form);
      expect(answered(first)).toMatchObject({ status: 200, outcome: "linkRequested" });
      const second = await h.post(page, { email: ADDRESS }, form);
      expect(answered(second)).toEqual({ status: 429, path: page, outcome: "rate" });
      expect(Number(second.headers["retry-after"])).toBeGreaterThan(0);

      // Every post counts as an attempt: once they are used up, the server refuses before the action.
      const confirm = () => h.post(NEWSLETTER_PATHS.confirmPage, { token: "x".repeat(43) }, form);
      let last = await confirm();
      for (let attempt = 0; attempt < 10 && last.statusCode !== 429; attempt++)
        last = await confirm();
      expect(answered(last)).toEqual({
        status: 429,
        path: NEWSLETTER_PATHS.confirmPage,
        outcome: "rate",
      });
      expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    });
  },
);
