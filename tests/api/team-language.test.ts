/**
 * The team area in a member's language (ADR 0176): every page in English with `<html lang="en">`
 * for a member who chose English on the account page, the log's entry for the change, sign-in
 * links in the member's language, the browser's language before sign-in, and what the server
 * says in the area (answers, refusals of its use cases, the refused-origin page, the log's CSV).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bankCredits, teamAuditLog, teamMembers } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import { areaGet, areaPost, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const htmlLang = (body: string) => /<html lang="(\w+)"/.exec(body)?.[1];
const english = async (h: Parameters<typeof signedIn>[0], cookie: string) =>
  void (await areaPost(h, "/intern/konto", { intent: "set-language", language: "en" }, cookie));

describe.skipIf(!built).each(databases)("the team area's language on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  it("shows a member's pages in the language they choose on the account page", async () => {
    const { member, cookie } = await signedIn(h, "admin");
    const before = await areaGet(h, "/intern/konto", cookie);
    expect(htmlLang(before.body)).toBe("de");
    expect(before.body).toContain("<title>Mein Konto | Teambereich e-gnition</title>");

    const chosen = await areaPost(
      h,
      "/intern/konto",
      { intent: "set-language", language: "en" },
      cookie,
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain("Saved: the team area is now in English.");
    const [row] = await h.database.db
      .select({ language: teamMembers.language })
      .from(teamMembers)
      .where(eq(teamMembers.id, member.id));
    expect(row?.language).toBe("en");
    const entries = await h.database.db
      .select()
      .from(teamAuditLog)
      .where(
        and(eq(teamAuditLog.memberId, member.id), eq(teamAuditLog.action, "language-changed")),
      );
    expect(entries.map((entry) => entry.detail)).toEqual([{ locale: "en" }]);

    for (const [path, title, heading] of [
      ["/intern/konto", "My account", "Signed-in devices"],
      ["/intern", "Overview", "Emails in the outbox"],
      ["/intern/mitglieder", "Members", "Open invitations"],
      ["/intern/protokoll", "Log", "Team area language changed"],
    ] as const) {
      const page = await areaGet(h, path, cookie);
      expect(page.statusCode, path).toBe(200);
      expect(htmlLang(page.body), path).toBe("en");
      expect(page.body, path).toContain(`<title>${title} | e-gnition team area</title>`);
      expect(page.body, path).toContain(heading.replace(/'/g, "&#x27;"));
      expect(page.body, path).toContain("Team area · signed in as");
      expect(page.body, path).not.toContain("Abmelden");
    }

    // A form's check speaks the member's language too.
    const refused = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "invite", email: "kein-at-zeichen" },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please enter a valid email address.");
    // The message names its catalogue text in the page's data; the page shows the text.
    expect(refused.body.split("<script")[0]).not.toContain("team.form.");

    await areaPost(h, "/intern/konto", { intent: "set-language", language: "de" }, cookie);
    const back = await areaGet(h, "/intern", cookie);
    expect(htmlLang(back.body)).toBe("de");
    expect(back.body).toContain("E-Mails im Postausgang");
  });

  it("refuses a language it does not have", async () => {
    const { cookie } = await signedIn(h, "lesen");
    const refused = await areaPost(
      h,
      "/intern/konto",
      { intent: "set-language", language: "fr" },
      cookie,
    );
    expect(refused.statusCode).toBe(400);
  });

  it("sends a sign-in link in the member's language", async () => {
    const { member, cookie } = await signedIn(h, "kasse", "kasse-en@e-gnition.example");
    await areaPost(h, "/intern/konto", { intent: "set-language", language: "en" }, cookie);
    await areaPost(h, "/intern/anmelden", { email: member.email });
    const isLink = (m: (typeof h.sink.messages)[number]) => m.envelopeTo[0] === member.email;
    for (let waited = 0; !h.sink.messages.some(isLink) && waited < 5000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const mail = h.sink.messages.find(isLink);
    expect(mail?.subject).toBe("Your sign-in link for the team area");
    expect(mail?.text).toContain("this link signs you in to the team area");
  });

  it("shows the sign-in page in the browser's language before sign-in, German by default", async () => {
    const english = await areaGet(h, "/intern/anmelden", undefined, {
      "accept-language": "en-GB,en;q=0.9,de;q=0.5",
    });
    expect(htmlLang(english.body)).toBe("en");
    expect(english.body).toContain("With a link by email");
    expect(english.body).toContain("Passkeys need JavaScript.");
    const german = await areaGet(h, "/intern/anmelden", undefined, {
      "accept-language": "fr-FR",
    });
    expect(htmlLang(german.body)).toBe("de");
    expect(german.body).toContain("Mit Link per E-Mail");
    const invitation = await areaGet(h, "/intern/einladung?token=x", undefined, {
      "accept-language": "en",
    });
    expect(htmlLang(invitation.body)).toBe("en");
    expect(invitation.body).toContain("This invitation has expired or has already been accepted.");
  });

  it("shows the Kasse, receipts, receipt settings and newsletter pages in English", async () => {
    const { cookie } = await signedIn(h, "admin", "kasse-pages-en@e-gnition.example");
    await english(h, cookie);
    for (const [path, title, texts] of [
      ["/intern/kasse", "Treasury", ["Import a bank statement", "Open credits (0)", "Show"]],
      [
        "/intern/kasse/bestaetigungen",
        "Donation receipts",
        ["Back to the treasury", "Without a receipt yet (0)", "Issued (0)"],
      ],
      [
        "/intern/kasse/einstellungen",
        "Details for donation receipts",
        ["Change the details", "Kind of notice", "Earlier details"],
      ],
      ["/intern/newsletter", "Newsletter", ["New issue", "Create a preview", "No issues yet."]],
    ] as const) {
      const page = await areaGet(h, path, cookie);
      expect(page.statusCode, path).toBe(200);
      expect(htmlLang(page.body), path).toBe("en");
      expect(page.body, path).toContain(`<title>${title} | e-gnition team area</title>`);
      for (const text of texts) expect(page.body, path).toContain(text);
      for (const german of ["Kontoauszug", "Ausgestellt", "Bisherige Angaben", "Neue Ausgabe"])
        expect(page.body, path).not.toContain(german);
    }
  });

  it("answers the Kasse's actions and the server's refusals in the member's language", async () => {
    const { cookie } = await signedIn(h, "admin", "kasse-answers-en@e-gnition.example");
    const [credit] = await h.database.db
      .insert(bankCredits)
      .values({
        entryReference: "LANGUAGE-1",
        amountCents: 2500,
        bookingDate: "2026-03-02",
        valueDate: "2026-03-02",
        payerName: "Jonas Weber",
        payerIban: "DE02120300000000202051",
        remittance: "Spende",
      })
      .returning();
    const record = (email: string) =>
      areaPost(
        h,
        "/intern/kasse",
        {
          intent: "record",
          creditId: credit!.id,
          payerName: "Jonas Weber",
          target: `${credit!.id}-Jonas Weber`,
          donorName: "Jonas Weber",
          postalCode: "",
          email,
        },
        cookie,
      );
    await english(h, cookie);
    const recorded = await record("");
    expect(recorded.body).toContain("Recorded as a donation from Jonas Weber (€25.00).");
    // The credit is taken now: the use case's refusal (MatchError), in English.
    const again = await record("");
    expect(again.body).toContain("The credit or the pledge is already matched to a donation.");
    expect(again.body).not.toContain("schon einer Spende zugeordnet");

    // A refusal of the receipts' use case names its catalogue text.
    const cancelled = await areaPost(
      h,
      "/intern/kasse/bestaetigungen",
      {
        intent: "cancel",
        receiptId: "00000000-0000-4000-8000-000000000000",
        reason: "Doppelt erfasst",
      },
      cookie,
    );
    expect(cancelled.body).toContain("This receipt is already cancelled.");
    expect(cancelled.body).not.toContain("schon storniert");

    // The last admin cannot give up the role: LastAdminError in English.
    const [self] = await h.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.email, "kasse-answers-en@e-gnition.example"));
    const lastAdmin = await areaPost(
      h,
      "/intern/mitglieder",
      { intent: "change-role", memberId: self!.id, roles: "lesen", target: self!.id },
      cookie,
    );
    expect(lastAdmin.body).toContain("The team needs at least one person with the role admin.");

    // The log's CSV has its column labels in the member's language.
    const csv = await areaGet(h, "/intern/protokoll/export", cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Action (key)");
    expect(csv.body).toContain("Team area language changed");
    expect(csv.body).not.toContain("Aktion (Schlüssel)");
  });

  it("refuses a post from another origin in the browser's language", async () => {
    const refused = (language: string) =>
      areaPost(h, "/intern/anmelden", { email: "x@e-gnition.example" }, undefined, {
        origin: "https://evil.example",
        "accept-language": language,
      });
    const inEnglish = await refused("en-GB,en;q=0.9");
    expect(inEnglish.statusCode).toBe(403);
    expect(inEnglish.body).toContain('<html lang="en">');
    expect(inEnglish.body).toContain("Request refused");
    const inGerman = await refused("fr");
    expect(inGerman.body).toContain('<html lang="de">');
    expect(inGerman.body).toContain("Anfrage abgelehnt");
  });
});
