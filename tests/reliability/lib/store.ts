import { openDatabase } from "../../../server/db/client";
import {
  contactMessages,
  donationPledges,
  notificationOutbox,
  type ContactRow,
  type DonationRow,
  type OutboxRow,
} from "../../../server/db/schema";
import type { ReceivedMail, SmtpSink } from "../../api/helpers/smtp-sink";
import type { ScenarioContext } from "./scenario";
import { waitUntil } from "./server-process";

export interface Snapshot {
  donations: DonationRow[];
  contacts: ContactRow[];
  outbox: OutboxRow[];
}

export interface DatabaseEnv {
  DATA_DIR?: string;
  DATABASE_URL?: string;
}

/**
 * Every stored row, read with the server's own database module. For PGlite the server must
 * have exited (one process per data directory); PostgreSQL can be read while it runs.
 */
export async function readSnapshot(env: DatabaseEnv): Promise<Snapshot> {
  const database = await openDatabase({
    DATA_DIR: env.DATA_DIR ?? "",
    DATABASE_URL: env.DATABASE_URL,
  });
  try {
    return {
      donations: await database.db.select().from(donationPledges),
      contacts: await database.db.select().from(contactMessages),
      outbox: await database.db.select().from(notificationOutbox),
    };
  } finally {
    await database.close();
  }
}

export interface StoreSummary {
  rows: number;
  /** Idempotency key → submission id. */
  idsByKey: Map<string, string>;
  ids: Set<string>;
  /** Submissions without their outbox row (half written). */
  withoutOutbox: number;
  /** Outbox rows not marked as sent. */
  unsent: number;
}

export function summarise(snapshot: Snapshot): StoreSummary {
  const rows = [...snapshot.donations, ...snapshot.contacts];
  const withOutbox = new Set(
    snapshot.outbox.flatMap((entry) => [entry.donationId, entry.contactId]).filter(Boolean),
  );
  return {
    rows: rows.length,
    idsByKey: new Map(
      rows.flatMap((row) => (row.idempotencyKey ? [[row.idempotencyKey, row.id] as const] : [])),
    ),
    ids: new Set(rows.map((row) => row.id)),
    withoutOutbox: rows.filter((row) => !withOutbox.has(row.id)).length,
    unsent: snapshot.outbox.filter((entry) => entry.sentAt === null).length,
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The submission id in a notification's Message-ID (`<kind-id@host>`). */
export function submissionIdOf(mail: ReceivedMail): string | undefined {
  return mail.headers.get("message-id")?.match(UUID)?.[0]?.toLowerCase();
}

export interface MailSummary {
  received: number;
  uniqueMessageIds: number;
  /** Mails beyond the first per Message-ID (at-least-once delivery after a crash). */
  duplicates: number;
  /** Stored submissions without any e-mail. */
  missing: number;
  /** E-mails for no stored submission. */
  unexpected: number;
}

export function summariseMail(sink: SmtpSink, storedIds: Set<string>): MailSummary {
  const counts = new Map<string, number>();
  for (const mail of sink.messages) {
    const id = submissionIdOf(mail) ?? `no-id-${counts.size}`;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return {
    received: sink.messages.length,
    uniqueMessageIds: counts.size,
    duplicates: sink.messages.length - counts.size,
    missing: [...storedIds].filter((id) => !counts.has(id)).length,
    unexpected: [...counts.keys()].filter((id) => !storedIds.has(id)).length,
  };
}

export function uniqueMailCount(sink: SmtpSink): number {
  return new Set(sink.messages.map((mail) => mail.headers.get("message-id"))).size;
}

/** Waits until `count` different notifications arrived; records how long it took. */
export async function waitForMails(
  ctx: ScenarioContext,
  sink: SmtpSink,
  count: number,
  timeoutMs: number,
): Promise<boolean> {
  const started = Date.now();
  const arrived = await waitUntil(() => uniqueMailCount(sink) >= count, timeoutMs, 200);
  ctx.metric("mail wait (s)", (Date.now() - started) / 1000);
  // A moment more, so that a duplicate sent right after the last one is counted too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return arrived;
}

/** The usual checks on what was stored and mailed, given the keys that were answered 201. */
export function checkStoredAndMailed(
  ctx: ScenarioContext,
  store: StoreSummary,
  mail: MailSummary,
  acceptedKeys: string[],
  options: { duplicatesAllowed: boolean },
): void {
  const lost = acceptedKeys.filter((key) => !store.idsByKey.has(key));
  ctx.check(
    "every submission answered 201 is stored",
    lost.length === 0,
    `${acceptedKeys.length} answered 201, ${lost.length} of them not in the database`,
  );
  ctx.check(
    "every stored submission has its outbox row (nothing half written)",
    store.withoutOutbox === 0,
    `${store.rows} rows, ${store.withoutOutbox} without outbox row`,
  );
  ctx.check(
    "every stored submission was e-mailed and marked sent",
    mail.missing === 0 && store.unsent === 0 && mail.unexpected === 0,
    `${mail.missing} without e-mail, ${store.unsent} outbox rows unsent, ${mail.unexpected} e-mails for unknown ids`,
  );
  ctx.metric("e-mails received", mail.received);
  ctx.metric("unique Message-IDs", mail.uniqueMessageIds);
  ctx.metric("duplicate e-mails", mail.duplicates);
  if (options.duplicatesAllowed) {
    ctx.note(
      `Duplicates (same Message-ID) are allowed here (at-least-once delivery): ${mail.duplicates}.`,
    );
  } else {
    ctx.check(
      "no notification e-mailed twice",
      mail.duplicates === 0,
      `${mail.duplicates} duplicate Message-IDs`,
    );
  }
}
