import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactAction } from "../../app/forms/page-actions.server";
import { buildApp, createLogger, type AppDeps } from "../../server/app";
import { parseConfig } from "../../server/config";
import { frameOrigin } from "../../server/security/page-csp";
import { projectRoot, readNewsletterFormUrl } from "../../server/site";
import { fakeRelease } from "./helpers/fake-release";
import { databases } from "./helpers/databases";
import { SITE_ORIGIN, validContact } from "./helpers/harness";

// jsdom (the component tests' DOM) ships no types; this test needs only its HTML parser.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

/** What every answer carries, whatever it is. */
const SUBRESOURCE_HEADERS = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
};
/** What every answer a browser may show as a document carries, on top (a CSP too). */
const DOCUMENT_HEADERS = {
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
};
/** Every document but a prerendered page, which is the same file for everyone (ADR 0153). */
const OPENER_POLICY = "same-origin";
const DENIED_FEATURES = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "interest-cohort",
  "browsing-topics",
];

// Inline scripts as React Router and React write them, plus the awkward cases: a module script,
// CRLF line breaks (the browser hashes them as LF), non-ASCII text, a duplicate, a JSON-LD data
// block (never run, so not needed) and an external script (allowed by 'self').
const HYDRATION = `window.__reactRouterContext = {"basename":"/","title":"Müller – Übersicht"};`;
const PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Start</title>
<script type="application/ld+json">{"@type":"SportsTeam","name":"e-gnition"}</script>
<script type="module" src="/assets/app-1234abcd.js"></script></head>
<body><h1>Startseite</h1>
<script>${HYDRATION}</script>
<script type="module" async="">import * as route0 from "/assets/app-1234abcd.js";\r\nwindow.__m = route0;\r\n</script>
<script id="_R_">requestAnimationFrame(function(){$RT=performance.now()});</script>
<script>${HYDRATION}</script>
</body></html>`;
const FORM_PAGE = `<!doctype html><html><body><form method="post" action="/api/contact">
<input type="text" name="website" value="">
${"<p>Kontakt</p>".repeat(100)}</form><script>window.__form = "kontakt";</script></body></html>`;

/** Answers of React Router that are not pages, by path. */
const RESOURCES: Record<string, [body: string, contentType: string]> = {
  "/team/1999.data": ["[data]", "text/x-script"],
  "/__manifest": ['{"routes/home":{}}'.repeat(100), "application/json"],
  "/sitemap.xml": ["<urlset/>", "application/xml"],
  "/worker.js": ["console.log('worker');".repeat(100), "text/javascript"],
};

let rendered = 0;
/** A stand-in for React Router: pages rendered per request get a different inline script each time. */
async function fakeReactRouter(request: Request, context = {}): Promise<Response> {
  const url = new URL(request.url);
  // A form posted without JavaScript: the contact page's own action (a redirect, once stored).
  if (request.method === "POST" && url.pathname === "/contact") {
    const answer = await contactAction({ request, context });
    if (answer instanceof Response) return answer;
  }
  const resource = RESOURCES[url.pathname];
  if (resource) return new Response(resource[0], { headers: { "content-type": resource[1] } });
  rendered += 1;
  const html =
    `<!doctype html><html><body><h1>${url.pathname === "/contact" ? "Kontakt" : "Nicht gefunden"}</h1>` +
    `<script>window.__reactRouterContext = {"render":${rendered},"query":"${url.search.slice(1)}"};</script>` +
    `<script type="module">import "/assets/app-1234abcd.js";</script></body></html>`;
  return new Response(html, {
    status: url.pathname === "/contact" ? 200 : 404,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

/** The directives of a CSP header by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? "")
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = "", ...values]) => [name, values]),
  );
}

/**
 * The hashes a browser needs for the page's inline scripts, found by a real HTML parser (jsdom)
 * rather than by the server's own code.
 */
function hashesOfInlineScripts(html: string): string[] {
  const { document } = new JSDOM(html).window;
  // The scripts a form page holds in a <template> until a form is used run then: they count.
  const scriptsIn = (root: ParentNode): HTMLScriptElement[] => [
    ...root.querySelectorAll("script"),
    ...[...root.querySelectorAll("template")].flatMap((template) => scriptsIn(template.content)),
  ];
  const hashes = scriptsIn(document)
    .filter((script) => !script.hasAttribute("src"))
    .filter((script) => !/json/i.test(script.getAttribute("type") ?? ""))
    .map((script) => createHash("sha256").update(script.textContent, "utf8").digest("base64"))
    .map((hash) => `'sha256-${hash}'`);
  return [...new Set(hashes)].sort();
}

function expectNoBanner(response: LightMyRequestResponse) {
  expect(response.headers.server).toBeUndefined();
  expect(response.headers["x-powered-by"]).toBeUndefined();
}

function expectDocumentHeaders(response: LightMyRequestResponse, prerendered = false) {
  expect(response.headers).toMatchObject({ ...SUBRESOURCE_HEADERS, ...DOCUMENT_HEADERS });
  expect(response.headers["cross-origin-opener-policy"]).toBe(
    prerendered ? undefined : OPENER_POLICY,
  );
  const permissions = String(response.headers["permissions-policy"]);
  for (const feature of DENIED_FEATURES) expect(permissions).toContain(`${feature}=()`);
  expectNoBanner(response);
}

/** Scripts, style sheets and fonts: no header that only a document would read. */
function expectSubresourceHeaders(response: LightMyRequestResponse, url: string) {
  expect(response.headers, url).toMatchObject(SUBRESOURCE_HEADERS);
  for (const name of [
    "content-security-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "referrer-policy",
  ])
    expect(response.headers[name], `${url}: ${name}`).toBeUndefined();
  expectNoBanner(response);
}

/**
 * Headers of an HTML page: its own CSP, allowing exactly its inline scripts; an opener policy
 * unless it is a prerendered file.
 */
function expectPageHeaders(
  response: LightMyRequestResponse,
  options: { frameSrc?: string; prerendered?: boolean } = {},
) {
  expectDocumentHeaders(response, options.prerendered);
  const csp = directives(String(response.headers["content-security-policy"]));
  expect(Object.fromEntries(csp)).toMatchObject({
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "style-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": [options.frameSrc ?? "'none'"],
  });
  const [self, ...hashes] = csp.get("script-src") ?? [];
  expect(self).toBe("'self'");
  expect(hashes.every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source))).toBe(true);
  expect([...hashes].sort()).toEqual(hashesOfInlineScripts(response.body));
  return csp;
}

/** Everything that is not a page: nothing may load or frame it. */
function expectStrictHeaders(response: LightMyRequestResponse) {
  expectDocumentHeaders(response);
  expect(
    Object.fromEntries(directives(String(response.headers["content-security-policy"]))),
  ).toEqual({
    "default-src": ["'none'"],
    "frame-ancestors": ["'none'"],
  });
}

interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function startApp(env: Record<string, string>, deps: AppDeps): Promise<TestApp> {
  const created = await databases[0]!.create();
  const config = parseConfig({
    ...created.env,
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SITE_ORIGIN,
    MIN_FILL_MS: "0",
    ...env,
  });
  const app = await buildApp(config, { logger: createLogger(config), ...deps });
  return {
    app,
    close: async () => {
      await app.close();
      await created.dispose();
    },
  };
}

describe("security headers", () => {
  let dir: string;
  let site: TestApp;
  let app: FastifyInstance;

  let write: (path: string, content: string | Buffer) => void;

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "egn-sec-build-"));
    write = fakeRelease(dir);
    write("home/index.html", PAGE);
    write("contact/index.html", FORM_PAGE);
    write("assets/app-1234abcd.js", "console.log('app');");
    write("assets/app-1234abcd.js.br", brotliCompressSync("console.log('app');"));
    write("assets/app-1234abcd.css", "h1 { color: red; }");
    write("assets/inter-1234abcd.woff2", "wOF2");
    write("favicon.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
    write("assets/images/testtag-abc-1200.jpg", "JPEG");
    write("assets/images/images-abc.css", ".img { color: red; }");
    write("files/satzung.pdf", "%PDF-1.4");
    write("robots.txt", "User-agent: *");
    write("manifest.webmanifest", '{"name":"e-gnition"}');
    site = await startApp(
      {},
      { buildDir: dir, webHandler: fakeReactRouter, newsletterFormUrl: "" },
    );
    app = site.app;
  });

  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe("on pages", () => {
    it("a prerendered page allows exactly its inline scripts, and no inline script else", async () => {
      const response = await get("/home");
      expect(response.statusCode).toBe(200);
      const csp = expectPageHeaders(response, { prerendered: true });
      // Two distinct hydration scripts, the module script and React's: JSON-LD needs no hash.
      expect(csp.get("script-src")).toHaveLength(1 + 3);
      expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
      expect(csp.has("upgrade-insecure-requests")).toBe(false);
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      // The same (cached) policy for HEAD, a compressed answer and a 304.
      const head = await app.inject({ method: "HEAD", url: "/home" });
      const gzip = await get("/home", { "accept-encoding": "gzip" });
      const notModified = await get("/home", { "if-none-match": String(response.headers.etag) });
      expect(notModified.statusCode).toBe(304);
      for (const other of [head, gzip, notModified]) {
        expect(other.headers["content-security-policy"]).toBe(
          response.headers["content-security-policy"],
        );
        expect(other.headers["cross-origin-opener-policy"]).toBeUndefined();
      }
    });

    it("a page with a form gets the hashes of the page as filled in for the visitor", async () => {
      const response = await get("/contact");
      expect(response.body).not.toContain("__XSRF_TOKEN__");
      const csp = expectPageHeaders(response, { prerendered: true });
      expect(csp.get("script-src")).toHaveLength(2);
    });

    it("a page rendered on request (404) gets the hashes of that very answer", async () => {
      const first = await get("/gibt-es-nicht");
      const second = await get("/gibt-es-nicht");
      expect(first.statusCode).toBe(404);
      expect(first.headers["content-type"]).toBe("text/html; charset=utf-8");
      expectPageHeaders(first);
      expectPageHeaders(second);
      expect(first.headers["content-security-policy"]).not.toBe(
        second.headers["content-security-policy"],
      );
    });

    it("a form page with a query, rendered per request, gets its own hashes", async () => {
      const response = await get("/contact?quelle=flyer");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('"query":"quelle=flyer"');
      expectPageHeaders(response);
    });
  });

  describe("on scripts, style sheets and fonts: only what matters for a subresource", () => {
    it("built files, precompressed, HEAD and 304 included", async () => {
      const js = "/assets/app-1234abcd.js";
      const plain = await get(js);
      const answers: [string, LightMyRequestResponse][] = [
        [js, plain],
        [`${js} (br)`, await get(js, { "accept-encoding": "br" })],
        [`${js} (HEAD)`, await app.inject({ method: "HEAD", url: js })],
        [`${js} (304)`, await get(js, { "if-none-match": String(plain.headers.etag) })],
        ["/assets/app-1234abcd.css", await get("/assets/app-1234abcd.css")],
        ["/assets/inter-1234abcd.woff2", await get("/assets/inter-1234abcd.woff2")],
      ];
      expect(answers.map(([, response]) => response.statusCode)).toEqual([
        200, 200, 200, 304, 200, 200,
      ]);
      for (const [url, response] of answers) expectSubresourceHeaders(response, url);
    });

    it("a script from React Router, compressed on the way", async () => {
      const response = await get("/worker.js", { "accept-encoding": "gzip" });
      expect(response.headers["content-encoding"]).toBe("gzip");
      expectSubresourceHeaders(response, "/worker.js");
    });
  });

  describe("on everything else: a strict CSP", () => {
    it("static files and React Router's other answers", async () => {
      for (const url of [
        "/favicon.svg",
        "/files/satzung.pdf",
        "/robots.txt",
        "/manifest.webmanifest",
        "/team/1999.data",
        "/__manifest?p=/home&version=1&paths=/home",
        "/sitemap.xml",
      ]) {
        const response = await get(url, { "accept-encoding": "br" });
        expect(response.statusCode, url).toBe(200);
        expectStrictHeaders(response);
      }
    });

    it("images that mails show may be loaded from other origins, nothing else", async () => {
      const image = await get("/assets/images/testtag-abc-1200.jpg");
      expect(image.statusCode).toBe(200);
      expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      const revalidated = await get("/assets/images/testtag-abc-1200.jpg", {
        "if-none-match": String(image.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      for (const url of ["/assets/images/images-abc.css", "/favicon.svg", "/home"])
        expect((await get(url)).headers["cross-origin-resource-policy"], url).toBe("same-origin");
    });

    it("API answers: 201, 400, 403, 404, 415 and broken URLs", async () => {
      const csrf = await get("/api/csrf");
      expectStrictHeaders(csrf);
      const token = (csrf.json() as { token: string }).token;
      const post = (payload: string, headers: Record<string, string> = {}) =>
        app.inject({
          method: "POST",
          url: "/api/contact",
          payload,
          headers: {
            origin: SITE_ORIGIN,
            cookie: `XSRF-TOKEN=${token}`,
            "x-xsrf-token": token,
            "content-type": "application/json",
            ...headers,
          },
        });
      const answers: [number, LightMyRequestResponse][] = [
        [201, await post(JSON.stringify(validContact))],
        [400, await post(JSON.stringify({ ...validContact, email: "kaputt" }))],
        [400, await post("{kaputt")],
        [403, await post(JSON.stringify(validContact), { "x-xsrf-token": "x".repeat(43) })],
        [415, await post("text", { "content-type": "text/plain" })],
        [404, await get("/api/gibt-es-nicht")],
        [200, await get("/api/health")],
        [400, await get("/%")],
      ];
      for (const [status, response] of answers) {
        expect(response.statusCode).toBe(status);
        expectStrictHeaders(response);
      }
    });

    it("a form sent without JavaScript: the redirect carries the headers too", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { origin: SITE_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(validContact).toString(),
      });
      expect(response.statusCode).toBe(303);
      expectStrictHeaders(response);
    });
  });

  describe("HTTPS", () => {
    it("is not assumed from X-Forwarded-Proto unless TRUST_PROXY is set", async () => {
      const response = await get("/home", { "x-forwarded-proto": "https" });
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(
        directives(String(response.headers["content-security-policy"])).has(
          "upgrade-insecure-requests",
        ),
      ).toBe(false);
    });

    it("behind a trusted proxy: HSTS and upgrade-insecure-requests only for HTTPS requests", async () => {
      const proxied = await startApp(
        { TRUST_PROXY: "127.0.0.1" },
        { buildDir: dir, webHandler: fakeReactRouter, newsletterFormUrl: "" },
      );
      try {
        const https = { "x-forwarded-proto": "https" };
        for (const url of ["/home", "/gibt-es-nicht", "/assets/app-1234abcd.js", "/api/health"]) {
          const secure = await proxied.app.inject({ method: "GET", url, headers: https });
          expect(secure.headers["strict-transport-security"], url).toBe(
            "max-age=31536000; includeSubDomains",
          );
          const plain = await proxied.app.inject({ method: "GET", url });
          expect(plain.headers["strict-transport-security"], url).toBeUndefined();
        }
        const page = await proxied.app.inject({ method: "GET", url: "/home", headers: https });
        expect(
          directives(String(page.headers["content-security-policy"])).has(
            "upgrade-insecure-requests",
          ),
        ).toBe(true);
        expectPageHeaders(page, { prerendered: true });
      } finally {
        await proxied.close();
      }
    });
  });

  describe("frames", () => {
    it("allow only the configured newsletter form's origin", async () => {
      const configured = await startApp(
        {},
        {
          buildDir: dir,
          webHandler: fakeReactRouter,
          newsletterFormUrl: "https://newsletter.example.org/anmeldung?liste=1",
        },
      );
      try {
        for (const url of ["/home", "/gibt-es-nicht"]) {
          const response = await configured.app.inject({ method: "GET", url });
          expectPageHeaders(response, {
            frameSrc: "https://newsletter.example.org",
            prerendered: url === "/home",
          });
        }
      } finally {
        await configured.close();
      }
    });

    it("allow none for an address that is not http(s)", async () => {
      const odd = await startApp(
        {},
        { buildDir: dir, webHandler: fakeReactRouter, newsletterFormUrl: "javascript:alert(1)" },
      );
      try {
        expectPageHeaders(await odd.app.inject({ method: "GET", url: "/home" }), {
          prerendered: true,
        });
      } finally {
        await odd.close();
      }
    });

    it("follow content/site.json when nothing overrides it", async () => {
      const fromSite = await startApp({}, { buildDir: dir, webHandler: fakeReactRouter });
      try {
        const response = await fromSite.app.inject({ method: "GET", url: "/home" });
        expectPageHeaders(response, {
          frameSrc: frameOrigin(readNewsletterFormUrl()),
          prerendered: true,
        });
      } finally {
        await fromSite.close();
      }
    });
  });

  it("sends no version banner over a real connection", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    for (const path of ["/home", "/gibt-es-nicht", "/api/health", "/assets/app-1234abcd.js"]) {
      // One connection per request (no keep-alive), so that closing the app does not wait.
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        httpGet({ host: "127.0.0.1", port, path, agent: false }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.headers));
        }).on("error", reject);
      });
      expect(headers.server, path).toBeUndefined();
      expect(headers["x-powered-by"], path).toBeUndefined();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
  });
});

// The real site (React Router's hydration scripts): runs when `npm run build` has been run.
const realBuild = join(projectRoot, "build");
describe.skipIf(!existsSync(join(realBuild, "server", "index.js")))(
  "security headers of the built site",
  () => {
    let site: TestApp;

    beforeAll(async () => {
      site = await startApp({}, { buildDir: realBuild });
    });

    afterAll(async () => {
      await site?.close();
    });

    // Pages whose route runs React carry its inline scripts, each allowed by its hash; the
    // others run no inline script, and their policy allows none (ADR 0120).
    it.each([
      ["a prerendered page", "/home", 200, false],
      ["the newsletter page", "/news", 200, true],
      ["a page with a form", "/contact", 200, true],
      ["a form page with a query", "/contact?quelle=flyer", 200, true],
      ["the 404 page rendered on request", "/gibt-es-nicht", 404, false],
    ])("%s: the CSP hashes match its inline scripts", async (_name, url, status, react) => {
      const response = await site.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(status);
      const csp = expectPageHeaders(response, {
        frameSrc: frameOrigin(readNewsletterFormUrl()),
        prerendered: status === 200 && !url.includes("?"),
      });
      const hashes = csp.get("script-src")!.filter((source) => source.startsWith("'sha256-"));
      if (react) {
        expect(hashes.length).toBeGreaterThan(0);
        expect(response.body).toContain("window.__reactRouterContext");
      } else {
        expect(hashes).toEqual([]);
        expect(response.body).not.toContain("window.__reactRouterContext");
      }
    });

    it("the scripts and style sheets a page loads carry no document headers", async () => {
      const page = await site.app.inject({ method: "GET", url: "/home" });
      const assets = [...page.body.matchAll(/"(\/assets\/[\w.-]+\.(?:js|css))"/g)].map(
        ([, url]) => url!,
      );
      expect(assets.some((url) => url.endsWith(".js"))).toBe(true);
      expect(assets.some((url) => url.endsWith(".css"))).toBe(true);
      for (const url of new Set(assets)) {
        const response = await site.app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": "br, gzip" },
        });
        expect(response.statusCode, url).toBe(200);
        expectSubresourceHeaders(response, url);
      }
    });
  },
);
