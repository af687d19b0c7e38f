/**
 * The daily retention purges inside the server (server/retention/): what a run deletes, that it
 * is recorded (table, audit log, the team area's "Löschen" page), that of two servers on one
 * PostgreSQL database one runs it, and that the server starts and stops the schedule.
 */
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatDateTime } from "../../app/team/format";
import { openDatabase, type Database } from "../../server/db/client";
import { CONTACT_RETENTION_DAYS } from "../../server/db/retention";
import {
  contactMessages,
  retentionLeases,
  retentionRuns,
  teamAuditLog,
  teamSessions,
  teamTokens,
} from "../../server/db/schema";
import { RETENTION_JOB } from "../../server/retention/purges";
import { createRetentionScheduler } from "../../server/retention/scheduler";
import type { Db } from "../../server/db/client";
import { createMember } from "../../server/team/members";
import { databases } from "./helpers/databases";
import { delay, useHarness } from "./helpers/harness";
import { areaGet, BUILD_DIR, built, signedIn, useEmptyTeam } from "./helpers/team";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const silent = pino({ level: "silent" });
const ago = (ms: number) => new Date(Date.now() - ms);

async function emptyRetention(db: Db) {
  await db.delete(retentionRuns);
  await db.delete(retentionLeases);
  await db.delete(teamSessions);
  await db.delete(teamTokens);
  await db.delete(contactMessages);
}

/** One of each that must go and one of each that must stay. */
async function seed(db: Db) {
  const member = await createMember(db, {
    email: "admin@e-gnition.example",
    name: "Test admin",
    roles: ["admin"],
  });
  const session = (name: string, values: { expiresAt: Date; lastSeenAt: Date }) => ({
    tokenHash: `hash-${name}`,
    memberId: member.id,
    method: "email",
    device: "Test auf Linux",
    ...values,
  });
  await db
    .insert(teamSessions)
    .values([
      session("expired", { expiresAt: ago(HOUR_MS), lastSeenAt: ago(2 * HOUR_MS) }),
      session("idle", { expiresAt: new Date(Date.now() + DAY_MS), lastSeenAt: ago(13 * HOUR_MS) }),
      session("live", { expiresAt: new Date(Date.now() + DAY_MS), lastSeenAt: new Date() }),
    ]);
  const link = (name: string, values: { expiresAt: Date; usedAt?: Date }) => ({
    kind: "sign-in",
    email: "admin@e-gnition.example",
    tokenHash: `link-${name}`,
    ...values,
  });
  await db
    .insert(teamTokens)
    .values([
      link("used", { expiresAt: ago(2 * DAY_MS), usedAt: ago(2 * DAY_MS) }),
      link("expired", { expiresAt: ago(3 * DAY_MS) }),
      link("just-used", { expiresAt: new Date(Date.now() + HOUR_MS), usedAt: new Date() }),
      link("open", { expiresAt: new Date(Date.now() + HOUR_MS) }),
    ]);
  const contact = (name: string, createdAt: Date) => ({
    createdAt,
    name,
    email: `${name.toLowerCase()}@example.org`,
    phone: "",
    subject: "",
    message: "Hallo",
  });
  await db
    .insert(contactMessages)
    .values([
      contact("Alt", ago((CONTACT_RETENTION_DAYS + 1) * DAY_MS)),
      contact("Neu", ago((CONTACT_RETENTION_DAYS - 1) * DAY_MS)),
    ]);
  return member;
}

async function remaining(db: Db) {
  return {
    sessions: (await db.select().from(teamSessions)).map((r) => r.tokenHash).sort(),
    links: (await db.select().from(teamTokens)).map((r) => r.tokenHash).sort(),
    contacts: (await db.select().from(contactMessages)).map((r) => r.name),
  };
}

const EXPECTED_REMAINING = {
  sessions: ["hash-live"],
  links: ["link-just-used", "link-open"],
  contacts: ["Neu"],
};
const EXPECTED_COUNTS = {
  submissions: 1,
  receipts: 0,
  donations: 0,
  credits: 0,
  sessions: 2,
  links: 2,
};

