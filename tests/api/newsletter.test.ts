import { eq, sql } from "drizzle-orm";
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NEWSLETTER_PATHS } from "../../app/forms/transport";
import { run } from "../../server/cli/subscribers";
import { newsletterSubscribers, notificationOutbox, teamAuditLog } from "../../server/db/schema";
import { useCli } from "./helpers/cli";
import { databases } from "./helpers/databases";
import { delay, echoedPage, echoPages, SITE_ORIGIN, useHarness } from "./helpers/harness";
import type { ReceivedMail } from "./helpers/smtp-sink";

const ADDRESS = "leser@example.org";

describe.each(databases)("built-in newsletter on $name", (database) => {
  const h = useHarness(database);
  const subscribers = () => h.database.db.select().from(newsletterSubscribers);

  const signUp = (email = ADDRESS, extra: Record<string, string> = {}) =>
    h.post(NEWSLETTER_PATHS.signUpApi, { email, name: "Lea Leser", ...extra });
  const confirm = (token: string) => h.post(NEWSLETTER_PATHS.confirmApi, { token });

  function linkToken(mail: ReceivedMail | undefined, path: string): string {
    const pattern = new RegExp(`${SITE_ORIGIN}${path}\\?token=([\\w-]+)`);
    const token = pattern.exec(mail?.text.replace(/=\n/g, "") ?? "")?.[1];
    expect(token, `${path} link in ${mail?.text}`).toBeDefined();
    return token!;
  }

  it("signs up with one confirmation e-mail to the address, storing only a hash of its token", async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(202);
    expect(response.body).toMatch(/Bitte bestätigen Sie die Anmeldung/);
    const [mail] = await h.sink.waitFor(1);
    expect(mail?.envelopeTo).toEqual([ADDRESS]);
    expect(mail?.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    const token = linkToken(mail, NEWSLETTER_PATHS.confirmPage);
    const unsubscribeToken = linkToken(mail, NEWSLETTER_PATHS.unsubscribePage);
    expect(mail?.headers.get("list-unsubscribe")).toBe(
      `<${SITE_ORIGIN}${NEWSLETTER_PATHS.unsubscribeApi}?token=${unsubscribeToken}>`,
    );
    expect(mail?.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const [row] = await subscribers();
    expect(row).toMatchObject({ email: ADDRESS, name: "Lea Leser", confirmedAt: null });
    expect(row?.confirmTokenHash).not.toBe(token);
    expect(JSON.stringify(row)).not.toContain(token);
    await expect
      .poll(async () => (await h.database.db.select().from(notificationOutbox))[0]?.confirmToken)
      .toBeNull();
  });

  it("mails no text of the requester: a name like a message is not in the confirmation", async () => {
    await signUp(ADDRESS, { name: "Ihr Konto ist gesperrt: https://evil.example/login" });
    const [mail] = await h.sink.waitFor(1);
    const text = mail?.text.replace(/=\n/g, "") ?? "";
    expect(text).toMatch(/^Hallo,/);
    expect(text).not.toMatch(/gesperrt|evil/);
    expect(text).toMatch(/gültig bis \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr/);
    expect(text).toMatch(/Viele Grüße\ne-gnition Hamburg e\.V\.\n/);
  });

  it("confirms once: the link cannot be used again", async () => {
    await signUp();
    const token = linkToken((await h.sink.waitFor(1))[0], NEWSLETTER_PATHS.confirmPage);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toMatch(/bestätigt/);
    const [row] = await subscribers();
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(row?.confirmTokenHash).toBeNull();

    const reused = await confirm(token);
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toMatch(/abgelaufen oder wurde schon benutzt/);
  });

  it("refuses an expired link, and deletes the expired sign-up when the address signs up again", async () => {
    await signUp();
    const token = linkToken((await h.sink.waitFor(1))[0], NEWSLETTER_PATHS.confirmPage);
    await h.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` });
    expect((await confirm(token)).statusCode).toBe(410);
    expect((await subscribers())[0]?.confirmedAt).toBeNull();

    await signUp();
    const [, second] = await h.sink.waitFor(2);
    expect(linkToken(second, NEWSLETTER_PATHS.confirmPage)).not.toBe(token);
    expect(await subscribers()).toHaveLength(1);
    expect((await confirm(token)).statusCode).toBe(410);
  });

  it("signs the same address up once and answers the same, whether it is new, waiting or subscribed", async () => {
    const first = await signUp();
    const again = await signUp(" LESER@example.org ");
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const token = linkToken((await h.sink.waitFor(1))[0], NEWSLETTER_PATHS.confirmPage);
    await confirm(token);
    const subscribed = await signUp();
    expect(subscribed.body).toBe(first.body);
    await delay(500);
    expect(h.sink.messages).toHaveLength(1);
    expect(await subscribers()).toHaveLength(1);
  });

  it("unsubscribes in one click from the mail program, without Origin or cookie", async () => {
    await signUp();
    const mail = (await h.sink.waitFor(1))[0];
    await confirm(linkToken(mail, NEWSLETTER_PATHS.confirmPage));
    const oneClick = /<([^>]+)>/.exec(mail?.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
    const response = await h.app.inject({
      method: "POST",
      url: oneClick.slice(SITE_ORIGIN.length),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/abgemeldet/);
    expect(await subscribers()).toHaveLength(0);
    const unknown = await h.post(NEWSLETTER_PATHS.unsubscribeApi, { token: "x".repeat(43) });
    expect(unknown.statusCode).toBe(200);
  });

  it("sends the unsubscribe link to a signed-up address that asks for it, answering the same for any address", async () => {
    await signUp();
    const confirmation = (await h.sink.waitFor(1))[0];
    const unsubscribeToken = linkToken(confirmation, NEWSLETTER_PATHS.unsubscribePage);
    const asked = await h.post(NEWSLETTER_PATHS.unsubscribeLinkApi, { email: ADDRESS });
    const unknown = await h.post(NEWSLETTER_PATHS.unsubscribeLinkApi, {
      email: "niemand@example.org",
    });
    expect(asked.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(asked.statusCode);
    expect(unknown.body).toBe(asked.body);
    const [, mail] = await h.sink.waitFor(2);
    expect(mail?.envelopeTo).toEqual([ADDRESS]);
    expect(mail?.subject).toBe("Ihr Link zum Abmelden vom Newsletter");
    expect(linkToken(mail, NEWSLETTER_PATHS.unsubscribePage)).toBe(unsubscribeToken);
    await delay(300);
    expect(h.sink.messages).toHaveLength(2);
  });

  it("refuses invalid addresses, drops a filled honeypot and checks the origin", async () => {
    const invalid = await signUp("kein-at");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.email).toMatch(/gültige E-Mail-Adresse/);
    expect((await signUp(ADDRESS, { website: "spam" })).statusCode).toBe(202);
    const foreign = await h.post(
      NEWSLETTER_PATHS.signUpApi,
      { email: ADDRESS },
      { form: true, headers: { origin: "https://evil.example" } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(await subscribers()).toHaveLength(0);
  });
});

describe.each(databases)("npm run subscribers on $name", (database) => {
  const h = useHarness(database);
  const cli = useCli(h, (args, db) => run(args, db, SITE_ORIGIN));

  /** Signs up and confirms; `mails`: how many the sink has by then. */
  async function subscribe(email: string, name = "", mails = 1) {
    await h.post(NEWSLETTER_PATHS.signUpApi, { email, name });
    const mail = (await h.sink.waitFor(mails)).at(-1);
    const token = /bestaetigen\?token=([\w-]+)/.exec(mail?.text.replace(/=\n/g, "") ?? "")?.[1];
    await h.post(NEWSLETTER_PATHS.confirmApi, { token });
  }

  it("lists and exports only confirmed addresses, and removes one", async () => {
    await subscribe("eins@example.org");
    await h.post(NEWSLETTER_PATHS.signUpApi, { email: "unbestaetigt@example.org" });
    const list = await cli("list");
    expect(list).toMatch(/eins@example\.org/);
    expect(list).not.toMatch(/unbestaetigt/);
    expect(list).toMatch(/1 bestätigt$/);

    const dir = mkdtempSync(join(tmpdir(), "egn-subscribers-"));
    try {
      // An existing file readable by everyone becomes readable by its owner only.
      writeFileSync(join(dir, "abonnenten.csv"), "", { mode: 0o644 });
      chmodSync(join(dir, "abonnenten.csv"), 0o644);
      await cli("export", "--out", join(dir, "abonnenten.csv"));
      expect(statSync(join(dir, "abonnenten.csv")).mode & 0o777).toBe(0o600);
      const csv = readFileSync(join(dir, "abonnenten.csv"), "utf8").replace(/^\uFEFF/, "");
      const [header, row, end] = csv.split("\r\n");
      expect(header).toBe("E-Mail;Name;Bestätigt;Sprache;Abmelde-Link");
      expect(row).toMatch(
        new RegExp(
          `^eins@example\\.org;;\\d{4}-.+;Deutsch;${SITE_ORIGIN}/newsletter/abmelden\\?token=[\\w-]+$`,
        ),
      );
      expect(end).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const [eins] = await h.database.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "eins@example.org"));
    expect(await cli("remove", "EINS@example.org")).toBe("Ausgetragen: EINS@example.org");
    const removals = await h.database.db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.target, eins!.id));
    expect(removals).toMatchObject([{ action: "subscriber-removed", actor: "Kommandozeile" }]);
    await subscribe("zwei@example.org", "Eva\u202Egnp.exe\u200B", 3);
    expect(await cli("list")).toMatch(
      /^\S+, \S+ +Deutsch +zwei@example\.org \(Eva\\u202egnp\.exe\\u200b\)$/m,
    );
    await cli("remove", "zwei@example.org");
    expect(await cli("list")).toMatch(/^0 bestätigt$/);
  });
});

describe("built-in newsletter without JavaScript (plain form posts get pages)", () => {
  const h = useHarness(databases[0]!, {}, echoPages);
  const form = { form: true } as const;

  it("sends a sign-up on its page to the thank-you page, and a refused one back with its values", async () => {
    const accepted = await h.post(NEWSLETTER_PATHS.signUpPage, { email: ADDRESS, name: "" }, form);
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(NEWSLETTER_PATHS.thanksPage);
    await h.sink.waitFor(1);
    expect(await h.database.db.select().from(newsletterSubscribers)).toHaveLength(1);

    const refused = await h.post(
      NEWSLETTER_PATHS.signUpPage,
      { email: "kein-at", name: "Lea" },
      form,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.headers["cache-control"]).toBe("no-store");
    const page = echoedPage(refused.body);
    expect(page.path).toBe(NEWSLETTER_PATHS.signUpPage);
    expect(page.actionData).toMatchObject({
      form: "newsletter",
      values: { email: "kein-at", name: "Lea" },
      errors: { email: expect.stringMatching(/gültige E-Mail-Adresse/) as unknown },
    });
  });

  it("answers a plain post to the API with the sign-up page's answer", async () => {
    const accepted = await h.post(NEWSLETTER_PATHS.signUpApi, { email: ADDRESS, name: "" }, form);
    expect(accepted.statusCode).toBe(303);
    expect(accepted.headers.location).toBe(NEWSLETTER_PATHS.thanksPage);
    const refused = await h.post(NEWSLETTER_PATHS.signUpApi, { email: "kein-at" }, form);
    expect(refused.statusCode).toBe(400);
    expect(echoedPage(refused.body).path).toBe(NEWSLETTER_PATHS.signUpPage);
  });

  it("renders a sign-up from another origin back with the site's address", async () => {
    const foreign = await h.post(
      NEWSLETTER_PATHS.signUpPage,
      { email: ADDRESS },
      { ...form, headers: { origin: "https://evil.example" } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(echoedPage(foreign.body).actionData).toMatchObject({
      failure: "origin",
      siteAddress: `${SITE_ORIGIN}${NEWSLETTER_PATHS.signUpPage}`,
    });
    expect(await h.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });
});

describe("built-in newsletter switched off", () => {
  const h = useHarness(databases[0]!, {}, { builtInNewsletter: false });

  it("is not served", async () => {
    const response = await h.post(NEWSLETTER_PATHS.signUpApi, { email: ADDRESS });
    expect(response.statusCode).toBe(404);
  });
});

describe.each(databases)("expired newsletter sign-ups on $name", (database) => {
  const h = useHarness(database, {}, { purgeIntervalMs: 200 });

  it("are deleted by the running server, without the team's tool; confirmed ones stay", async () => {
    for (const email of ["alt@example.org", "neu@example.org", "dabei@example.org"]) {
      expect((await h.post(NEWSLETTER_PATHS.signUpApi, { email })).statusCode).toBeLessThan(300);
    }
    const table = newsletterSubscribers;
    await h.database.db
      .update(table)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(table.email, "alt@example.org"));
    await h.database.db
      .update(table)
      .set({ confirmedAt: sql`now()`, confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(table.email, "dabei@example.org"));
    await expect
      .poll(async () => (await h.database.db.select().from(table)).map((row) => row.email).sort())
      .toEqual(["dabei@example.org", "neu@example.org"]);
    expect(h.logs.some((line) => line.includes("expired newsletter sign-ups deleted"))).toBe(true);
  });
});

describe("expired newsletter sign-ups when the server restarts more often than hourly", () => {
  const h = useHarness(databases[0]!);

  it("are deleted at start", async () => {
    await h.post(NEWSLETTER_PATHS.signUpApi, { email: "alt@example.org" });
    await h.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` });
    await h.restart();
    await expect
      .poll(async () => (await h.database.db.select().from(newsletterSubscribers)).length)
      .toBe(0);
  });
});

