import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CONTACT_RETENTION_DAYS,
  DONATION_RETENTION_DAYS,
  DONATION_WITH_CERTIFICATE_RETENTION_DAYS,
} from "../../server/db/retention";
import { eq } from "drizzle-orm";
import {
  contactMessages,
  donationPledges,
  notificationOutbox,
  teamAuditLog,
} from "../../server/db/schema";
import { useCli } from "./helpers/cli";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The purge's reference moment: in the past, so that --yes accepts it. */
const NOW = new Date("2026-03-15T12:00:00Z");
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

describe.each(databases)("npm run submissions -- purge on $name", (database) => {
  const h = useHarness(database);
  const cli = useCli(h);

  /** Outbox row of a submission: already sent, or pending (not due during the test). */
  async function notification(
    of: { donationId: string } | { contactId: string },
    state: "sent" | "pending",
  ) {
    await h.database.db.insert(notificationOutbox).values({
      ...of,
      ...(state === "sent"
        ? { sentAt: new Date(), attempts: 1 }
        : { nextAttemptAt: new Date(Date.now() + 365 * DAY_MS), attempts: 3, lastError: "x" }),
    });
  }

  async function contact(name: string, createdAt: Date, state: "sent" | "pending" = "sent") {
    const [row] = await h.database.db
      .insert(contactMessages)
      .values({
        createdAt,
        name,
        email: `${name.toLowerCase()}@example.org`,
        phone: "",
        subject: "",
        message: "Hallo",
      })
      .returning({ id: contactMessages.id });
    await notification({ contactId: row!.id }, state);
  }

  async function donation(
    lastName: string,
    createdAt: Date,
    certificate: boolean,
    state: "sent" | "pending" = "sent",
  ) {
    const [row] = await h.database.db
      .insert(donationPledges)
      .values({
        createdAt,
        amountCents: 5000,
        firstName: "Max",
        lastName,
        certificate,
        address: certificate ? "Weg 1" : "",
        postalCode: certificate ? "20095" : "",
        city: certificate ? "Hamburg" : "",
        note: "",
      })
      .returning({ id: donationPledges.id });
    await notification({ donationId: row!.id }, state);
  }

  /** Three expired submissions (two with pending e-mails) and four that must stay. */
  async function seed(now: Date) {
    await contact("Alt", daysBefore(now, CONTACT_RETENTION_DAYS + 1));
    await contact("Neu", daysBefore(now, CONTACT_RETENTION_DAYS - 1));
    await donation("OhneAlt", daysBefore(now, DONATION_RETENTION_DAYS + 1), false, "pending");
    await donation("OhneNeu", daysBefore(now, DONATION_RETENTION_DAYS - 1), false);
    await donation("MitJahr", daysBefore(now, DONATION_RETENTION_DAYS + 1), true);
    await donation(
      "MitAlt",
      daysBefore(now, DONATION_WITH_CERTIFICATE_RETENTION_DAYS + 1),
      true,
      "pending",
    );
    await donation("MitNeu", daysBefore(now, DONATION_WITH_CERTIFICATE_RETENTION_DAYS - 1), true);
  }

  const remaining = async () => ({
    contacts: (await h.database.db.select().from(contactMessages)).map((r) => r.name).sort(),
    donations: (await h.database.db.select().from(donationPledges)).map((r) => r.lastName).sort(),
    outbox: await h.count("outbox"),
  });

  const purgeAudit = () =>
    h.database.db
      .select({ actor: teamAuditLog.actor, detail: teamAuditLog.detail })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "retention-purged"));

  it("only lists the expired submissions without --yes", async () => {
    await seed(NOW);
    const dryRun = await cli("purge", "--now", NOW.toISOString());
    expect(dryRun).toMatch(/Kontakt +Deutsch +Alt <alt@example\.org>/);
    expect(dryRun).toMatch(/Spende +Deutsch +50,00 € von Max OhneAlt/);
    expect(dryRun).toMatch(/Spende +Deutsch +50,00 € von Max MitAlt/);
    expect(dryRun).not.toMatch(/Neu|MitJahr/);
    expect(dryRun).toMatch(/3 Eingänge\nNichts gelöscht/);
    expect(await purgeAudit()).toEqual([]);
    expect(await remaining()).toEqual({
      contacts: ["Alt", "Neu"],
      donations: ["MitAlt", "MitJahr", "MitNeu", "OhneAlt", "OhneNeu"],
      outbox: 7,
    });
  });

  it("deletes exactly the expired submissions and their outbox rows with --yes", async () => {
    await h.database.db.delete(teamAuditLog);
    await seed(NOW);
    const purged = await cli("purge", "--yes", "--now", NOW.toISOString());
    expect(purged).toMatch(/Gelöscht: 3 Eingänge/);
    expect(await remaining()).toEqual({
      contacts: ["Neu"],
      donations: ["MitJahr", "MitNeu", "OhneNeu"],
      outbox: 4,
    });
    expect(await cli("purge", "--yes", "--now", NOW.toISOString())).toMatch(
      /Keine abgelaufenen Eingänge/,
    );
    // The daily schedule's audit entry, by the command line; none for the run that found nothing.
    expect(await purgeAudit()).toEqual([{ actor: "Kommandozeile", detail: { submissions: 3 } }]);
  });

  it("counts from the current time without --now", async () => {
    await seed(new Date());
    expect(await cli("purge", "--yes")).toMatch(/Gelöscht: 3 Eingänge/);
    expect((await remaining()).outbox).toBe(4);
  });

  it("refuses a bad or future --now when deleting", async () => {
    await expect(cli("purge", "--now", "gestern")).rejects.toThrow(/Ungültiges Datum/);
    const future = new Date(Date.now() + 400 * DAY_MS).toISOString();
    await expect(cli("purge", "--yes", "--now", future)).rejects.toThrow(/Zukunft/);
    await seed(new Date());
    expect(await cli("purge", "--now", future)).toMatch(/Nichts gelöscht/);
    expect((await remaining()).outbox).toBe(7);
  });
});

describe("retention periods on the data protection page", () => {
  const prose = readFileSync(
    new URL("../../content/pages/dataprotection.md", import.meta.url),
    "utf8",
  );
  /** How the page words each period; a new period needs new prose (and an entry here). */
  const SPOKEN: Record<number, string> = { 365: "zwölf Monate", 3650: "zehn Jahre" };
  const spoken = (days: number) => {
    const words = SPOKEN[days];
    if (!words) throw new Error(`${days} Tage: Datenschutzerklärung und diesen Test anpassen`);
    return words;
  };

  it("states the periods that purge enforces", () => {
    expect(prose).toContain(
      `löschen wir Kontaktnachrichten ${spoken(CONTACT_RETENTION_DAYS)} nach ihrem Eingang`,
    );
    expect(prose).toContain(
      `Ohne Spendenquittung löschen wir Ihre Spendenzusage ${spoken(DONATION_RETENTION_DAYS)} nach ihrem Eingang`,
    );
    expect(prose).toMatch(
      new RegExp(
        `Haben Sie eine Spendenquittung gewünscht, [^.]*löschen sie ${spoken(DONATION_WITH_CERTIFICATE_RETENTION_DAYS)} nach ihrem Eingang`,
      ),
    );
  });
});
