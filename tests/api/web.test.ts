import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import { startServer } from "../../server/server";
import { projectRoot } from "../../server/site";
import { fakeRelease } from "./helpers/fake-release";
import { databases } from "./helpers/databases";

const FORM_PAGE = `<!doctype html><html><body><form method="post" action="/api/contact">
<input type="text" name="website" value="">
${"<p>Kontakt</p>".repeat(100)}</form></body></html>`;

/** Lazy route discovery's answer: JSON that browsers and shared caches keep for a year. */
const MANIFEST = JSON.stringify(
  Object.fromEntries(
    Array.from({ length: 40 }, (_, i) => [`routes/page-${i}`, { id: `routes/page-${i}` }]),
  ),
);
const IMMUTABLE = "public, max-age=31536000, immutable";
const PAGE_CACHE = "public, max-age=0, s-maxage=300, stale-while-revalidate=60";
/** A long body that streams in many chunks. */
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
      ? FORM_PAGE.replace("Kontakt", `Kontakt, von: ${url.searchParams.get("quelle")}`)
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
  const write = fakeRelease(dir);
  write("home/index.html", "<h1>Startseite</h1>");
  write("home.data", "[home-data]");
  write("contact/index.html", FORM_PAGE);
  write("imprint.html", "<h1>Impressum</h1>");
  write("assets/app-1234abcd.js", "console.log('app');");
  write("assets/app-1234abcd.js.br", brotliCompressSync("console.log('app');"));
  write("assets/Logo-AB12cd34.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write("downloads/Satzung-2025.PDF", "%PDF-1.4");
  write("robots.txt", "User-agent: *");
  write("favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it("serves prerendered pages as HTML that shared caches keep and browsers revalidate", async () => {
    const response = await get("/home", { cookie: VISITOR_COOKIE });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(PAGE_CACHE);
    expect(response.body).toBe("<h1>Startseite</h1>");
    expect((await get("/imprint")).body).toBe("<h1>Impressum</h1>");
  });

  it("answers HEAD with headers only, the same as for GET", async () => {
    const response = await site.app.inject({ method: "HEAD", url: "/home" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe("19");
    expect(response.body).toBe("");
    const rendered = await site.app.inject({ method: "HEAD", url: "/gibt-es-nicht" });
    const { date: _a, ...headHeaders } = rendered.headers;
    const { date: _b, ...getHeaders } = (await get("/gibt-es-nicht")).headers;
    expect(rendered.statusCode).toBe(404);
    expect(rendered.body).toBe("");
    expect(headHeaders).toEqual(getHeaders);
  });

  it("serves route data files and other static files", async () => {
    const data = await get("/home.data");
    expect(data.headers["content-type"]).toMatch(/^text\/x-script/);
    expect(data.headers["cache-control"]).toBe(PAGE_CACHE);
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
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const notModified = await get("/assets/app-1234abcd.js", {
      "if-none-match": String(plain.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
  });

  it("serves a page with a form as built, the same for every visitor, compressed", async () => {
    const visitors = ["", VISITOR_COOKIE, `XSRF-TOKEN=${"t".repeat(43)}; other=1`];
    const answers = await Promise.all(
      visitors.map((cookie) => get("/contact", { cookie, "accept-encoding": "gzip" })),
    );
    for (const response of answers) {
      expect(response.headers["cache-control"]).toBe(PAGE_CACHE);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers["set-cookie"]).toBeUndefined();
      expect(gunzipSync(response.rawPayload).toString("utf8")).toBe(FORM_PAGE);
    }
  });

  it("renders a page with a query string (a campaign link) instead of the prerendered file", async () => {
    const response = await get("/contact?quelle=flyer", { cookie: VISITOR_COOKIE });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Kontakt, von: flyer");
    expect(response.headers["cache-control"]).toBe(PAGE_CACHE);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("passes React Router's status codes and redirects through", async () => {
    const missing = await get("/gibt-es-nicht");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("Seite nicht gefunden");
    expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
    const root = await get("/");
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe("/home");
    expect(root.headers["content-type"]).toBeUndefined();
    expect(root.body).toBe("");
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
    expect((await get("/%5C%5Cevil.example")).headers.location).toBe("/evil.example");
  });

  it.each([
    ["/HOME", "/home"],
    ["/Home/", "/home"],
    ["/home//", "/home"],
    ["/team/", "/team"],
    ["/team/2025/", "/team/2025"],
    ["/garage/EGN25", "/garage/egn25"],
    ["/garage/EGN25?x=A", "/garage/egn25?x=A"],
    ["/home%2f", "/home"],
    ["/home%2F%2F", "/home"],
    ["/%2f", "/"],
    ["/a%2F", "/a"],
    ["/%48ome", "/home"],
    ["/%C3%84RGER", "/%C3%A4rger"],
  ])("redirects %s to the page's one address %s", async (url, location) => {
    const response = await get(url);
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it("keeps the exact names of files and answers other spellings as missing pages", async () => {
    expect((await get("/assets/Logo-AB12cd34.svg")).statusCode).toBe(200);
    expect((await get("/downloads/Satzung-2025.PDF")).statusCode).toBe(200);
    const assetVariant = await get("/assets/logo-ab12cd34.svg");
    expect(assetVariant.statusCode).toBe(404);
    expect(assetVariant.headers.location).toBeUndefined();
    expect((await get("/downloads/satzung-2025.pdf")).statusCode).toBe(404);
  });

  it("never redirects a path to itself: every redirect ends at an answer", async () => {
    const urls = ["/home%2f", "/%2f", "/a%2F", "/%2F%2F%2F", "/%5C", "/.%2F..%2F", "/%2e%2e%2f"];
    for (const url of urls) {
      let current = url;
      for (let hop = 0; ; hop += 1) {
        const response = await get(current);
        if (response.statusCode !== 301) break;
        const next = String(response.headers.location);
        expect(next, url).not.toBe(current);
        expect(hop, url).toBeLessThan(2);
        current = next;
      }
    }
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

describe("the CSRF cookie comes only from /api/csrf", () => {
  const site = useSite();

  /** A first visit: no cookie yet. */
  const visit = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers });

  function newToken(response: LightMyRequestResponse): string | undefined {
    return /^XSRF-TOKEN=([\w-]{43});/.exec(String(response.headers["set-cookie"]))?.[1];
  }

  it("pages, files and React Router's answers never carry it", async () => {
    for (const url of [
      "/home",
      "/imprint",
      "/contact",
      "/contact?quelle=flyer",
      "/gibt-es-nicht",
      "/assets/app-1234abcd.js",
      "/robots.txt",
      "/home.data",
      "/favicon.svg",
      "/__manifest?p=/home&version=1&paths=/home",
      "/team/1999.data",
      "/",
      "/HOME",
    ]) {
      const response = await visit(url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.headers["set-cookie"], url).toBeUndefined();
      expect(String(response.headers["cache-control"]), url).not.toMatch(/private|no-store/);
    }
    const page = await visit("/home");
    const revalidated = await visit("/home", { "if-none-match": String(page.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["set-cookie"]).toBeUndefined();
  });

  it("/api/csrf hands it out, never stored, and keeps a valid one", async () => {
    const response = await visit("/api/csrf");
    expect(response.headers["cache-control"]).toBe("no-store");
    const token = newToken(response);
    expect(token).toBe((response.json() as { token: string }).token);
    const again = await visit("/api/csrf", { cookie: `XSRF-TOKEN=${token}` });
    expect(again.json()).toEqual({ token });
    expect(again.headers["set-cookie"]).toBeUndefined();
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
    expect(br.headers.vary).toBe("accept-encoding");
    expect(br.headers["cache-control"]).toBe(IMMUTABLE);
    expect(br.headers["content-type"]).toBe("application/json");
    expect(br.rawPayload.length).toBeLessThan(MANIFEST.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(MANIFEST);
    // The same validator for every encoding, so only a weak one.
    expect(br.headers.etag).toBe('W/"m1"');
    const gzip = await manifest("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(MANIFEST);
  });

  it("not for clients that accept neither (but caches learn that it depends)", async () => {
    const plain = await manifest();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.headers.etag).toBe('W/"m1"');
    expect(plain.body).toBe(MANIFEST);
  });

  it("not for binary types or bodies already encoded", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const image = await get("/logo.png", headers);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const encoded = await get("/precompressed.txt", headers);
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(encoded.rawPayload).toString("utf8")).toBe("x".repeat(4096));
  });

  it("compresses long streamed bodies as they stream", async () => {
    const response = await get("/big.txt", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.rawPayload.length).toBeLessThan(BIG_TEXT_BYTES / 100);
    const body = brotliDecompressSync(response.rawPayload);
    expect(body.length).toBe(BIG_TEXT_BYTES);
    expect(body.every((byte) => byte === 97)).toBe(true);
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
