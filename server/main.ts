import { loadConfig } from "./config";
import { startServer } from "./server";

const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = loadConfig();
const { app } = await startServer(config).catch((error: unknown) => {
  console.error(
    `Der Server konnte nicht starten: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info({ signal }, "shutting down");
  setTimeout(() => {
    app.log.error("shutdown took too long, exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  await app.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.PORT, host: config.HOST });
