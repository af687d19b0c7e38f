import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_IN_LINES } from "../../app/forms/fields";
import { contactMessages, newsletterSubscribers, teamAuditLog } from "../../server/db/schema";
import { signUp } from "../../server/db/subscribers";
import { useCli } from "./helpers/cli";
import { databases } from "./helpers/databases";
import { useHarness, validContact, validDonation } from "./helpers/harness";

describe.each(databases)("npm run submissions on $name", (database) => {
  const h = useHarness(database);
  const cli = useCli(h);

  async function submitBoth() {
    await h.post("/api/donation", {
      ...validDonation,
      certificate: true,
      address: "Weg 1",
      postalCode: "20095",
      city: "Hamburg",
    });
    await h.post("/api/contact", {
      ...validContact,
      message: '=HYPERLINK("https://evil.example")\nZeile 2; mit "Zitat"',
    });
    await h.sink.waitFor(2);
  }

  it("lists submissions with their notification state", async () => {
    await submitBoth();
    const list = await cli("list");
    expect(list).toMatch(/Spende +Deutsch +50,00 € von Max Mustermann/);
    expect(list).toMatch(/Kontakt +Deutsch +Erika Musterfrau <erika@example\.org>: Sponsoring/);
    expect(list).toMatch(/E-Mail ans Team: gesendet/);
    expect(list).toMatch(/2 Eingänge$/);
    expect(await cli("list", "--kind", "contact")).toMatch(/1 Eingang$/);
  });

  it("says whether the team's e-mail is pending, sent or failed", async () => {
    await h.restart({ SMTP_URL: "" });
    try {
      await h.post("/api/contact", validContact);
      const pending = await cli("list");
      expect(pending).toMatch(/E-Mail ans Team: ausstehend$/m);
      expect(pending).not.toMatch(/keine/);

      // Nothing listens on port 9 of this machine: each attempt fails at once.
      await h.restart({ SMTP_URL: "smtp://127.0.0.1:9" });
      await expect
        .poll(() => cli("list"), { timeout: 10_000 })
        .toMatch(
          /E-Mail ans Team: fehlgeschlagen \(\d+ Versuche?, zuletzt: .+; nächster Versuch \d{2}\.\d{2}\.\d{4}/,
        );

      await h.restart();
      await h.sink.waitFor(1);
      await expect
        .poll(() => cli("list"))
        .toMatch(/E-Mail ans Team: gesendet \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    } finally {
      await h.restart();
    }
  });

  it("prints amounts as the site and mails do, and the visitor's language", async () => {
    await h.post("/api/donation", { ...validDonation, amount: 12345.5, lang: "en" });
    const list = await cli("list");
    expect(list).toMatch(/Spende +Englisch +12\.345,50 € von Max Mustermann/);
    const id = /([0-9a-f-]{36})/.exec(list)?.[1] ?? "";
    const shown = await cli("show", id);
    expect(shown).toMatch(/^Betrag \(€\): +12\.345,50 €$/m);
    expect(shown).toMatch(/^Sprache: +Englisch$/m);
    const dir = mkdtempSync(join(tmpdir(), "egn-csv-"));
    try {
      await cli("export", "--out", join(dir, "spenden.csv"));
      const [header, row] = readFileSync(join(dir, "spenden.csv"), "utf8").split("\r\n");
      expect(header).toMatch(/;Eingang;Sprache;Referenz;Betrag \(€\);/);
      expect(row).toMatch(/;Englisch;EGN-[0-9A-Z]{4};"12345,50";Max;/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows one submission in full", async () => {
    await submitBoth();
    const id = /([0-9a-f-]{36})/.exec(await cli("list", "--kind", "donation"))?.[1] ?? "";
    const shown = await cli("show", id);
    expect(shown).toMatch(/Straße und Hausnummer: +Weg 1/);
    expect(shown).toMatch(/Spendenquittung: +ja/);
    await expect(cli("show", "00000000-0000-0000-0000-000000000000")).rejects.toThrow(
      /Kein Eingang/,
    );
  });

  it("prints control characters of stored rows as visible escapes (list and show)", async () => {
    // Rows stored before validation refused control characters.
    const [row] = await h.database.db
      .insert(contactMessages)
      .values({
        name: "\u001b[2J\u001b]0;pwned\u0007",
        email: "x@example.org",
        phone: "",
        subject: "\u009b31m",
        message: "Zeile 1\n\tZeile 2\rüber\u0001",
      })
      .returning();
    const list = await cli("list");
    const shown = await cli("show", row?.id ?? "");
    for (const output of [list, shown]) {
      expect(output).not.toMatch(CONTROL_CHARACTER_IN_LINES);
      expect(output).toContain("\\x1b[2J\\x1b]0;pwned\\x07");
      expect(output).toContain("\\x9b31m");
    }
    expect(shown).toMatch(/Nachricht: +Zeile 1\n +\tZeile 2\\x0düber\\x01/);
  });

  it("prints bidi controls, line separators and zero-width characters visibly escaped", async () => {
    const [row] = await h.database.db
      .insert(contactMessages)
      .values({
        name: "Eva\u202Egnp.exe",
        email: "eva@example.org",
        phone: "",
        subject: "Hallo\u2028Betrag: 5 €\u2029!",
        message: "A\u200BB\u200DC\u2066D\u2069\uFEFFE",
      })
      .returning();
    const list = await cli("list");
    const shown = await cli("show", row?.id ?? "");
    for (const output of [list, shown]) {
      expect(output).not.toMatch(/[\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF]/);
      expect(output).toContain("Eva\\u202egnp.exe");
    }
    expect(shown).toContain("Hallo\\u2028Betrag: 5 €\\u2029!");
    expect(shown).toContain("A\\u200bB\\u200dC\\u2066D\\u2069\\ufeffE");
  });

  it("writes an export readable by its owner only, also over an existing file", async () => {
    await submitBoth();
    const dir = mkdtempSync(join(tmpdir(), "egn-csv-"));
    try {
      const file = join(dir, "alle.csv");
      writeFileSync(file, "alt", { mode: 0o644 });
      chmodSync(file, 0o644);
      await cli("export", "--out", file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, "utf8")).toContain("Mustermann");
      expect(readdirSync(dir)).toEqual(["alle.csv"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("exports CSV that spreadsheets open safely", async () => {
    await submitBoth();
    const dir = mkdtempSync(join(tmpdir(), "egn-csv-"));
    try {
      await cli("export", "--out", join(dir, "alle.csv"));
      const csv = readFileSync(join(dir, "alle.csv"), "utf8");
      const [header, ...rows] = csv.replace(/^\uFEFF/, "").split("\r\n");
      expect(header).toBe(
        "Art;Kennung;Eingang;Sprache;Referenz;Betrag (€);Vorname;Nachname;Spendenquittung;Straße und Hausnummer;Postleitzahl;Ort;E-Mail für die Quittung;Anmerkung;Name;E-Mail;Telefon;Betreff;Nachricht;E-Mail ans Team",
      );
      expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")\nZeile 2; mit ""Zitat"""`);
      expect(rows.filter(Boolean)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("erases one person's data only with --yes", async () => {
    await submitBoth();
    await h.post("/api/contact", {
      ...validContact,
      name: "Jemand Anderes",
      email: "other@example.org",
    });
    await h.sink.waitFor(3);

    const dryRun = await cli("erase", "--email", "ERIKA@example.org");
    expect(dryRun).toMatch(/Nichts gelöscht/);
    expect(await h.count("contacts")).toBe(2);

    const erased = await cli(
      "erase",
      "--email",
      "erika@example.org",
      "--name",
      "max mustermann",
      "--yes",
    );
    expect(erased).toMatch(/Gelöscht: 2 Eingänge/);
    expect(await h.count("contacts")).toBe(1);
    expect(await h.count("donations")).toBe(0);
    expect(await h.count("outbox")).toBe(1);
    await expect(cli("erase")).rejects.toThrow(/--email, --name oder --id/);
  });

  it("erases as the area's page does: the subscription too, with an audit entry", async () => {
    await h.database.db.delete(teamAuditLog);
    await h.post("/api/contact", validContact);
    await h.sink.waitFor(1);
    await signUp(h.database.db, { email: validContact.email, name: "" });
    const erased = await cli("erase", "--email", validContact.email, "--yes");
    expect(erased).toMatch(/Gelöscht: 1 Eingang .*nicht mehr im Newsletter/);
    expect(await h.database.db.select().from(newsletterSubscribers)).toEqual([]);
    const [entry] = await h.database.db.select().from(teamAuditLog);
    expect(entry).toMatchObject({
      action: "submissions-erased",
      actor: "Kommandozeile",
      detail: { count: 1, subscriber: true },
    });
  });

  it("removes pending notifications together with the submission", async () => {
    await h.sink.stop();
    await h.post("/api/contact", validContact);
    await cli("erase", "--email", validContact.email, "--yes");
    expect(await h.count("outbox")).toBe(0);
    await h.sink.start();
  });
});
