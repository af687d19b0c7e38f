import type { Logger } from "pino";
import type { Db } from "../db/client";
import {
  claimDueNotifications,
  markFailed,
  markSent,
  type PendingNotification,
} from "../db/outbox";
import type { Mailer } from "./mailer";
import { buildNotification } from "./notification";

export interface OutboxTiming {
  /** How often to look for due notifications when nobody nudges. */
  pollMs: number;
  /** First retry delay after a failed send; doubles per attempt up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claimed notification stays reserved for the worker sending it. */
  leaseMs: number;
  batchSize: number;
  /** Newsletter issues: at most this many e-mails per minute from this worker. */
  issuesPerMinute: number;
}

export const defaultOutboxTiming: OutboxTiming = {
  pollMs: 5_000,
  retryBaseMs: 10_000,
  retryMaxMs: 30 * 60_000,
  leaseMs: 2 * 60_000,
  batchSize: 10,
  issuesPerMinute: 120,
};

export interface OutboxWorker {
  start(): void;
  /** Look for work now (called after each stored submission). */
  nudge(): void;
  /** Finishes the batch in progress, then stops. */
  stop(): Promise<void>;
}

export function retryDelay(
  attempts: number,
  timing: Pick<OutboxTiming, "retryBaseMs" | "retryMaxMs">,
): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

export function createOutboxWorker(options: {
  db: Db;
  mailer: Mailer;
  /** The site's address, for links and Message-IDs. */
  siteOrigin: string;
  logger: Logger;
  timing?: Partial<OutboxTiming>;
}): OutboxWorker {
  const { db, mailer, siteOrigin, logger } = options;
  const timing = { ...defaultOutboxTiming, ...options.timing };
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  let nudged = false;

  async function send(notification: PendingNotification): Promise<void> {
    const log = {
      outboxId: notification.id,
      kind: notification.kind,
      attempt: notification.attempts,
    };
    try {
      await mailer.send(buildNotification(notification, siteOrigin));
    } catch (error) {
      const delay = retryDelay(notification.attempts, timing);
      logger.warn(
        { ...log, err: error, retryInMs: delay },
        "notification e-mail failed, will retry",
      );
      await markFailed(db, notification.id, describe(error), delay);
      return;
    }
    await markSent(db, notification.id);
    logger.info(log, "notification e-mail sent");
  }

  const issueGapMs = 60_000 / timing.issuesPerMinute;
  /**
   * Issues are claimed only as many as this worker sends within half a lease at its pace, so
   * none runs out while it waits its turn here (and another worker would send it again).
   */
  const issueBatch = Math.max(
    1,
    Math.min(timing.batchSize, Math.floor(timing.leaseMs / 2 / issueGapMs)),
  );
  let nextIssueAt = 0;

  /** Sends one issue e-mail no sooner than the pace allows after the one before. */
  async function sendPaced(notification: PendingNotification): Promise<void> {
    const wait = nextIssueAt - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    nextIssueAt = Math.max(Date.now(), nextIssueAt) + issueGapMs;
    await send(notification);
  }

  async function drain(): Promise<void> {
    for (;;) {
      nudged = false;
      const batch = await claimDueNotifications(db, timing.batchSize, timing.leaseMs);
      for (const notification of batch) await send(notification);
      if (stopped) return;
      const issues = await claimDueNotifications(db, issueBatch, timing.leaseMs, "issues");
      for (const notification of issues) {
        // Stopping leaves the rest claimed; the lease runs out and they go out after a restart.
        if (stopped) return;
        await sendPaced(notification);
      }
      if (stopped || (batch.length < timing.batchSize && issues.length < issueBatch && !nudged))
        return;
    }
  }

  function run(): void {
    clearTimeout(timer);
    current = drain()
      .catch((error: unknown) => logger.error({ err: error }, "outbox worker failed, will retry"))
      .finally(() => {
        current = undefined;
        if (!stopped) timer = setTimeout(run, nudged ? 0 : timing.pollMs);
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      run();
    },
    nudge() {
      nudged = true;
      if (!stopped && !current) run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
