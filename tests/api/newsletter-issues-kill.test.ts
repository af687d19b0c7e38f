import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run as newsletterCli } from "../../server/cli/newsletter";
import { openDatabase } from "../../server/db/client";
import { issueProgress } from "../../server/newsletter/issues";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN } from "./helpers/harness";
import { freePort, SmtpSink } from "./helpers/smtp-sink";
import { addSubscribers, quietly } from "./helpers/subscribers";

/** 6000 a minute with a 2 s lease: a worker claims 10 issue e-mails at a time. */
const CLAIMED_AT_ONCE = 10;

function startMain(env: Record<string, string>) {
  // The server itself, not the tsx wrapper: SIGKILL cannot be passed on to a child.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "ignore", "ignore"],
  });
  const exit = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  return { child, exit };
}

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(databases)("a newsletter issue on $name", (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("is delivered to everyone after a kill -9 halfway, nothing lost and no address twice beyond one claimed batch", async () => {
    const created = await database.create();
    cleanups.push(created.dispose);
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), "egn-kill-")), ...created.env };
    const setup = await openDatabase({ DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL });
    const subscribers = await addSubscribers(setup.db, 1000);
    await quietly(() =>
      newsletterCli(["send", "rollout-egn25"], async () => setup.db, SITE_ORIGIN),
    );
    await setup.close();

    const sink = await SmtpSink.start();
    cleanups.push(() => sink.stop());
    const serverEnv = {
      ...env,
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      SITE_ORIGIN,
      SMTP_URL: sink.url,
      NEWSLETTER_PER_MINUTE: "6000",
      OUTBOX_LEASE_MS: "2000",
    };
    const first = startMain(serverEnv);
    await until(() => sink.messages.length >= 400, 240_000, "400 e-mails");
    first.child.kill("SIGKILL");
    await first.exit;
    const beforeRestart = sink.messages.length;
    expect(beforeRestart).toBeLessThan(1000);

    const second = startMain(serverEnv);
    cleanups.push(async () => {
      second.child.kill("SIGTERM");
      await second.exit;
    });
    const addresses = () => new Set(sink.messages.map((mail) => mail.envelopeTo.join()));
    await until(() => addresses().size === 1000, 240_000, "every subscriber");
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(addresses()).toEqual(new Set(subscribers.map((s) => s.email)));
    const twice = sink.messages.length - 1000;
    expect(twice).toBeGreaterThanOrEqual(0);
    expect(twice).toBeLessThanOrEqual(CLAIMED_AT_ONCE);

    second.child.kill("SIGTERM");
    await second.exit;
    const check = await openDatabase({ DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL });
    const [issue] = await issueProgress(check.db);
    await check.close();
    expect(issue).toMatchObject({ recipients: 1000, sent: 1000, waiting: 0, failed: 0 });
  }, 600_000);
});
