/**
 * Importing a list of subscribers on /intern/abonnenten through the production build (run
 * `npm run build` first), as a plain form post (no JavaScript): consent evidence kept, the
 * confirmation e-mail to addresses without a recorded consent, existing ones skipped, a file
 * with a bad row refused whole with its lines named, the import in the audit log.
 */
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, teamAuditLog } from "../../server/db/schema";
import { signUp } from "../../server/db/subscribers";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN, useHarness } from "./helpers/harness";
import { BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const PAGE = "/intern/abonnenten";
const html = (response: { body: string }) => response.body.replace(/<!-- -->/g, "");

/** A multipart body as a browser sends the form without JavaScript. */
function multipart(file: Uint8Array, fileName: string, type: string) {
  const boundary = "----egn-import";
  const head = (name: string, extra = "") =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const payload = Buffer.concat([
    Buffer.from(`${head("intent")}\r\nimport\r\n`),
    Buffer.from(`${head("file", `; filename="${fileName}"`)}Content-Type: ${type}\r\n\r\n`),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.skipIf(!built).each(databases)("importing subscribers on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  async function upload(cookie: string, csv: string | Uint8Array, type = "text/csv") {
    const bytes = typeof csv === "string" ? new TextEncoder().encode(csv) : csv;
    const { payload, contentType } = multipart(bytes, "liste.csv", type);
    return h.app.inject({
      method: "POST",
      url: PAGE,
      headers: { cookie, origin: SITE_ORIGIN, "content-type": contentType },
      payload,
    });
  }

  const subscribers = () =>
    h.database.db.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.email));

  it("keeps the consent evidence, asks the others to confirm and skips who is signed up", async () => {
    await signUp(h.database.db, { email: "schon@example.org", name: "" });
    await h.sink.waitFor(1);
    h.sink.messages.length = 0;
    const { member, cookie } = await signedIn(h, "newsletter");

    const page = await h.app.inject({ method: "GET", url: PAGE, headers: { cookie } });
    expect(html(page)).toContain(`encType="multipart/form-data"`);
    expect(html(page)).toContain("lea@example.org;Lea Leser;de;2024-03-01;Anmeldeformular");

    const response = await upload(
      cookie,
      "\uFEFFE-Mail;Name;Sprache;Einwilligung;Quelle\r\n" +
        "lea@example.org;Lea Leser;de;01.03.2024;Anmeldeformular Mailchimp\r\n" +
        "Sam@Example.org;Sam Reader;en;;\r\n" +
        "schon@example.org;;;;\r\n" +
        "lea@example.org;Doppelt;de;;\r\n",
      "application/vnd.ms-excel",
    );
    expect(response.statusCode).toBe(200);
    expect(html(response)).toContain(
      "Importiert: 1 eingetragen, 1 bekommen die Bestätigungs-E-Mail, 2 übersprungen",
    );

    const [lea, sam, schon] = await subscribers();
    expect(lea).toMatchObject({
      email: "lea@example.org",
      name: "Lea Leser",
      locale: "de",
      confirmedAt: new Date("2024-03-01T00:00:00Z"),
      consentAt: new Date("2024-03-01T00:00:00Z"),
      consentSource: "Anmeldeformular Mailchimp",
      importedBy: member.email,
      confirmTokenHash: null,
    });
    expect(Date.now() - lea!.importedAt!.getTime()).toBeLessThan(60_000);
    expect(sam).toMatchObject({ email: "sam@example.org", locale: "en", confirmedAt: null });
    expect(sam!.importedBy).toBe(member.email);
    expect(schon).toMatchObject({ importedBy: null });

    // Sam is subscribed only after confirming, with the e-mail that says where the address came from.
    const [mail] = await h.sink.waitFor(1);
    expect(mail!.envelopeTo).toEqual(["sam@example.org"]);
    expect(mail!.text).toContain("Your address is on the list of our previous newsletter");

    const [entry] = await h.database.db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "subscribers-imported"));
    expect(entry).toMatchObject({
      memberId: member.id,
      target: "liste.csv",
      detail: { rows: 4, subscribed: 1, confirming: 1, skipped: 2 },
    });
  });

  it("refuses a file with bad rows whole, naming each line, and one with commas works too", async () => {
    const { cookie } = await signedIn(h, "admin");
    const refused = await upload(
      cookie,
      "email,language\nok@example.org,de\nkein-at,de\nfr@example.org,fr\n",
    );
    expect(refused.statusCode).toBe(400);
    const body = html(refused);
    expect(body).toContain("Nichts importiert: 2 Zeilen der Datei sind fehlerhaft.");
    expect(body).toContain("Zeile 3: „kein-at“ ist keine gültige E-Mail-Adresse.");
    expect(body).toContain("Zeile 4: unbekannte Sprache");
    expect(await subscribers()).toHaveLength(0);

    const fixed = await upload(cookie, "email,language\nok@example.org,de\n");
    expect(fixed.statusCode).toBe(200);
    expect((await subscribers()).map((row) => row.email)).toEqual(["ok@example.org"]);
  });

  it("takes a list of 20,000 addresses", async () => {
    const { cookie } = await signedIn(h, "admin");
    const rows = Array.from({ length: 20_000 }, (_, i) => `a${i}@example.org;2024-01-01;Alt`);
    const response = await upload(cookie, ["E-Mail;Einwilligung;Quelle", ...rows].join("\n"));
    expect(response.statusCode).toBe(200);
    expect(await subscribers()).toHaveLength(20_000);
  }, 60_000);

  it("is not for roles that may not manage subscribers", async () => {
    const { cookie } = await signedIn(h, "redaktion");
    expect((await upload(cookie, "E-Mail\na@example.org\n")).statusCode).toBe(403);
    expect(await subscribers()).toHaveLength(0);
  });
});
