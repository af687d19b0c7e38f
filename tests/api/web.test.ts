import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { startServer } from "../../server/server";
import { projectRoot } from "../../server/site";
import { databases } from "./helpers/databases";

const FORM_PAGE = `<!doctype html><html><body><form method="post" action="/api/contact">
<input type="hidden" name="_csrf" value="__XSRF_TOKEN__">
<input type="hidden" name="startedAt" value="__FORM_STARTED_AT__">
<input type="hidden" name="_idempotency" value="__FORM_IDEMPOTENCY_KEY__">
${"<p>Kontakt</p>".repeat(100)}</form></body></html>`;

/** Lazy route discovery's answer: JSON that browsers and shared caches keep for a year. */
const MANIFEST = JSON.stringify(
  Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`routes/page-${i}`, { id: `routes/page-${i}` }]),
  ),
);
const IMMUTABLE = "public, max-age=31536000, immutable";
/** More than the web layer reads whole to compress. */
const BIG_TEXT_BYTES = 1024 * 1024 + 300_000;

/** A body sent in chunks of 64 KB, as a stream. */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      const size = Math.min(64 * 1024, bytes - sent);
      if (size <= 0) return controller.close();
      controller.enqueue(new Uint8Array(size).fill(97));
      sent += size;
    },
  });
}

/** Answers of the stand-in other than pages, by path. */
const RESOURCES: Record<string, () => Response> = {
  "/": () => new Response(null, { status: 301, headers: { location: "/home" } }),
  "/team/1999.data": () => new Response("[data]", { headers: { "content-type": "text/x-script" } }),
  "/__manifest": () =>
    new Response(MANIFEST, {
      headers: { "content-type": "application/json", "cache-control": IMMUTABLE, etag: '"m1"' },
    }),
  "/logo.png": () => new Response("x".repeat(4096), { headers: { "content-type": "image/png" } }),
  "/precompressed.txt": () =>
    new Response(gzipSync("x".repeat(4096)), {
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
    }),
  "/big.txt": () =>
    new Response(chunkedBody(BIG_TEXT_BYTES), { headers: { "content-type": "text/plain" } }),
  "/account": () =>
    new Response("{}", {
      headers: [
        ["content-type", "application/json"],
        ["cache-control", "private, no-store"],
        ["set-cookie", "a=1; Path=/"],
        ["set-cookie", "b=2; Path=/"],
      ],
    }),
};