/** A multipart/form-data body as mail programs may send it (RFC 8058 allows it). */
function multipart(fields: Record<string, string>, file?: string) {
  const boundary = "----one-click-boundary";
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.txt"\r\ncontent-type: text/plain\r\n\r\n${file}\r\n`,
    );
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join("")}--${boundary}--\r\n`,
  };
}

describe("one-click unsubscribe from mail providers", () => {
  const h = useHarness(databases[0]!, { RATE_LIMIT_MAX: "2" });

  async function subscribedToken(): Promise<string> {
    await h.post(NEWSLETTER_PATHS.signUpApi, { email: ADDRESS });
    const [row] = await h.database.db.select().from(newsletterSubscribers);
    return row!.unsubscribeToken;
  }

  it("accepts multipart/form-data as well as urlencoded bodies", async () => {
    const token = await subscribedToken();
    const response = await h.app.inject({
      method: "POST",
      url: `${NEWSLETTER_PATHS.unsubscribeApi}?token=${token}`,
      ...multipart({ "List-Unsubscribe": "One-Click" }),
    });
    expect(response.statusCode).toBe(200);
    expect(await h.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("refuses files, and form-data stays refused by the other routes", async () => {
    const withFile = await h.app.inject({
      method: "POST",
      url: `${NEWSLETTER_PATHS.unsubscribeApi}?token=${"x".repeat(43)}`,
      ...multipart({ "List-Unsubscribe": "One-Click" }, "hello"),
    });
    expect(withFile.statusCode).toBe(413);
    const contact = await h.app.inject({
      method: "POST",
      url: "/api/contact",
      ...multipart({ name: "Erika" }),
    });
    expect(contact.statusCode).toBe(415);
  });

  it("has its own limit: a provider's shared address is not refused after the visitors' count", async () => {
    const token = await subscribedToken();
    for (let post = 0; post < 20; post++) {
      const response = await h.app.inject({
        method: "POST",
        url: `${NEWSLETTER_PATHS.unsubscribeApi}?token=${"y".repeat(43)}`,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "List-Unsubscribe=One-Click",
      });
      expect(response.statusCode, `post ${post + 1}`).toBe(200);
    }
    const last = await h.app.inject({
      method: "POST",
      url: `${NEWSLETTER_PATHS.unsubscribeApi}?token=${token}`,
      ...multipart({ "List-Unsubscribe": "One-Click" }),
    });
    expect(last.statusCode).toBe(200);
    expect(await h.database.db.select().from(newsletterSubscribers)).toHaveLength(0);
    // …and the visitors' count of attempts is untouched by them.
    const confirm = await h.post(NEWSLETTER_PATHS.confirmApi, { token: "z".repeat(43) });
    expect(confirm.statusCode).toBe(410);
  });
});

describe("built-in newsletter without SMTP_URL", () => {
  const h = useHarness(databases[0]!, { SMTP_URL: "" });

  it("says at start that visitors' e-mails wait too, and does not tell the visitor one was sent", async () => {
    await h.restart();
    expect(h.logs.join("\n")).toMatch(/SMTP_URL is not set.*newsletter confirmation e-mails wait/);
    const response = await h.post(NEWSLETTER_PATHS.signUpApi, { email: ADDRESS });
    expect(response.statusCode).toBe(202);
    expect(response.body).not.toMatch(/geschickt/);
    expect(response.body).toMatch(/kann etwas dauern/);
  });
});
