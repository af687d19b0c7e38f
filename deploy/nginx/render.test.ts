import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { HTTP_TIMEOUTS } from "../../server/http-timeouts";
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from "../../server/web/speculation-rules";
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

  it.skipIf(!existsSync(NGINX))(
    "names the speculation rules on pages only, and serves them with their own type",
    async () => {
      const root = join(dir, "speculation");
      const client = join(root, "build", "client");
      mkdirSync(join(client, "home"), { recursive: true });
      mkdirSync(join(root, "build", "nginx"), { recursive: true });
      writeFileSync(join(client, "home", "index.html"), "<!doctype html><title>Home</title>");
      writeFileSync(join(client, "favicon.svg"), "<svg></svg>");
      writeFileSync(join(client, "speculation-rules.json"), '{"prefetch":[]}');
      writeFileSync(
        join(root, "build", "nginx", "page-csp.map"),
        `"/home" "default-src 'self'";\n"/home/index.html" "default-src 'self'";\n`,
      );
      const config = join(root, "nginx.conf");
      const site = renderSite({
        ...options,
        listen: "127.0.0.1:4298",
        buildDir: join(root, "build"),
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
        const page = await get("/home");
        expect(page.status).toBe(200);
        expect(page.headers.get("speculation-rules")).toBe(SPECULATION_RULES_HEADER);
        expect((await get("/favicon.svg")).headers.get("speculation-rules")).toBeNull();
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