/** A stand-in for the React Router server build: what it answers, per path. */
async function fakeReactRouter(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const resource = RESOURCES[url.pathname];
  if (resource) return resource();
  const html =
    url.pathname === "/contact"
      ? FORM_PAGE.replace("Kontakt", `Fehler: ${url.searchParams.get("fehler")}`)
      : "<h1>Seite nicht gefunden</h1>";
  return new Response(html, {
    status: url.pathname === "/contact" ? 200 : 404,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

/** The cookie of a visitor who has been here before. */
const VISITOR_COOKIE = `XSRF-TOKEN=${"v".repeat(43)}`;

/** The site with a small build of its own and the stand-in for React Router. */
async function startSite() {
  const dir = mkdtempSync(join(tmpdir(), "egn-build-"));
  function write(path: string, content: string | Buffer) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  write("client/home/index.html", "<h1>Startseite</h1>");
  write("client/home.data", "[home-data]");
  write("client/contact/index.html", FORM_PAGE);
  write("client/imprint.html", "<h1>Impressum</h1>");
  write("client/assets/app-1234abcd.js", "console.log('app');");
  write("client/assets/app-1234abcd.js.br", brotliCompressSync("console.log('app');"));
  write("client/robots.txt", "User-agent: *");
  write("client/favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const created = await databases[0]!.create();
  const config = parseConfig({ ...created.env, LOG_LEVEL: "silent", NODE_ENV: "test" });
  const { app } = await startServer(config, { buildDir: dir, webHandler: fakeReactRouter });
  return { app, dir, dispose: created.dispose };
}

/** A site started before the tests of the enclosing `describe` and removed after them. */
function useSite(): { readonly app: FastifyInstance } {
  let started: Awaited<ReturnType<typeof startSite>> | undefined;
  beforeAll(async () => {
    started = await startSite();
  });
  afterAll(async () => {
    if (!started) return;
    await started.app.close();
    await started.dispose();
    rmSync(started.dir, { recursive: true, force: true });
  });
  return {
    get app() {
      if (!started) throw new Error("the site is not started yet");
      return started.app;
    },
  };
}

describe("serving the site", () => {
  const site = useSite();

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers });

  it("serves prerendered pages as HTML that browsers revalidate", async () => {
    const response = await get("/home", { cookie: VISITOR_COOKIE });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe("<h1>Startseite</h1>");
    expect((await get("/imprint")).body).toBe("<h1>Impressum</h1>");
  });

  it("answers HEAD with headers only", async () => {
    const response = await site.app.inject({ method: "HEAD", url: "/home" });
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
    const account = await get("/account", { cookie: VISITOR_COOKIE });
    expect(account.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(account.headers["cache-control"]).toBe("private, no-store");
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

describe("the CSRF cookie goes out only with answers no shared cache keeps", () => {
  const site = useSite();

  /** A first visit: no cookie yet. */
  const visit = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers });

  function newToken(response: LightMyRequestResponse): string | undefined {
    return /^XSRF-TOKEN=([\w-]{43});/.exec(String(response.headers["set-cookie"]))?.[1];
  }

  it("pages hand it out and are private then", async () => {
    for (const url of ["/home", "/imprint", "/gibt-es-nicht", "/contact?fehler=email"]) {
      const response = await visit(url);
      expect(newToken(response), url).toBeDefined();
      expect(response.headers["cache-control"], url).toBe("private, no-cache");
    }
    const page = await visit("/home");
    const revalidated = await visit("/home", { "if-none-match": String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe("private, no-cache");
    expect(newToken(revalidated)).toBeDefined();
  });

  it("a form page's hidden field holds the very token of its cookie", async () => {
    const response = await visit("/contact");
    const token = newToken(response);
    expect(token).toBeDefined();
    expect(response.body).toContain(`name="_csrf" value="${token}"`);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("pages for a visitor who has it stay shareable (no cookie, no private)", async () => {
    const response = await visit("/home", { cookie: VISITOR_COOKIE });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("/api/csrf hands it out, never stored", async () => {
    const response = await visit("/api/csrf");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(newToken(response)).toBe((response.json() as { token: string }).token);
  });

  it("static files and React Router's cacheable answers never carry it", async () => {
    for (const url of [
      "/assets/app-1234abcd.js",
      "/robots.txt",
      "/home.data",
      "/favicon.svg",
      "/__manifest?p=/home&version=1&paths=/home",
      "/team/1999.data",
      "/",
    ]) {
      const response = await visit(url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.headers["set-cookie"], url).toBeUndefined();
    }
  });
});

describe("compressing React Router's other answers", () => {
  const site = useSite();

  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers });
  const manifest = (acceptEncoding?: string) =>
    site.app.inject({
      method: "GET",
      url: "/__manifest?p=/home&version=1&paths=/home",
      headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
    });

  it("with brotli or gzip as accepted, keeping React Router's headers", async () => {
    const br = await manifest("gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(br.headers["content-type"]).toBe("application/json");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(MANIFEST.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(MANIFEST);
    expect(br.headers.etag).toBe('"m1-br"');
    const gzip = await manifest("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.etag).toBe('"m1-gzip"');
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(MANIFEST);
  });

  it("not for clients that accept neither (but caches learn that it depends)", async () => {
    const plain = await manifest();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.headers.etag).toBe('"m1"');
    expect(plain.body).toBe(MANIFEST);
  });

  it("not for small bodies, binary types or bodies already encoded", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const small = await get("/team/1999.data", headers);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("[data]");
    const image = await get("/logo.png", headers);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const encoded = await get("/precompressed.txt", headers);
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(encoded.rawPayload).toString("utf8")).toBe("x".repeat(4096));
  });

  it("streams bodies over 1 MB through unchanged", async () => {
    const response = await get("/big.txt", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.rawPayload.length).toBe(BIG_TEXT_BYTES);
    expect(response.rawPayload.every((byte) => byte === 97)).toBe(true);
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

// React Router's own lazy route discovery: runs when `npm run build` has been run.
const realBuild = join(projectRoot, "build");
const realServerBuild = join(realBuild, "server", "index.js");
describe.skipIf(!existsSync(realServerBuild))("the built site's route manifest", () => {
  it("comes compressed and without a cookie", async () => {
    const { assets } = (await import(pathToFileURL(realServerBuild).href)) as ServerBuild;
    const created = await databases[0]!.create();
    const config = parseConfig({ ...created.env, LOG_LEVEL: "silent", NODE_ENV: "test" });
    const { app } = await startServer(config, { buildDir: realBuild });
    try {
      const response = await app.inject({
        method: "GET",
        url: `/__manifest?p=/home&version=${assets.version}&paths=/home,/news,/contact`,
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toMatch(/^public\b/);
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(response.headers["content-encoding"]).toBe("br");
      const manifest = JSON.parse(brotliDecompressSync(response.rawPayload).toString("utf8"));
      expect(Object.keys(manifest)).toContain("root");
    } finally {
      await app.close();
      await created.dispose();
    }
  });
});
