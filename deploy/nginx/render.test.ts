import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS } from "../../server/http-timeouts";
import { PERMISSIONS_POLICY } from "../../server/security/headers";
import {
  NGINX,
  renderSite,
  renderStandalone,
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
    expect(site).toContain(`root ${join(dir, "build", "client")};`);
    expect(site).toContain(`include ${join(dir, "build", "nginx", "page-csp.map")};`);
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
    mkdirSync(join(dir, "build", "client"), { recursive: true });
    mkdirSync(join(dir, "build", "nginx"), { recursive: true });
    writeFileSync(join(dir, "build", "nginx", "page-csp.map"), `"/home" "default-src 'self'";\n`);
    const config = join(dir, "nginx.conf");
    writeFileSync(config, renderStandalone(dir, renderSite(options)));
    const result = spawnSync(NGINX, ["-t", "-p", dir, "-c", config], { encoding: "utf8" });
    expect(result.stderr).toContain("test is successful");
  });
});
