import { spawn, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  NGINX,
  renderSite,
  renderStandalone,
  standaloneAccessLog,
} from "../../../deploy/nginx/render";
import { postgres } from "../../api/helpers/databases";
import { SmtpSink } from "../../api/helpers/smtp-sink";
import type { ScenarioContext } from "../../reliability/lib/scenario";
import {
  projectRoot,
  ServerProcess,
  sleep,
  waitUntil,
  type ServerEnv,
} from "../../reliability/lib/server-process";

/** The server on which a fresh database is created (and dropped afterwards). */
export const ADMIN_DATABASE_URL =
  process.env.SCALE_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";

const BUILD_FILES = ["build/server/index.js", "build/releases/current"];

/** What is missing for the stack (a build, nginx), as a sentence; undefined when nothing is. */
export function missingPrerequisite(): string | undefined {
  const missing = BUILD_FILES.filter((file) => !existsSync(join(projectRoot, file)));
  if (missing.length > 0) return `no build (${missing.join(", ")} missing): run \`npm run build\``;
  if (!existsSync(NGINX)) return `nginx not found at ${NGINX} (apt-get install nginx)`;
  return undefined;
}

export interface StackOptions {
  /** nginx listens on `basePort`, the SMTP sink on +1, the instances on +2, +3, … */
  basePort: number;
  instances: number;
  /** Environment of every instance, over the stack's own. */
  env?: ServerEnv;
  nginxWorkers?: number;
}

/**
 * A copy of content/ and a releases folder of the stack's own, holding the build's current
 * release (its files hard-linked), so that a release made in the stack touches neither.
 */
function siteCopy(ctx: ScenarioContext) {
  const dir = mkdtempSync(join(tmpdir(), "egn-scale-site-"));
  ctx.defer(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(join(projectRoot, "content"), join(dir, "content"), { recursive: true });
  const releasesDir = join(dir, "releases");
  mkdirSync(releasesDir);
  const built = join(projectRoot, "build", "releases");
  const id = readlinkSync(join(built, "current"));
  const copied = spawnSync("cp", ["-al", join(built, id), join(releasesDir, id)]);
  if (copied.status !== 0) throw new Error(`cp -al failed: ${String(copied.stderr)}`);
  symlinkSync(id, join(releasesDir, "current"));
  return { contentRoot: dir, releasesDir };
}

/**
 * A fresh PostgreSQL database (migrated once with `npm run db:migrate`), an SMTP sink, API
 * instances (server/main.ts) on a copy of the site (siteCopy) and nginx with deploy/nginx's
 * configuration in front, all on 127.0.0.1; everything is stopped and the database dropped
 * when the scenario ends.
 */
export async function startStack(ctx: ScenarioContext, options: StackOptions) {
  const database = await postgres(ADMIN_DATABASE_URL).create();
  ctx.defer(database.dispose);
  const DATABASE_URL = database.env.DATABASE_URL!;
  const migrated = spawnSync(
    process.execPath,
    ["--import", "tsx", "server/cli/main.ts", "migrate"],
    {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL, LOG_LEVEL: "warn" },
      encoding: "utf8",
    },
  );
  if (migrated.status !== 0) throw new Error(`npm run db:migrate failed:\n${migrated.stderr}`);

  const sink = await SmtpSink.start(options.basePort + 1);
  ctx.defer(() => sink.stop());
  const origin = `http://127.0.0.1:${options.basePort}`;
  const { contentRoot, releasesDir } = siteCopy(ctx);
  const env: ServerEnv = {
    DATABASE_URL,
    CONTENT_ROOT: contentRoot,
    RELEASES_DIR: releasesDir,
    SMTP_URL: sink.url,
    SITE_ORIGIN: origin,
    TRUST_PROXY: "127.0.0.1",
    ...options.env,
  };
  const ports = Array.from({ length: options.instances }, (_, i) => options.basePort + 2 + i);
  const instances = await Promise.all(ports.map((port) => ServerProcess.start(ctx, env, { port })));

  const dir = mkdtempSync(join(tmpdir(), "egn-nginx-"));
  ctx.defer(() => rmSync(dir, { recursive: true, force: true }));
  const site = renderSite({
    listen: `127.0.0.1:${options.basePort}`,
    serverName: "_",
    buildDir: join(projectRoot, "build"),
    releasesDir,
    upstreams: ports.map((port) => `127.0.0.1:${port}`),
    failTimeoutSeconds: 1,
    brotli: true,
    accessLog: standaloneAccessLog(dir),
  });
  writeFileSync(join(dir, "nginx.conf"), renderStandalone(dir, site, options.nginxWorkers));
  const nginx = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let nginxOutput = "";
  nginx.stderr.on("data", (chunk: Buffer) => (nginxOutput += chunk.toString("utf8")));
  const nginxExit = new Promise<number | null>((resolve) => nginx.on("exit", resolve));
  ctx.defer(async () => {
    nginx.kill("SIGQUIT");
    await Promise.race([nginxExit, sleep(5000).then(() => nginx.kill("SIGKILL"))]);
  });
  const up = await waitUntil(async () => {
    const answer = await fetch(`${origin}/robots.txt`).catch(() => undefined);
    return answer?.status === 200;
  }, 10_000);
  if (!up) {
    const errorLog = join(dir, "error.log");
    throw new Error(
      `nginx did not start: ${nginxOutput}${existsSync(errorLog) ? readFileSync(errorLog, "utf8") : ""}`,
    );
  }

  return {
    origin,
    port: options.basePort,
    env,
    /** The folder holding the stack's `content/`, and its RELEASES_DIR. */
    contentRoot,
    releasesDir,
    sink,
    instances,
    /** Starts instance `index` again (after it was stopped or killed) on its port. */
    async restart(index: number): Promise<ServerProcess> {
      const server = await ServerProcess.start(ctx, env, { port: ports[index]! });
      instances[index] = server;
      return server;
    },
    /** nginx's access log: `client "request" status "upstream addresses" "upstream statuses"`. */
    accessLog(): string[] {
      const file = join(dir, "access.log");
      return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    },
    errorLog(): string {
      const file = join(dir, "error.log");
      return existsSync(file) ? readFileSync(file, "utf8") : "";
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

/** The n-th of many loopback addresses (127.<net>.x.y), each a visitor of its own. */
export function visitorAddress(net: number, n: number): string {
  return `127.${net}.${Math.floor(n / 200) + 1}.${(n % 200) + 1}`;
}
