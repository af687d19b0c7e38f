import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS } from "../../server/http-timeouts";
import { PERMISSIONS_POLICY } from "../../server/security/headers";
import { SPECULATION_RULES_PATH, SPECULATION_RULES_TYPE } from "../../server/web/speculation-rules";
import {
  NGINX,
  renderSite,
  renderStandalone,
  standaloneAccessLog,
  upstreamIdleSeconds,
  type SiteOptions,
} from "./render";

const dir = mkdtempSync(join(tmpdir(), "egn-nginx-render-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const options: SiteOptions = {
  listen: "127.0.0.1:4299",
  serverName: "www.e-gnition.example",
  buildDir: join(dir, "build"),
  upstreams: ["10.0.0.11:3000", "10.0.0.12:3000"],
  failTimeoutSeconds: 10,
  brotli: false,
};

describe("renderSite", () => {
  it("fills in every placeholder", () => {
    const site = renderSite(options);
    expect(site).not.toMatch(/@[A-Z_]+@/);
    expect(site).toContain("server 10.0.0.11:3000 max_fails=3 fail_timeout=10s;");
    expect(site).toContain("server 10.0.0.12:3000 max_fails=3 fail_timeout=10s;");
    expect(site).toMatch(/^\s*keepalive_timeout 4s;/m);
    expect(site).toContain(`root ${join(dir, "build", "releases", "current", "site")};`);
    expect(renderSite({ ...options, releasesDir: "/srv/releases" })).toContain(
      "root /srv/releases/current/site;",
    );
    expect(site).not.toMatch(/^\s*brotli_static on;/m);
    expect(renderSite({ ...options, brotli: true })).toMatch(/^\s*brotli_static on;/m);
  });

  it("sends the app's Permissions-Policy and passes the team area to the app", () => {
    const site = renderSite(options);
    expect(site).toContain(`"${PERMISSIONS_POLICY}"`);
    expect(site).toMatch(
      /location \/intern \{\s*client_max_body_size 64k;\s*proxy_pass http:\/\/egnition_app;/,
    );
  });

  it("lets nginx drop an idle connection to an instance before the instance does", () => {
    expect(upstreamIdleSeconds(5_000)).toBe(4);
    expect(upstreamIdleSeconds(HTTP_TIMEOUTS.keepAliveMs) * 1000).toBeLessThan(
      HTTP_TIMEOUTS.keepAliveMs,
    );
    expect(upstreamIdleSeconds(1_500)).toBe(1);
  });

  it("needs at least one instance", () => {
    expect(() => renderSite({ ...options, upstreams: [] })).toThrow(/upstream/);
  });

  it.skipIf(!existsSync(NGINX))("is a configuration nginx accepts (nginx -t)", () => {
    mkdirSync(join(dir, "build", "releases"), { recursive: true });
    const config = join(dir, "nginx.conf");
    writeFileSync(
      config,
      renderStandalone(dir, renderSite({ ...options, accessLog: standaloneAccessLog(dir) })),
    );
    const result = spawnSync(NGINX, ["-t", "-p", dir, "-c", config], { encoding: "utf8" });
    expect(result.stderr).toContain("test is successful");
  });

  it.skipIf(!existsSync(NGINX))(
    "serves the current release's files itself and passes pages to the instances",
    async () => {
      const root = join(dir, "speculation");
      const releases = join(root, "build", "releases");
      const client = join(releases, "20260101-000000-000000", "site");
      mkdirSync(join(client, "home"), { recursive: true });
      symlinkSync("20260101-000000-000000", join(releases, "current"));
      writeFileSync(join(client, "home", "index.html"), "<!doctype html><title>Home</title>");
      writeFileSync(join(client, "favicon.svg"), "<svg></svg>");
      mkdirSync(join(client, "assets", "images"), { recursive: true });
      writeFileSync(join(client, "assets", "images", "testtag-abc-1200.jpg"), "JPEG");
      writeFileSync(join(client, "assets", "images", "images-abc.css"), ".img{}");
      writeFileSync(join(client, "speculation-rules.json"), '{"prefetch":[]}');
      const config = join(root, "nginx.conf");
      const site = renderSite({
        ...options,
        listen: "127.0.0.1:4298",
        buildDir: join(root, "build"),
        // Only this machine: an instance nobody listens on, so that a page answers 502.
        upstreams: [`127.0.0.1:${await freePort()}`],
      });
      writeFileSync(config, renderStandalone(root, site));
      const nginx = spawn(NGINX, ["-p", root, "-c", config, "-g", "daemon off;"], {
        stdio: "ignore",
      });
      try {
        const get = async (path: string) => {
          for (let attempt = 0; ; attempt++) {
            try {
              return await fetch(`http://127.0.0.1:4298${path}`);
            } catch (error) {
              if (attempt > 50) throw error;
              await new Promise((done) => setTimeout(done, 100));
            }
          }
        };
        // Pages come from the instances (none listens here), which send each page's own CSP.
        expect((await get("/home")).status).toBe(502);
        const file = await get("/favicon.svg");
        expect(file.status).toBe(200);
        expect(file.headers.get("speculation-rules")).toBeNull();
        expect(file.headers.get("cross-origin-resource-policy")).toBe("same-origin");
        // The images mails show load from webmail's origin too (as server/web.ts sends them).
        const image = await get("/assets/images/testtag-abc-1200.jpg");
        expect(image.status).toBe(200);
        expect(image.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
        const styles = await get("/assets/images/images-abc.css");
        expect(styles.headers.get("cross-origin-resource-policy")).toBe("same-origin");
        const rules = await get(SPECULATION_RULES_PATH);
        expect(rules.headers.get("content-type")).toBe(SPECULATION_RULES_TYPE);
        expect(rules.headers.get("x-content-type-options")).toBe("nosniff");
        expect(await rules.json()).toEqual({ prefetch: [] });
      } finally {
        nginx.kill();
      }
    },
  );
});

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A GET with headers as written (fetch would not send a malformed Host). */
function get(port: number, path: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on("error", reject)
      .end();
  });
}

describe.skipIf(!existsSync(NGINX))("the site running in nginx", () => {
  it("logs no query strings and lets no client choose X-Forwarded-Host", async () => {
    const seen: IncomingHttpHeaders[] = [];
    const upstream = createServer((request, response) => {
      seen.push(request.headers);
      response.end("ok");
    }).listen(0, "127.0.0.1");
    await new Promise((resolve) => upstream.once("listening", resolve));
    const prefix = mkdtempSync(join(tmpdir(), "egn-nginx-run-"));
    mkdirSync(join(prefix, "build", "client"), { recursive: true });
    mkdirSync(join(prefix, "build", "nginx"), { recursive: true });
    writeFileSync(join(prefix, "build", "nginx", "page-csp.map"), "");
    const port = await freePort();
    const site = renderSite({
      ...options,
      listen: `127.0.0.1:${port}`,
      buildDir: join(prefix, "build"),
      upstreams: [`127.0.0.1:${(upstream.address() as AddressInfo).port}`],
      accessLog: `${join(prefix, "site.log")} egn_without_query`,
    });
    writeFileSync(join(prefix, "nginx.conf"), renderStandalone(prefix, site));
    const nginx = spawn(NGINX, [
      "-p",
      prefix,
      "-c",
      join(prefix, "nginx.conf"),
      "-g",
      "daemon off;",
    ]);
    try {
      let status = 0;
      for (let tries = 0; status === 0 && tries < 50; tries += 1) {
        status = await get(port, "/newsletter/bestaetigen?token=secret-1", {
          host: "www.e-gnition.example",
          "x-forwarded-host": "evil.example",
          referer: "http://www.e-gnition.example/newsletter/abmelden?token=secret-2",
        }).catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return 0;
        });
      }
      expect(status).toBe(200);
      expect(seen.at(-1)?.["x-forwarded-host"]).toBe("www.e-gnition.example");
      expect(await get(port, "/home?token=secret-3", { host: "a b" })).toBe(400);

      const log = readFileSync(join(prefix, "site.log"), "utf8");
      expect(log).toMatch(/^\[[^\]]+\] "GET \/newsletter\/bestaetigen HTTP\/1\.1" 200 /m);
      expect(log).not.toMatch(/secret|127\.0\.0\.1|abmelden/);
    } finally {
      if (nginx.exitCode === null) {
        nginx.kill("SIGQUIT");
        await new Promise((resolve) => nginx.once("exit", resolve));
      }
      upstream.close();
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
