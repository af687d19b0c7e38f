import { loadConfig } from "./config";
import { createPrivateFiles } from "./files";
import { startServer } from "./server";
import { logSiteAddress } from "./site-address";
import { logFirstAdminHint } from "./team/first-admin-hint";

createPrivateFiles();

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** After the listener closed: how long connections still open may go on before they are cut. */
const SHUTDOWN_GRACE_MS = 2_000;

const config = loadConfig();
const { app, database } = await startServer(config).catch((error: unknown) => {
  console.error(
    `Der Server konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

/**
 * SIGTERM or SIGINT: readiness answers 503 at once; after SHUTDOWN_DRAIN_MS (for load balancers
 * that poll it) the listener closes, requests in flight are finished, new ones get 503, and
 * the notification sender and the database are stopped.
 */
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  app.draining = true;
  app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, "shutting down");
  setTimeout(() => {
    app.log.error("shutdown took too long, exiting");
    process.exit(1);
  }, config.SHUTDOWN_DRAIN_MS + SHUTDOWN_TIMEOUT_MS).unref();
  await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
  const closed = app.close();
  // Requests being handled get a moment to finish; slow clients still sending are not waited for.
  setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  await closed;
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
logSiteAddress(app.log, config);
await logFirstAdminHint(app.log, database.db).catch((error: unknown) =>
  app.log.warn({ err: error }, "could not tell whether the team area has an admin"),
);
