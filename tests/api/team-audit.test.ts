/**
 * The audit log's page: filters in the address (they work without JavaScript), readable details,
 * and a CSV of the filtered entries, itself recorded in the log.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { teamAuditLog } from "../../server/db/schema";
import { databases } from "./helpers/databases";
import { useHarness } from "./helpers/harness";
import { areaGet, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const decode = (html: string) =>
  html.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
/** The table's rows (not its header), as HTML. */
const rowsOf = (html: string) =>
  (html.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? "").match(/<tr[\s\S]*?<\/tr>/g) ?? [];

describe.skipIf(!built).each(databases)("the audit log on $name", (database) => {
  const h = useHarness(database, {}, { buildDir: BUILD_DIR });
  useEmptyTeam(h);

  /** An admin, and four entries: two days in Hamburg around midnight, two actors. */
  async function log() {
    const admin = await signedIn(h, "admin");
    await h.database.db.insert(teamAuditLog).values([
      {
        // 1 March, 23:30 in Hamburg.
        at: new Date("2026-03-01T22:30:00Z"),
        actor: "ada@e-gnition.example",
        action: "role-changed",
        target: "lea@e-gnition.example",
        detail: { from: "kasse", to: "lesen" },
      },
      {
        // 2 March, 00:30 in Hamburg.
        at: new Date("2026-03-01T23:30:00Z"),
        actor: "bob@e-gnition.example",
        action: "member-invited",
        target: "neu@e-gnition.example",
        detail: { role: "admin", replaced: true },
      },
      {
        at: new Date("2026-03-05T10:00:00Z"),
        actor: "ada@e-gnition.example",
        action: "subscribers-exported",
        detail: { rows: 7, colour: "blau" },
      },
      {
        at: new Date("2026-03-06T10:00:00Z"),
        actor: null,
        action: "sign-in-failed",
        target: "100%_sicher",
        detail: { method: "email" },
      },
    ]);
    return admin;
  }

  const page = async (cookie: string, query = "") =>
    decode((await areaGet(h, `/intern/protokoll${query}`, cookie)).body);

  it("shows details with labels, roles by name, unknown keys as they are", async () => {
    const { cookie } = await log();
    const rows = rowsOf(await page(cookie));
    expect(rows).toHaveLength(4);
    const text = rows.join("");
    expect(text).toContain("vorher: kasse, nachher: lesen");
    expect(text).toContain("Rolle: admin, vorige Einladung ersetzt: ja");
    expect(text).toContain("Zeilen: 7, colour: blau");
    expect(text).toContain("Weg: Link per E-Mail");
    expect(text).not.toContain("to: lesen");
  });

  it("filters by action, by who acted, by day in Hamburg time and by text", async () => {
    const { cookie } = await log();
    const html = await page(cookie);
    // The form is a plain GET form with the fields the loader reads.
    const form = html.match(/<form[^>]*role="search"[\s\S]*?<\/form>/)?.[0] ?? "";
    expect(form).toMatch(/method="get"/);
    for (const name of ["aktion", "wer", "von", "bis", "suche"])
      expect(form).toContain(`name="${name}"`);
    expect(form).toContain('<option value="bob@e-gnition.example">');

    const count = async (query: string) => rowsOf(await page(cookie, query)).length;
    expect(await count("?aktion=role-changed")).toBe(1);
    expect(await count("?wer=ada%40e-gnition.example")).toBe(2);
    expect(await count("?von=2026-03-02")).toBe(3);
    expect(await count("?bis=2026-03-01")).toBe(1);
    expect(await count("?von=2026-03-02&bis=2026-03-02")).toBe(1);
    expect(await count("?suche=LEA")).toBe(1);
    // Wildcards are text.
    expect(await count("?suche=%25_")).toBe(1);
    expect(await count("?suche=%25")).toBe(1);
    expect(await count("?wer=ada%40e-gnition.example&aktion=member-invited")).toBe(0);
    expect(await page(cookie, "?aktion=role-changed&wer=niemand")).toContain(
      "Keine Einträge für diese Auswahl.",
    );
    // Unknown or malformed filters mean "all".
    expect(await count("?aktion=__proto__&von=gestern&seite=x")).toBe(4);
    // The chosen filters stay in the form.
    const chosen = await page(cookie, "?aktion=role-changed&suche=lea");
    expect(chosen).toMatch(/<option value="role-changed" selected="">/);
    expect(chosen).toMatch(/name="suche"[^>]*value="lea"|value="lea"[^>]*name="suche"/);
  });

  it("exports the filtered entries as CSV, and records the export", async () => {
    const { cookie, member } = await log();
    const html = await page(cookie, "?wer=ada%40e-gnition.example");
    expect(html).toContain('href="/intern/protokoll/export?wer=ada%40e-gnition.example"');

    const response = await areaGet(
      h,
      "/intern/protokoll/export?wer=ada%40e-gnition.example",
      cookie,
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="protokoll-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Zeit;Wer;Was;Aktion (Schlüssel);Betrifft;Details");
    expect(lines.slice(1)).toEqual([
      '2026-03-05T10:00:00.000Z;ada@e-gnition.example;Abonnenten exportiert;subscribers-exported;;"Zeilen: 7, colour: blau"',
      '2026-03-01T22:30:00.000Z;ada@e-gnition.example;Rollen geändert;role-changed;lea@e-gnition.example;"vorher: kasse, nachher: lesen"',
    ]);
    const [exported] = await h.database.db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "audit-exported"));
    expect(exported).toMatchObject({
      actor: member.email,
      detail: { rows: 2, filter: "wer=ada%40e-gnition.example" },
    });
  });

  it("refuses the export to a role without the log", async () => {
    await log();
    const kasse = await signedIn(h, "kasse");
    expect((await areaGet(h, "/intern/protokoll/export", kasse.cookie)).statusCode).toBe(403);
  });
});
