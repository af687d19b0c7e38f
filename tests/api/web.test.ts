import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { startServer } from "../../server/server";
import { databases } from "./helpers/databases";

const FORM_PAGE = `<!doctype html><html><body><form method="post" action="/api/contact">
<input type="hidden" name="_csrf" value="__XSRF_TOKEN__">
<input type="hidden" name="startedAt" value="__FORM_STARTED_AT__">
<input type="hidden" name="_idempotency" value="__FORM_IDEMPOTENCY_KEY__">
${"<p>Kontakt</p>".repeat(100)}</form></body></html>`;

/** A stand-in for the React Router server build: what it answers, per path. */
async function fakeReactRouter(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname === "/")
    return new Response(null, { status: 301, headers: { location: "/home" } });
  if (url.pathname === "/team/1999.data")
    return new Response("[data]", { headers: { "content-type": "text/x-script" } });
  const html =
    url.pathname === "/contact"
      ? FORM_PAGE.replace("Kontakt", `Fehler: ${url.searchParams.get("fehler")}`)
      : "<h1>Seite nicht gefunden</h1>";
  return new Response(html, {
    status: url.pathname === "/contact" ? 200 : 404,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

describe("serving the site", () => {
  let app: FastifyInstance;
  let dir: string;
  let dispose: () => Promise<void>;

  function write(path: string, content: string | Buffer) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "egn-build-"));
    write("client/home/index.html", "<h1>Startseite</h1>");
    write("client/home.data", "[home-data]");
    write("client/contact/index.html", FORM_PAGE);
    write("client/imprint.html", "<h1>Impressum</h1>");
    write("client/assets/app-1234abcd.js", "console.log('app');");
    write("client/assets/app-1234abcd.js.br", brotliCompressSync("console.log('app');"));
    write("client/robots.txt", "User-agent: *");
    const created = await databases[0]!.create();
    dispose = created.dispose;
    const config = parseConfig({ ...created.env, LOG_LEVEL: "silent", NODE_ENV: "test" });
    ({ app } = await startServer(config, { buildDir: dir, webHandler: fakeReactRouter }));
  });

  afterAll(async () => {
    await app.close();
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  it("serves prerendered pages as HTML that browsers revalidate", async () => {
    const response = await get("/home");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe("<h1>Startseite</h1>");
    expect((await get("/imprint")).body).toBe("<h1>Impressum</h1>");
    expect(String(response.headers["set-cookie"])).toMatch(/^XSRF-TOKEN=/);
  });

  it("answers HEAD with headers only", async () => {
    const response = await app.inject({ method: "HEAD", url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe("19");
    expect(response.body).toBe("");
  });

  it("serves route data files and other static files", async () => {
    const data = await get("/home.data");
    expect(data.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(data.body).toBe("[home-data]");
    const robots = await get("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("serves hashed assets for a year, precompressed when accepted, with ETag revalidation", async () => {
    const plain = await get("/assets/app-1234abcd.js");
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["set-cookie"]).toBeUndefined();
    const br = await get("/assets/app-1234abcd.js", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    const notModified = await get("/assets/app-1234abcd.js", {
      "if-none-match": String(plain.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
  });

  it("fills in the form placeholders per visitor and compresses the page", async () => {
    const response = await get("/contact", {
      cookie: "XSRF-TOKEN=" + "t".repeat(43),
      "accept-encoding": "gzip",
    });
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const html = gunzipSync(response.rawPayload).toString("utf8");
    expect(html).toContain(`name="_csrf" value="${"t".repeat(43)}"`);
    expect(html).toMatch(/name="startedAt" value="\d{13}"/);
    expect(html).toMatch(/name="_idempotency" value="[0-9a-f-]{36}"/);
    expect(html).not.toContain("__");
  });

  it("renders a page with a query string (the form's ?fehler=) instead of the prerendered file", async () => {
    const response = await get("/contact?fehler=email");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Fehler: email");
    expect(response.body).not.toContain("__XSRF_TOKEN__");
  });

  it("passes React Router's status codes and redirects through", async () => {
    const missing = await get("/gibt-es-nicht");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Seite nicht gefunden");
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    const root = await get("/");
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe("/home");
    const data = await get("/team/1999.data");
    expect(data.statusCode).toBe(200);
    expect(data.body).toBe("[data]");
    expect(data.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(data.headers["set-cookie"])).toMatch(/^XSRF-TOKEN=/);
  });

  it("redirects paths with a trailing slash, keeping the query and staying on this site", async () => {
    const response = await get("/home/?a=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/home?a=1");
    expect((await get("//evil.example/")).headers.location).toBe("/evil.example");
  });

  it("answers unknown API paths with JSON, never with the site", async () => {
    const response = await get("/api/unbekannt");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Nicht gefunden." });
  });

  it("never serves files outside the build", async () => {
    for (const url of ["/../package.json", "/%2e%2e/package.json", "/assets/../../package.json"]) {
      const response = await get(url);
      expect(response.body).not.toContain('"name"');
    }
  });
});

describe("serving without a build", () => {
  it("still answers the API, and 404 for pages", async () => {
    const created = await databases[0]!.create();
    const config = parseConfig({ ...created.env, LOG_LEVEL: "silent", NODE_ENV: "test" });
    const { app } = await startServer(config, { buildDir: join(tmpdir(), "egn-no-build-here") });
    try {
      expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      expect((await app.inject({ method: "GET", url: "/home" })).statusCode).toBe(404);
    } finally {
      await app.close();
      await created.dispose();
    }
  });
});
