/**
 * From pledge to donation in the browser (docs/donations.md): a pledge without JavaScript gets
 * its reference code and GiroCode; the treasurer imports the bank statement in the team area and
 * confirms the match, then issues the receipt, downloads it, replaces it and cancels it. The
 * area needs a host name (not 127.0.0.1) and a member whose session the test makes in the
 * database, so this file runs a server of its own on E2E_PORT + 1.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { parseConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import { donations, receipts } from "../../server/db/schema";
import { startServer } from "../../server/server";
import { createMember } from "../../server/team/members";
import { createSession } from "../../server/team/sessions";
import { camt053 } from "../support/camt053";
import { donationPath } from "../../app/lib/paths";
import { expect, test } from "./support/test";

const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const origin = `http://localhost:${port}`;
let app: FastifyInstance;
let db: Db;
let dataDir: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Migrating a fresh embedded database and loading the build take a while on a busy machine.
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), "egn-kasse-browser-"));
  const config = parseConfig({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_ORIGIN: origin,
    DATA_DIR: dataDir,
    MIN_FILL_MS: "0",
    RATE_LIMIT_MAX: "1000",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  });
  const started = await startServer(config, {
    logStream: { write: (line: string) => void process.stderr.write(line) },
  }).catch((error: unknown) => {
    console.error("start failed", error);
    throw error;
  });
  app = started.app;
  db = started.database.db;
  await app.listen({ port, host: "127.0.0.1" }).catch((error: unknown) => {
    console.error("listen failed", error);
    throw error;
  });
});

test.afterAll(async () => {
  await app?.close();
  // Removed at exit: the data folder lock's watcher may still look at it after close.
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
});

test.use({ baseURL: origin });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test.setTimeout(90_000);

  test("a pledge shows its reference code and GiroCode, and the treasurer matches the credit", async ({
    page,
    context,
  }) => {
    await page.goto(donationPath("e-gnition"));
    // Without JavaScript the form posts to its own page (ADR 0103).
    const form = page.locator("main form").first();
    await form.getByLabel(/Wie viel möchten Sie spenden/).fill("42,50");
    await form.getByLabel("Vorname").fill("Max");
    await form.getByLabel("Nachname").fill("Mustermann");
    await form.getByLabel("I need a donation receipt to the following address:").check();
    await form.getByLabel("Straße und Hausnummer").fill("Musterstraße 1");
    await form.getByLabel("Postleitzahl").fill("20095");
    await form.getByLabel("Ort").fill("Hamburg");
    await form.getByLabel(/E-Mail-Adresse für die Spendenquittung/).fill("max@example.org");
    await form.getByRole("button", { name: "Unterstützer werden" }).click();

    await expect(page).toHaveURL(/\/danke\?referenz=EGN-[0-9A-Z]{4}&betrag=42\.50$/);
    const reference = new URL(page.url()).searchParams.get("referenz")!;
    await expect(page.getByText(`${reference} Spende`)).toBeVisible();
    const girocode = page.getByRole("img", { name: new RegExp(`GiroCode .*${reference}`) });
    await expect(girocode).toBeVisible();
    const svg = await page.request.get(
      (await girocode.getAttribute("src"))!.replace(/^\//, `${origin}/`),
    );
    expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

    // The treasurer: a member with the role kasse, signed in by a session made here.
    const member = await createMember(db, {
      email: "kasse@e-gnition.example",
      name: "Kim Kasse",
      roles: ["kasse"],
    });
    const token = await createSession(db, member.id, "email", "Test");
    // Sent as a header: Chromium's cookie store refuses a __Host- cookie set by hand for http.
    await context.setExtraHTTPHeaders({ cookie: `__Host-egn-sitzung=${token}` });

    await page.goto("/intern/kasse");
    await expect(page.getByRole("heading", { name: "Kasse" })).toBeVisible();
    await page.getByLabel("Datei (.xml oder .zip)").setInputFiles({
      name: "auszug.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(
        camt053([
          {
            amount: "42.50",
            bookingDate: "2030-01-02",
            payerName: "Max Mustermann",
            payerIban: "DE02120300000000202051",
            remittance: `${reference} Spende`,
            reference: "BANK-E2E-1",
          },
        ]),
      ),
    });
    await page.getByRole("button", { name: "Einlesen" }).click();
    await expect(page.getByText(/Eingelesen: 1 neue Gutschriften/)).toBeVisible();

    const credit = page.getByRole("region", { name: "Gutschrift Max Mustermann" });
    await expect(
      credit.getByText(new RegExp(`Vorschlag 1: ${reference}.*Referenz im Verwendungszweck`)),
    ).toBeVisible();
    await expect(credit.getByLabel("E-Mail für die Quittung (leer: per Post)").first()).toHaveValue(
      "max@example.org",
    );
    await credit.getByRole("button", { name: "Zuordnung bestätigen" }).click();
    await expect(
      page.getByText(/Als Spende von Max Mustermann erfasst \(42,50\s€\)/),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Offene Gutschriften (0)" })).toBeVisible();
    // The donation links to its pledge, whose page links back to it.
    const recorded = page.getByRole("table", { name: /Erfasste Spenden 2030/ });
    await recorded.getByRole("link", { name: reference }).click();
    await expect(page.locator("dd").getByText(reference, { exact: true })).toBeVisible();
    await page
      .getByRole("link", { name: /42,50\s€ am 02\.01\.2030, in der Kasse zugeordnet/ })
      .click();
    await expect(page.getByRole("heading", { name: "Erfasste Spenden 2030" })).toBeVisible();
    const [donation] = await db.select().from(donations);
    expect(donation).toMatchObject({ amountCents: 4250, donorCity: "Hamburg" });

    // The tax office's data, saved twice: the older version stays in the list.
    await page.getByRole("link", { name: "Angaben für Zuwendungsbestätigungen" }).click();
    await page.getByLabel("Finanzamt", { exact: true }).fill("Hamburg-Nord (fiktiv)");
    await page.getByLabel("Steuernummer").fill("17/000/00000");
    await page.getByLabel("Datum des Bescheids").fill("2015-05-10");
    await page.getByLabel(/Letzter Veranlagungszeitraum/).fill("2014");
    await page.getByLabel("Begünstigte Zwecke").fill("der Bildung und Erziehung");
    await page.getByRole("checkbox", { name: /^Nr\. 7:/ }).check();
    await page.getByLabel("Ort der Ausstellung").fill("Hamburg");
    await page.getByLabel("Unterschrift (Name, Funktion)").fill("Erika Musterfrau");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toContainText("ist älter als 5 Jahre (§ 63 Abs. 5 AO)");
    await page.getByLabel("Datum des Bescheids").fill("2025-05-10");
    await page.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(
      page.getByRole("listitem").filter({ hasText: "Freistellungsbescheid vom" }),
    ).toHaveCount(2);

    // The receipt: issued from the register, downloaded with exactly the bytes kept.
    await page.goto("/intern/kasse");
    await page.getByRole("link", { name: "Zuwendungsbestätigungen", exact: true }).click();
    const open = page.getByRole("region", { name: /^Max Mustermann \d{4}$/ });
    await open.getByRole("button", { name: "Einzelbestätigung ausstellen" }).click();
    await expect(page.getByRole("status")).toContainText(
      /Einzelbestätigung Nr\. \d{4}-0001 ausgestellt: bitte ausdrucken und unterschreiben/,
    );
    // Fetched with the session header (a download would go without it, see above).
    const link = page.getByRole("link", { name: /Nr\. \d{4}-0001 herunterladen/ });
    await expect(link).toHaveAttribute("download");
    const answer = await page.request.get(`${origin}${await link.getAttribute("href")}`);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    expect(answer.headers()["content-disposition"]).toMatch(
      /^attachment; filename="Zuwendungsbestaetigung-\d{4}-0001\.pdf"$/,
    );
    const pdf = await answer.body();
    const [kept] = await db.select().from(receipts);
    expect(pdf.equals(Buffer.from(kept!.pdf))).toBe(true);
    const file = join(dataDir, "receipt.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Max Mustermann");
    expect(text).toContain("42,50");
    expect(text).toContain("Hamburg-Nord (fiktiv)");

    // A wrong address: the receipt is cancelled and replaced by a new number, never changed.
    const number = (await link.textContent())!.match(/\d{4}-0001/)![0];
    const year = number.slice(0, 4);
    const register = page.getByRole("table", { name: /Ausgestellte Bestätigungen/ });
    const firstRow = register.getByRole("row", { name: new RegExp(`^${number} `) });
    await firstRow.getByText(`Nr. ${number} ersetzen …`).click();
    const replace = firstRow.locator("details[open] form").filter({
      has: page.getByRole("button", { name: "Stornieren und neu ausstellen" }),
    });
    // Refused: the page comes back with its details open and the error in this form alone.
    await replace.getByLabel("Grund").fill("kurz");
    await replace.getByRole("button", { name: "Stornieren und neu ausstellen" }).click();
    const tooShort = "Bitte gib den Grund an (mindestens 5 Zeichen).";
    await expect(replace.getByText(tooShort)).toBeVisible();
    await expect(page.getByText(tooShort)).toHaveCount(1);
    await replace.getByLabel("Grund").fill("Hausnummer falsch");
    await replace.getByLabel("Straße und Hausnummer").fill("Musterweg 12");
    await replace.getByRole("button", { name: "Stornieren und neu ausstellen" }).click();
    await expect(page.getByRole("status")).toContainText(
      `Einzelbestätigung Nr. ${year}-0002 ausgestellt`,
    );
    await expect(register.getByRole("row", { name: new RegExp(`^${year}-0001 `) })).toContainText(
      "storniert am",
    );
    await expect(register.getByRole("row", { name: new RegExp(`^${year}-0002 `) })).toContainText(
      `gültig, ersetzt Nr. ${number}`,
    );
    expect((await db.select().from(donations))[0]?.donorStreet).toBe("Musterweg 12");

    // Only cancelled (the gift was paid back): the donation waits for a receipt again.
    // The question in the receipt's own row names it and its donor before anything is cancelled.
    const secondRow = register.getByRole("row", { name: new RegExp(`^${year}-0002 `) });
    await secondRow.getByText(`Nr. ${year}-0002 stornieren …`).click();
    await expect(
      secondRow.getByText(
        new RegExp(`Nr. ${year}-0002 von Max Mustermann \\(42,50.*wirklich stornieren`),
      ),
    ).toBeVisible();
    const confirm = `Ja, Nr. ${year}-0002 von Max Mustermann stornieren`;
    const cancelForm = secondRow.locator("details[open] form").filter({
      has: page.getByRole("button", { name: confirm }),
    });
    await cancelForm.getByLabel("Grund").fill("Spende zurückgezahlt");
    await cancelForm.getByRole("button", { name: confirm }).click();
    await expect(page.getByRole("status")).toContainText(`Nr. ${year}-0002 ist storniert.`);
    await expect(page.getByRole("heading", { name: "Noch ohne Bestätigung (1)" })).toBeVisible();
    await expect(page.getByText(/stornieren …|ersetzen …/)).toHaveCount(0);
  });
});

test.describe("with JavaScript", () => {
  test.setTimeout(90_000);

  test("a donor's name in the bank's spelling is a warning, taken once confirmed", async ({
    page,
    context,
  }) => {
    const member = await createMember(db, {
      email: "kasse-js@e-gnition.example",
      name: "Kai Kasse",
      roles: ["kasse"],
    });
    const token = await createSession(db, member.id, "email", "Test");
    await context.setExtraHTTPHeaders({ cookie: `__Host-egn-sitzung=${token}` });
    await page.goto("/intern/kasse");
    await page.getByLabel("Datei (.xml oder .zip)").setInputFiles({
      name: "auszug.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(
        camt053([
          {
            amount: "70.00",
            bookingDate: "2030-02-03",
            payerName: "MEYER, ANNA",
            payerIban: "DE02120300000000202051",
            remittance: "Spende",
            reference: "BANK-E2E-JS",
          },
        ]),
      ),
    });
    await page.getByRole("button", { name: "Einlesen" }).click();
    const credit = page.getByRole("region", { name: "Gutschrift MEYER, ANNA" });
    await credit.getByText("Ohne Zusage als Spende erfassen").click();
    await expect(credit.getByText("Laut Bank: MEYER, ANNA.")).toBeVisible();
    const name = credit.getByLabel("Spender/in (wie auf der Bestätigung)");
    await expect(name).toHaveValue("");
    await name.fill("MEYER, ANNA");
    await name.blur();
    await expect(credit.getByText(/Der Name steht in Großbuchstaben/)).toBeVisible();
    await expect(name).toHaveValue("MEYER, ANNA");
    await credit.getByLabel("Der Name ist so richtig und soll so auf die Bestätigung.").check();
    await credit.getByRole("button", { name: "Als Spende erfassen" }).click();
    await expect(
      page.getByText(/Als Spende von MEYER, ANNA erfasst \(70,00\s€\)/).first(),
    ).toBeVisible();
  });
});
