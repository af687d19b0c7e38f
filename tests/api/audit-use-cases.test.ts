/**
 * Each use case of the team area records its own audit entry, with who acted, whether a page
 * or the command line calls it (issue 44): the route actions only call them.
 */
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertPledge, withoutReceipt } from "./helpers/pledges";
import { findSubmission } from "../../server/db/admin";
import { DONATION_RETENTION_DAYS } from "../../server/db/retention";
import {
  donationPledges,
  notificationOutbox,
  teamAuditLog,
  type MemberRow,
} from "../../server/db/schema";
import { run as submissionsCli } from "../../server/cli/submissions";
import { run as subscribersCli } from "../../server/cli/subscribers";
import { run as teamCli } from "../../server/cli/team";
import { parseConfig } from "../../server/config";
import type { CommandIo } from "../../server/cli/command";
import { exportSubscribers } from "../../server/newsletter/export-subscribers";
import { createIssue } from "../../server/newsletter/issues";
import { exportSubmissions } from "../../server/submissions/export";
import { eraseSubmission } from "../../server/privacy/erase-submission";
import { purgeSubmissions } from "../../server/retention/purges";
import { markReceived } from "../../server/submissions/mark-received";
import { exportAudit, type AuditAction } from "../../server/team/audit";
import { inviteMember, revokeInvitation } from "../../server/team/invitations";
import { createMember } from "../../server/team/members";
import { retryNow } from "../../server/team/outbox";
import { addPasskey, listPasskeys, removePasskey } from "../../server/team/passkeys";
import {
  createSession,
  deleteSession,
  endAllSessions,
  endSession,
  listSessions,
} from "../../server/team/sessions";
import { requestSignInLink, signIn, signOut } from "../../server/team/sign-in";
import { databases } from "./helpers/databases";
import { addSubscribers } from "./helpers/subscribers";
import { useDatabase } from "./helpers/use-database";

