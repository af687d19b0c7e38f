/**
 * Fills in deploy/nginx/site.conf.template (see docs/deploy.md):
 *
 *   npx tsx deploy/nginx/render.ts --listen 80 --server-name www.example.org \
 *     --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 > /etc/nginx/conf.d/egnition.conf
 *
 * `--root` is the folder holding `build/` (default: this project), `--releases` the instances'
 * RELEASES_DIR (default: `build/releases` there). The test and the benchmark
 * also render a complete nginx.conf around it ({@link renderStandalone}).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { HTTP_TIMEOUTS } from "../../server/http-timeouts";

/** The nginx binary the test and the benchmark run (Debian's package). */
export const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/** Debian's `libnginx-mod-http-brotli-static`. */
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

const TEMPLATE = fileURLToPath(new URL("site.conf.template", import.meta.url));
const PROJECT_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Failed requests (each resent to the next instance) within `fail_timeout` after which an
 * instance is left out: a dead one is out after a few instant refusals, while one stray error
 * does not take a healthy one out (with both out at once, nginx answers 502 itself).
 */
const MAX_FAILS = 3;

export interface SiteOptions {
  /** nginx `listen` parameters, e.g. `80` or `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** The folder holding the output of `npm run build`. */
  buildDir: string;
  /** The instances' RELEASES_DIR (default: `releases` in `buildDir`). */
  releasesDir?: string;
  /** API instances, `host:port`. */
  upstreams: string[];
  /** How long an instance that failed is left out before nginx tries it again. */
  failTimeoutSeconds: number;
  /** Serve the `.br` siblings (needs the brotli static module loaded). */
  brotli: boolean;
  /**
   * nginx `access_log` parameters: a file and a format (default: Debian's file, the template's
   * format without query strings).
   */
  accessLog?: string;
}

export const DEFAULT_ACCESS_LOG = "/var/log/nginx/access.log egn_without_query";

export function renderSite(options: SiteOptions): string {
  if (options.upstreams.length === 0) throw new Error("at least one --upstream is needed");
  const buildDir = resolve(options.buildDir);
  const values: Record<string, string> = {
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    SITE_DIR: join(resolve(options.releasesDir ?? join(buildDir, "releases")), "current", "site"),
    UPSTREAM_SERVERS: options.upstreams
      .map(
        (address) =>
          `    server ${address} max_fails=${MAX_FAILS} fail_timeout=${options.failTimeoutSeconds}s;`,
      )
      .join("\n"),
    ACCESS_LOG: options.accessLog ?? DEFAULT_ACCESS_LOG,
    UPSTREAM_KEEPALIVE_TIMEOUT: `${upstreamIdleSeconds(HTTP_TIMEOUTS.keepAliveMs)}s`,
    BROTLI_STATIC: options.brotli
      ? "    brotli_static on;"
      : "    # brotli_static on;  (no brotli module: browsers get the .gz files)",
  };
  return readFileSync(TEMPLATE, "utf8").replace(/@([A-Z_]+)@/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`unknown placeholder ${placeholder}`);
    return value;
  });
}

/**
 * How long nginx keeps an idle connection to an instance: a second less than the instance keeps
 * it, so nginx never sends a request on a connection the instance is closing at that moment
 * (that request fails, and the instance is left out for `fail_timeout`).
 */
export function upstreamIdleSeconds(instanceKeepAliveMs: number): number {
  return Math.max(1, Math.floor(instanceKeepAliveMs / 1000) - 1);
}

/** The access log of {@link renderStandalone}'s nginx, for `accessLog` of the site. */
export const standaloneAccessLog = (dir: string) => `${join(dir, "access.log")} upstreams`;

/**
 * A complete nginx.conf for an nginx of our own (`nginx -p <dir> -c <dir>/nginx.conf`): pid,
 * logs and temporary files under `dir`, running as the current user, the site included
 * (rendered with `accessLog: standaloneAccessLog(dir)`).
 */
export function renderStandalone(dir: string, site: string, workers = 1): string {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return [
    ...(existsSync(BROTLI_MODULE) ? [`load_module ${BROTLI_MODULE};`] : []),
    // As root, nginx would otherwise switch its workers to `nobody`.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    `worker_processes ${workers};`,
    `pid ${join(dir, "nginx.pid")};`,
    `error_log ${join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    '  log_format upstreams \'$remote_addr "$request_method $egn_log_path" $status "$upstream_addr" "$upstream_status"\';',
    `  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}`,
    "  sendfile on;",
    site,
    "}",
    "",
  ].join("\n");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      listen: { type: "string", default: "80" },
      "server-name": { type: "string", default: "_" },
      root: { type: "string", default: PROJECT_ROOT },
      releases: { type: "string" },
      upstream: { type: "string", multiple: true, default: [] },
      "fail-timeout": { type: "string", default: "10" },
      "no-brotli": { type: "boolean", default: false },
      "access-log": { type: "string", default: DEFAULT_ACCESS_LOG },
    },
  });
  process.stdout.write(
    renderSite({
      listen: values.listen,
      serverName: values["server-name"],
      buildDir: join(values.root, "build"),
      ...(values.releases && { releasesDir: values.releases }),
      upstreams: values.upstream,
      failTimeoutSeconds: Number(values["fail-timeout"]),
      brotli: !values["no-brotli"],
      accessLog: values["access-log"],
    }),
  );
}
