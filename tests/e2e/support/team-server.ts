/**
 * A server of its own for the team area's browser tests: the production build on a host name
 * (WebAuthn refuses IP addresses), a fresh embedded database with an invitation for the first
 * admin (made by `npm run team` before the server starts), and a real SMTP sink for the e-mails.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SmtpSink, type ReceivedMail } from "../../api/helpers/smtp-sink";

export interface TeamServer {
  origin: string;
  /** The first admin's invitation link, as `npm run team -- invite` printed it. */
  adminInvitation: string;
  sink: SmtpSink;
  /** The newest e-mail to `address` whose subject contains `subject`. */
  mailTo(address: string, subject: string): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

const TSX = join("node_modules", ".bin", "tsx");

export interface TeamServerOptions {
  /** The first member's role (default admin). */
  role?: string;
  /** Settings over the defaults, e.g. a copy of content/ (CONTENT_ROOT, RELEASES_DIR). */
  env?: Record<string, string>;
}

export async function startTeamServer(
  port: number,
  adminEmail: string,
  options: TeamServerOptions = {},
): Promise<TeamServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "egn-team-e2e-"));
  const sink = await SmtpSink.start();
  const origin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SITE_ORIGIN: origin,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    LOG_LEVEL: "warn",
    MIN_FILL_MS: "0",
    RATE_LIMIT_MAX: "1000",
    DATABASE_URL: "",
    ...options.env,
  };
  const invite = spawnSync(
    TSX,
    [
      "server/cli/main.ts",
      "team",
      "invite",
      "--email",
      adminEmail,
      "--role",
      options.role ?? "admin",
    ],
    { env, encoding: "utf8" },
  );
  if (invite.status !== 0) throw new Error(`npm run team failed: ${invite.stderr}`);
  const adminInvitation = invite.stdout.trim().split("\n").at(-1)!;
  sink.messages.length = 0;

  const server: ChildProcess = spawn(TSX, ["server/main.ts"], { env, stdio: "inherit" });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  const stop = async () => {
    server.kill("SIGTERM");
    await exited;
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; ; waited += 200) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (waited > 90_000 || server.exitCode !== null) {
      await stop();
      throw new Error("team area test server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    origin,
    adminInvitation,
    sink,
    async mailTo(address, subject) {
      for (let waited = 0; waited < 10_000; waited += 100) {
        const mail = sink.messages
          .filter((m) => m.envelopeTo.includes(address) && m.subject.includes(subject))
          .at(-1);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no e-mail "${subject}" to ${address}`);
    },
    stop,
  };
}

/** The link in an e-mail's text. */
export function linkIn(text: string): string {
  const match = /(https?:\/\/\S+\?token=[\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