describe.each(databases)("the use cases' audit entries on $name", (kind) => {
  const database = useDatabase(kind);
  let admin: MemberRow;
  beforeEach(async () => {
    for (const table of [teamAuditLog, notificationOutbox, donationPledges])
      await database.db.delete(table);
    admin = await createMember(database.db, {
      email: "chefin@e-gnition.example",
      name: "Chefin",
      roles: ["admin"],
    });
  });

  const entries = (action: AuditAction) =>
    database.db
      .select({
        memberId: teamAuditLog.memberId,
        actor: teamAuditLog.actor,
        target: teamAuditLog.target,
        detail: teamAuditLog.detail,
      })
      .from(teamAuditLog)
      .where(eq(teamAuditLog.action, action))
      .orderBy(asc(teamAuditLog.id));
  const byAdmin = () => ({ memberId: admin.id, actor: admin.email });

  it("revoking an invitation records who revoked which address, once", async () => {
    const { db } = database;
    const link = await inviteMember(db, { actor: "test" }, "neu@e-gnition.example", ["lesen"]);

    expect(await revokeInvitation(db, { member: admin }, link.row.id)).toMatchObject({
      email: "neu@e-gnition.example",
    });
    expect(await revokeInvitation(db, { member: admin }, link.row.id)).toBeUndefined();

    expect(await entries("invitation-revoked")).toEqual([
      { ...byAdmin(), target: "neu@e-gnition.example", detail: null },
    ]);
  });

  const pledge = (createdAt = new Date()) =>
    insertPledge(database.db, { createdAt, ...withoutReceipt });

  it("marking a pledge received records the day and amount; a missing one records nothing", async () => {
    const { db } = database;
    const { id } = await pledge();

    expect(await markReceived(db, { member: admin }, id, "2026-11-30", 4500)).toBe("marked");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await markReceived(db, { member: admin }, missing, "2026-11-30", 4500)).toBe("missing");
    expect(await markReceived(db, { member: admin }, "-".repeat(36), "2026-11-30", 1)).toBe(
      "missing",
    );

    expect(await entries("pledge-received")).toEqual([
      { ...byAdmin(), target: id, detail: { receivedOn: "2026-11-30", cents: 4500 } },
    ]);
  });

  it("erasing one submission deletes it and records which", async () => {
    const { db } = database;
    const { id } = await pledge();

    await eraseSubmission(db, { member: admin }, (await findSubmission(db, id))!);

    expect(await findSubmission(db, id)).toBeUndefined();
    expect(await entries("submissions-erased")).toEqual([
      { ...byAdmin(), target: id, detail: { count: 1 } },
    ]);
  });

  it("purging the expired submissions records how many went, none too", async () => {
    const { db } = database;
    const old = await pledge(new Date(Date.now() - (DONATION_RETENTION_DAYS + 1) * 86_400_000));
    const fresh = await pledge();

    expect((await purgeSubmissions(db, { member: admin })).map((r) => r.row.id)).toEqual([old.id]);
    await purgeSubmissions(db, { member: admin });

    expect(await findSubmission(db, fresh.id)).toBeDefined();
    expect(await entries("submissions-purged")).toEqual([
      { ...byAdmin(), target: null, detail: { count: 1 } },
      { ...byAdmin(), target: null, detail: { count: 0 } },
    ]);
  });

  it("retrying an unsent e-mail records which; a sent one is not retried", async () => {
    const { db } = database;
    const [waiting, sent] = await db
      .insert(notificationOutbox)
      .values([
        { donationId: (await pledge()).id },
        { donationId: (await pledge()).id, sentAt: new Date() },
      ])
      .returning();

    expect(await retryNow(db, { member: admin }, waiting!.id)).toBe(true);
    expect(await retryNow(db, { member: admin }, sent!.id)).toBe(false);

    expect(await entries("outbox-retried")).toEqual([
      { ...byAdmin(), target: String(waiting!.id), detail: null },
    ]);
  });

  it("creating a newsletter issue records who made which issue", async () => {
    const content = { subject: "Fest", html: "<p>Fest</p>", text: "Fest" };

    const issue = await createIssue(
      database.db,
      { member: admin },
      { postSlug: null, createdBy: admin.email, content: { de: content, en: content } },
    );

    expect(await entries("newsletter-issue-created")).toEqual([
      { ...byAdmin(), target: issue.id, detail: null },
    ]);
  });

  /** The command line's output, kept; the CSV of an export is `written`. */
  function quietIo() {
    const io = { written: "", log() {}, error() {}, cwd: process.cwd() };
    return Object.assign(io, {
      write: (text: string) => void (io.written += text),
    }) as CommandIo & {
      written: string;
    };
  }
  const byCli = { memberId: null, actor: "Kommandozeile", target: null };

  it("exporting submissions records who exported which kind and how many, page and command line alike", async () => {
    const { db } = database;
    await pledge();
    await pledge();

    expect(await exportSubmissions(db, { member: admin }, "donation")).toHaveLength(2);
    const io = quietIo();
    await submissionsCli(["export"], async () => db, io);

    expect(io.written).toContain("Mustermann");
    expect(await entries("submissions-exported")).toEqual([
      { ...byAdmin(), target: null, detail: { kind: "donation", rows: 2 } },
      { ...byCli, detail: { kind: "all", rows: 2 } },
    ]);
  });

  it("exporting subscribers records who exported how many, page and command line alike", async () => {
    const { db } = database;
    await addSubscribers(db, 3);

    expect(await exportSubscribers(db, { member: admin })).toHaveLength(3);
    const io = quietIo();
    await subscribersCli(["export"], async () => db, "https://e-gnition.example", io);

    expect(io.written).toContain("abonnent-2@example.org");
    expect(await entries("subscribers-exported")).toEqual([
      { ...byAdmin(), target: null, detail: { rows: 3 } },
      { ...byCli, detail: { rows: 3 } },
    ]);
  });

  it("exporting the log records who exported how many entries, and the filter chosen", async () => {
    const { db } = database;
    await inviteMember(db, { member: admin }, "eins@e-gnition.example", ["lesen"]);
    await inviteMember(db, { member: admin }, "zwei@e-gnition.example", ["lesen"]);

    expect(await exportAudit(db, { member: admin }, { aktion: "member-invited" })).toHaveLength(2);
    expect(await exportAudit(db, { member: admin }, {})).toHaveLength(3);

    expect(await entries("audit-exported")).toEqual([
      { ...byAdmin(), target: null, detail: { rows: 2, filter: "aktion=member-invited" } },
      { ...byAdmin(), target: null, detail: { rows: 3 } },
    ]);
  });

  /** Every entry since the test began, oldest first, as the log shows them. */
  const log = () =>
    database.db
      .select({
        action: teamAuditLog.action,
        memberId: teamAuditLog.memberId,
        detail: teamAuditLog.detail,
      })
      .from(teamAuditLog)
      .orderBy(asc(teamAuditLog.id));

  it("signing in records the method, or the failure; signing out and ending sessions too", async () => {
    const { db } = database;
    for (const session of await listSessions(db, admin.id)) await signOut(db, admin, session.id);
    await db.delete(teamAuditLog);

    expect(await signIn(db, undefined, "passkey", "Test")).toBeUndefined();
    const first = await signIn(db, admin, "email", "Test");
    expect(first).toEqual(expect.any(String));
    await signIn(db, admin, "passkey", "Test");
    await createSession(db, admin.id, "email", "Test");
    const [newest] = await listSessions(db, admin.id);
    await endSession(db, admin, newest!.id);
    expect(await deleteSession(db, admin.id, "-".repeat(36))).toBe(false);
    const [next] = await listSessions(db, admin.id);
    await signOut(db, admin, next!.id);
    await endAllSessions(db, admin);

    expect(await listSessions(db, admin.id)).toEqual([]);
    expect(await log()).toEqual([
      { action: "sign-in-failed", memberId: null, detail: { method: "passkey" } },
      { action: "sign-in", memberId: admin.id, detail: { method: "email" } },
      { action: "sign-in", memberId: admin.id, detail: { method: "passkey" } },
      { action: "session-ended", memberId: admin.id, detail: null },
      { action: "sign-out", memberId: admin.id, detail: null },
      { action: "sign-out-everywhere", memberId: admin.id, detail: { sessions: 1 } },
    ]);
  });

  it("asking for a sign-in link records whether the address is a member's", async () => {
    const { db } = database;

    expect(await requestSignInLink(db, admin.email)).toBe(true);
    expect(await requestSignInLink(db, "fremd@example.org")).toBe(false);

    expect(await entries("sign-in-link-requested")).toEqual([
      { ...byAdmin(), target: null, detail: { known: true } },
      { memberId: null, actor: null, target: null, detail: { known: false } },
    ]);
  });

  it("adding and removing a passkey are recorded; a credential stored already is not added", async () => {
    const { db } = database;
    const credential = {
      id: `credential-${Date.now()}`,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ["internal"],
      deviceType: "singleDevice",
      backedUp: false,
    };

    expect(await addPasskey(db, admin, credential, "Laptop")).toBe(true);
    expect(await addPasskey(db, admin, credential, "Laptop")).toBe(false);
    const [passkey] = await listPasskeys(db, admin.id);
    await removePasskey(db, admin, passkey!.id);

    expect(await listPasskeys(db, admin.id)).toEqual([]);
    expect((await log()).map((entry) => [entry.action, entry.memberId])).toEqual([
      ["passkey-added", admin.id],
      ["passkey-removed", admin.id],
    ]);
  });

  it("the command line's recovery link records who asked for whom", async () => {
    const { db } = database;
    const io = quietIo();
    const lines: string[] = [];
    io.log = (line: unknown) => void lines.push(String(line));

    await teamCli(["recover", "--email", admin.email], async () => db, parseConfig({}), io);

    expect(lines.at(-1)).toMatch(/\/intern\/anmelden\/link\?token=/);
    expect(await entries("sign-in-link-requested")).toEqual([
      { ...byCli, target: admin.email, detail: null },
    ]);
  });
});
