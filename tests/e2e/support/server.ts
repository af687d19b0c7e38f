/**
 * The server the browser tests run against: the production build, a fresh embedded database,
 * no SMTP (notifications stay queued), and limits relaxed for scripted form filling.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuild } from "../../../scripts/ensure-build.mjs";

ensureBuild();
process.env.NODE_ENV = "production";
process.env.HOST = "127.0.0.1";
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), "egn-e2e-"));
process.env.MIN_FILL_MS ??= "0";
process.env.LOG_LEVEL ??= "warn";
process.env.RATE_LIMIT_MAX ??= "1000";
process.env.SITE_ORIGIN = `http://127.0.0.1:${process.env.PORT ?? 4173}`;
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;
await import("../../../server/main");