describe.each(databases)("the retention schedule on $name", (database) => {
  const h = useHarness(database, {}, built ? { buildDir: BUILD_DIR } : {});
  useEmptyTeam(h);
  beforeEach(() => emptyRetention(h.database.db));

  it("purges ended sessions, old links and old submissions, and records the run once", async () => {
    const db = h.database.db;
    await seed(db);
    const scheduler = createRetentionScheduler({ db, logger: silent });
    const run = await scheduler.runIfDue();
    expect(run).toMatchObject({ counts: EXPECTED_COUNTS, failed: [] });
    expect(await remaining(db)).toEqual(EXPECTED_REMAINING);

    const runs = await db.select().from(retentionRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ ...EXPECTED_COUNTS, failed: [] });
    const [lease] = await db.select().from(retentionLeases);
    expect(lease!.nextRunAt.getTime() - runs[0]!.startedAt.getTime()).toBe(DAY_MS);
    expect(lease!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const audit = await db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "retention-purged"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "Zeitplan", memberId: null, detail: EXPECTED_COUNTS });

    // Not due again until tomorrow, also for a new scheduler (another start of the server).
    expect(await scheduler.runIfDue()).toBeUndefined();
    expect(await createRetentionScheduler({ db, logger: silent }).runIfDue()).toBeUndefined();
    expect(await db.select().from(retentionRuns)).toHaveLength(1);
  });

  it("counts the periods from the injected moment and records empty runs without audit", async () => {
    const db = h.database.db;
    await seed(db);
    const yearAgo = () => ago(300 * DAY_MS);
    const run = await createRetentionScheduler({ db, logger: silent, now: yearAgo }).runIfDue();
    expect(run?.counts.submissions).toBe(0);
    expect((await remaining(db)).contacts.sort()).toEqual(["Alt", "Neu"]);

    // Due again (the lease says when), nothing left: a run is recorded, the audit log stays short.
    await db.update(retentionLeases).set({ nextRunAt: ago(1000) });
    const later = await createRetentionScheduler({ db, logger: silent }).runIfDue();
    expect(later?.counts.submissions).toBe(1);
    await db.update(retentionLeases).set({ nextRunAt: ago(1000) });
    const nothing = await createRetentionScheduler({ db, logger: silent }).runIfDue();
    expect(nothing?.counts).toEqual({ ...EXPECTED_COUNTS, sessions: 0, links: 0, submissions: 0 });
    expect(await db.select().from(retentionRuns)).toHaveLength(3);
    const audit = await db
      .select()
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "retention-purged"));
    expect(audit).toHaveLength(2);
  });

  it("leaves a run another server holds, and takes over one whose lease ran out", async () => {
    const db = h.database.db;
    await seed(db);
    await db.insert(retentionLeases).values({
      job: RETENTION_JOB,
      holder: "other:1",
      expiresAt: new Date(Date.now() + HOUR_MS),
      nextRunAt: ago(1000),
    });
    const scheduler = createRetentionScheduler({ db, logger: silent, holder: "this:2" });
    expect(await scheduler.runIfDue()).toBeUndefined();
    expect((await remaining(db)).sessions).toHaveLength(3);

    // The other server died during its run: its lease expires, this one runs the purges.
    await db.update(retentionLeases).set({ expiresAt: ago(1000) });
    expect((await scheduler.runIfDue())?.counts).toEqual(EXPECTED_COUNTS);
    const [lease] = await db.select().from(retentionLeases);
    expect(lease!.holder).toBe("this:2");
    expect(lease!.nextRunAt.getTime()).toBeGreaterThan(Date.now() + DAY_MS - HOUR_MS);
  });

  it("runs on its own shortly after start and stops when asked", async () => {
    const db = h.database.db;
    await seed(db);
    const scheduler = createRetentionScheduler({
      db,
      logger: silent,
      timing: { startDelayMs: 10, checkMs: 20, intervalMs: 30 },
    });
    scheduler.start();
    for (let i = 0; i < 200 && (await db.select().from(retentionRuns)).length < 2; i += 1)
      await delay(20);
    await scheduler.stop();
    const runs = (await db.select().from(retentionRuns)).length;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(await remaining(db)).toEqual(EXPECTED_REMAINING);
    await delay(100);
    expect(await db.select().from(retentionRuns)).toHaveLength(runs);
  });

  it.skipIf(!built)("shows the last and the next run on the erasure page", async () => {
    const db = h.database.db;
    const { cookie } = await signedIn(h, "kasse");
    let page = await areaGet(h, "/intern/loeschen", cookie);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Noch kein Lauf.");
    expect(page.body).toContain("Nächster Lauf: kurz nach dem Start des Servers.");

    await seed(db);
    await createRetentionScheduler({ db, logger: silent }).runIfDue();
    const [lease] = await db.select().from(retentionLeases);
    page = await areaGet(h, "/intern/loeschen", cookie);
    expect(page.body).toMatch(/Letzter Lauf: \d\d\.\d\d\.\d{4}/);
    expect(page.body).toContain(
      "Gelöscht: 1 Eingänge, 0 Zuwendungsbestätigungen, 0 Spenden, 0 Gutschriften, 2 Sitzungen, 2 Links.",
    );
    expect(page.body).toContain(`Nächster Lauf: ab ${formatDateTime(lease!.nextRunAt)}.`);
  });
});

describe.each(databases)("the server on $name", (database) => {
  const h = useHarness(
    database,
    {},
    { retentionSchedule: true, retentionTiming: { startDelayMs: 10 } },
  );

  it("runs the purges shortly after its start", async () => {
    for (let i = 0; i < 200 && (await h.database.db.select().from(retentionRuns)).length < 1; i++)
      await delay(20);
    expect(await h.database.db.select().from(retentionRuns)).toHaveLength(1);
  });
});

const postgres = databases.find((kind) => kind.name === "postgres");

describe.skipIf(!postgres)("two servers on one PostgreSQL database", () => {
  let dispose: () => Promise<void>;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    const created = await postgres!.create();
    dispose = created.dispose;
    const options = { DATABASE_URL: created.env.DATABASE_URL, DATA_DIR: "unused" };
    first = await openDatabase(options);
    second = await openDatabase(options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await dispose?.();
  });

  it("run the purges once", async () => {
    await seed(first.db);
    const schedulers = [first, second].map((database, i) =>
      createRetentionScheduler({ db: database.db, logger: silent, holder: `server-${i}` }),
    );
    for (let round = 0; round < 3; round += 1) {
      const runs = await Promise.all(schedulers.map((scheduler) => scheduler.runIfDue()));
      expect(runs.filter(Boolean)).toHaveLength(round === 0 ? 1 : 0);
    }
    const runs = await first.db.select().from(retentionRuns);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject(EXPECTED_COUNTS);
    expect(await remaining(second.db)).toEqual(EXPECTED_REMAINING);
    const [audit] = await first.db
      .select({ count: sql<number>`count(*)::int` })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, "retention-purged"));
    expect(audit!.count).toBe(1);
  });
});
