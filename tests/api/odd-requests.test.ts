/**
 * Requests no browser sends but anyone can: encoded line breaks in the path, a malformed Host.
 * They get the site's normal answers (the 404 page, a 400), one log line at most, and nothing
 * on stderr. Runs when `npm run build` has been run (`npm test` builds first).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../../server/config";
import { startServer } from "../../server/server";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";

const build = join(projectRoot, "build");

describe.skipIf(!existsSync(join(build, "server", "index.js")))("odd requests", () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  const logs: string[] = [];
  const stderr = vi.spyOn(process.stderr, "write");
  const consoleError = vi.spyOn(console, "error");

  beforeAll(async () => {
    const created = await databases[0]!.create();
    dispose = created.dispose;
    const config = parseConfig({
      ...created.env,
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      TRUST_PROXY: "127.0.0.1",
    });
    ({ app } = await startServer(config, {
      buildDir: build,
      logStream: { write: (line: string) => void logs.push(line) },
    }));
    logs.length = 0;
  });

  afterEach(() => {
    logs.length = 0;
    stderr.mockClear();
    consoleError.mockClear();
  });

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    vi.restoreAllMocks();
  });

  /** Log lines other than the request's "incoming request" and "request completed". */
  const otherLogLines = () =>
    logs.filter((line) => !/"msg":"(incoming request|request completed)"/.test(line));

  it.each([
    ["/x%0a", "de"],
    ["/assets/x%0d", "de"],
    ["/en/%E2%80%A8", "en"],
    ["/team/%E2%80%A9", "de"],
    ["/home%0D%0A", "de"],
  ])("%s gets the normal 404 page, quietly", async (url, lang) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(otherLogLines()).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(stderr).not.toHaveBeenCalled();
  });

  it.each([
    [{ host: "a b" }],
    [{ host: "a/b" }],
    [{ host: "exa mple.org:3000" }],
    [{ "x-forwarded-host": "a b" }],
    [{ "x-forwarded-host": "a\\b" }],
  ])("a malformed host (%j) is answered 400, and its query is not logged", async (headers) => {
    const response = await app.inject({
      method: "GET",
      url: "/home?token=secret-token",
      headers: { "x-forwarded-for": "203.0.113.9", ...headers },
    });
    expect(response.statusCode).toBe(400);
    expect(logs.join("\n")).not.toContain("secret-token");
    expect(otherLogLines()).toEqual([]);
    expect(stderr).not.toHaveBeenCalled();
  });

  it("a form posted from another address of the server comes back with its values and where to go", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: {
        origin: "http://127.0.0.1:3000",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "name=Erika&email=erika%40example.org&message=Hallo+Team&website=",
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain("Hallo Team</textarea>");
    expect(response.body).toContain("öffnen Sie http://localhost:3000/contact");
  });

  it("a well-formed host still gets its page", async () => {
    for (const headers of [
      { host: "www.e-gnition.example" },
      { host: "[::1]:3000" },
      { host: "127.0.0.1:3000", "x-forwarded-host": "www.e-gnition.example" },
    ]) {
      const response = await app.inject({ method: "GET", url: "/contact?x=1", headers });
      expect(response.statusCode).toBe(200);
    }
  });
});
