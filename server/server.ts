import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp, createLogger, type AppDeps } from "./app";
import type { Config } from "./config";
import { listenForCommands, type CommandSocket } from "./cli/socket-server";
import { openDatabase, type Database } from "./db/client";
import { deleteExpiredSignUps } from "./db/subscribers";
import { createSmtpMailer } from "./mail/mailer";
import { createOutboxWorker, type OutboxTiming } from "./mail/outbox-worker";
import { createRetentionScheduler, type RetentionTiming } from "./retention/scheduler";

export interface ServerOptions extends Pick<
  AppDeps,
  | "buildDir"
  | "webHandler"
  | "serveBuild"
  | "first"
  | "inlineStyles"
  | "builtInNewsletter"
  | "timeouts"
> {
  logStream?: DestinationStream;
  outboxTiming?: Partial<OutboxTiming>;
  /** How often expired newsletter sign-ups are deleted (default hourly). */
  purgeIntervalMs?: number;
  /** When the retention purges run (default daily, a minute after the start when due). */
  retentionTiming?: Partial<RetentionTiming>;
  /** Start the retention purges' schedule (default true; tests run it by hand). */
  retentionSchedule?: boolean;
}

const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * With the embedded database, which only this process may open, the socket in DATA_DIR through
 * which `npm run <command>` runs here (server/cli/socket-server.ts); none without one.
 */
async function openCommandSocket(
  config: Config,
  database: Database,
  app: FastifyInstance,
): Promise<CommandSocket | undefined> {
  if (database.kind !== "pglite") return undefined;
  const log = app.log.child({ component: "cli" });
  try {
    return await listenForCommands({
      dataDir: config.DATA_DIR,
      log,
      context: { db: async () => database.db, config, site: app.sitePublisher },
    });
  } catch (error) {
    log.warn({ err: error }, "no command socket: commands need the server stopped");
    return undefined;
  }
}

/**
 * Everything the running site needs: the database (migrated), the app and the sender of the
 * team's notification e-mails. Closing the app stops the sender and closes the database.
 */
export async function startServer(
  config: Config,
  options: ServerOptions = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const logger = createLogger(config, options.logStream);
  const database = await openDatabase(config);
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, to: config.NOTIFY_TO })
    : undefined;
  const worker =
    mailer &&
    createOutboxWorker({
      db: database.db,
      mailer,
      siteOrigin: config.SITE_ORIGIN,
      logger: logger.child({ component: "outbox" }),
      timing: {
        ...(config.OUTBOX_RETRY_MAX_MS && { retryMaxMs: config.OUTBOX_RETRY_MAX_MS }),
        ...(config.OUTBOX_LEASE_MS && { leaseMs: config.OUTBOX_LEASE_MS }),
        issuesPerMinute: config.NEWSLETTER_PER_MINUTE,
        ...options.outboxTiming,
      },
    });
  if (!worker) {
    logger.warn(
      "SMTP_URL is not set: no e-mail is sent. Donation pledges, contact messages and newsletter sign-ups " +
        "are stored, but the team's notifications and the visitors' newsletter confirmation e-mails wait " +
        "in the database until SMTP_URL is configured (then they are sent). See docs/submissions.md.",
    );
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      ...options,
      database,
      logger,
      onStored: () => worker?.nudge(),
      mailConfigured: Boolean(worker),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  // The privacy page promises that unconfirmed sign-ups go once their link has expired.
  const purgeLogger = logger.child({ component: "newsletter" });
  const purge = () =>
    deleteExpiredSignUps(database.db)
      .then((deleted) => {
        if (deleted > 0) purgeLogger.info({ deleted }, "expired newsletter sign-ups deleted");
      })
      .catch((error: unknown) =>
        purgeLogger.warn({ err: error }, "expired newsletter sign-ups not deleted, next try later"),
      );
  // At start too: a server restarted more often than hourly would otherwise never purge.
  void purge();
  const purgeTimer = setInterval(purge, options.purgeIntervalMs ?? PURGE_INTERVAL_MS).unref();
  // Old submissions, receipts past ten years, ended sessions, used links (docs/submissions.md).
  const retention = createRetentionScheduler({
    db: database.db,
    logger: logger.child({ component: "retention" }),
    timing: options.retentionTiming,
  });
  const commands = await openCommandSocket(config, database, app);
  app.addHook("onClose", async () => {
    await commands?.close();
    clearInterval(purgeTimer);
    await retention.stop();
    await worker?.stop();
    mailer?.close();
    await database.close();
  });
  worker?.start();
  if (options.retentionSchedule ?? true) retention.start();
  return { app, database };
}
