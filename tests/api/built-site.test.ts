/**
 * The production build as the server sends it: every page the same bytes for every visitor,
 * cacheable, and with a policy that allows exactly its own inline scripts.
 * Runs when `npm run build` has been run (`npm test` builds first).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentDir } from "../../app/content/read-content-dir";
import { donationPath, pagePaths } from "../../app/lib/paths";
import { parseConfig } from "../../server/config";
import {
  frameOrigin,
  HTTPS_SUFFIX,
  inlineScriptHashes,
  pageCsp,
} from "../../server/security/page-csp";
import { startServer } from "../../server/server";
import { projectRoot } from "../../server/site";
import { CACHE_CONTROL } from "../../server/web";
import {
  SPECULATION_RULES_HEADER,
  SPECULATION_RULES_PATH,
  SPECULATION_RULES_TYPE,
} from "../../server/web/speculation-rules";
import { databases } from "./helpers/databases";
import { SHARED_FORM_TEXTS, type FormTextGroup } from "../../app/i18n/form-texts";
import type { Locale } from "../../app/i18n/locale";
import { formsDe } from "../../app/i18n/messages/forms.de";
import { formsEn } from "../../app/i18n/messages/forms.en";
import { uiDe } from "../../app/i18n/messages/ui.de";
import { uiEn } from "../../app/i18n/messages/ui.en";
import { SHELL_TEXTS } from "../../app/i18n/ui-texts";

const build = join(projectRoot, "build");
const content = readContentDir(projectRoot);
const DONATION = donationPath(content.site.productName);
/** Every prerendered page, and pages React Router renders per request. */
const PAGES = [
  ...pagePaths(content),
  "/gibt-es-nicht",
  "/team/1999",
  "/supporters/1999",
  "/en/supporters/1999",
  `${DONATION}?quelle=flyer`,
  "/contact?utm_source=newsletter",
];
const VISITORS: Record<string, string>[] = [
  {},
  { cookie: `XSRF-TOKEN=${"a".repeat(43)}` },
  { cookie: `XSRF-TOKEN=${"b".repeat(43)}; consent=newsletter`, "user-agent": "Other/1.0" },
];

/** The form pages that run React, and the groups of the forms' catalogue each needs besides the shared ones. */
const FORM_PAGE_TEXTS: [path: string, locale: Locale, own: FormTextGroup[]][] = [
  ["/news", "de", ["newsletter", "newsletterProvider"]],
  ["/en/news", "en", ["newsletter", "newsletterProvider"]],
  ["/contact", "de", ["contact"]],
  ["/en/contact", "en", ["contact"]],
  [DONATION, "de", ["donation", "girocode", "bank"]],
  [`/en${DONATION}`, "en", ["donation", "girocode", "bank"]],
];
const FORMS = { de: formsDe, en: formsEn };
const UI = { de: uiDe, en: uiEn };

/** Every text of a catalogue group, nested ones included. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  return typeof value === "object" && value !== null ? Object.values(value).flatMap(textsOf) : [];
}

/**
 * That `sent` holds every text of the `wanted` groups of `catalogue` and no sentence of its other
 * groups (short texts such as "Postal address" are also the page's own words elsewhere).
 */
function expectOnlyGroups(sent: Set<string>, catalogue: object, wanted: readonly string[]) {
  const groups = catalogue as Record<string, unknown>;
  for (const group of wanted)
    for (const text of textsOf(groups[group])) expect(sent, `${group}: ${text}`).toContain(text);
  const wantedTexts = new Set(wanted.flatMap((group) => textsOf(groups[group])));
  const sentence = (text: string) => text.length >= 40 && !wantedTexts.has(text);
  for (const group of Object.keys(groups).filter((g) => !wanted.includes(g)))
    for (const text of textsOf(groups[group]).filter(sentence))
      expect(sent, `${group}: ${text}`).not.toContain(text);
}

describe.skipIf(!existsSync(join(build, "server", "index.js")))("the built site", () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const created = await databases[0]!.create();
    dispose = created.dispose;
    const config = parseConfig({ ...created.env, LOG_LEVEL: "silent", NODE_ENV: "production" });
    ({ app } = await startServer(config, { buildDir: build }));
  });

  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers });

  /** The headers that may differ between two answers to the same request. */
  function stable(response: LightMyRequestResponse) {
    const { date: _date, ...headers } = response.headers;
    return headers;
  }

  it.each(PAGES)("%s is the same bytes and headers for every visitor", async (path) => {
    const answers = await Promise.all(VISITORS.map((headers) => get(path, headers)));
    const [first, ...others] = answers;
    expect(first!.statusCode).toBeLessThan(500);
    expect(first!.headers["content-type"]).toBe("text/html; charset=utf-8");
    for (const other of others) {
      expect(other.body).toBe(first!.body);
      expect(stable(other)).toEqual(stable(first!));
    }
    for (const answer of answers) expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(first!.headers["cache-control"]).toBe(CACHE_CONTROL.page);
    expect(first!.body).not.toMatch(/__XSRF_TOKEN__|__FORM_|name="_csrf"|name="startedAt"/);
  });

  it.each(["/zz__XSRF_TOKEN__zz", "/zz__XSRF_TOKEN__zz.txt", "/gibt-es-nicht?q=__XSRF_TOKEN__"])(
    "writes no visitor's value into a page, whatever the address %s says",
    async (url) => {
      const visit = async (token: string) => {
        let response = await get(url, { cookie: `XSRF-TOKEN=${token}` });
        if (response.statusCode === 301)
          response = await get(String(response.headers.location), {
            cookie: `XSRF-TOKEN=${token}`,
          });
        return response;
      };
      const first = await visit("t".repeat(43));
      expect(first.statusCode).toBe(404);
      expect(first.body).not.toContain("t".repeat(43));
      expect((await visit("u".repeat(43))).body).toBe(first.body);
    },
  );

  it("sends each kind of file with the Cache-Control a CDN can use", async () => {
    const home = await get("/home");
    const asset = /"(\/assets\/[\w.-]+\.js)"/.exec(home.body)?.[1];
    expect(asset).toBeDefined();
    const expected: [string, string][] = [
      ["/home", CACHE_CONTROL.page],
      ["/home.data", CACHE_CONTROL.page],
      [asset!, CACHE_CONTROL.asset],
      ["/robots.txt", CACHE_CONTROL.file],
      ["/favicon.svg", CACHE_CONTROL.file],
    ];
    for (const [url, cacheControl] of expected) {
      const response = await get(url, { "accept-encoding": "br, gzip" });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe(cacheControl);
    }
  });

  it.each(FORM_PAGE_TEXTS)(
    "%s sends the browser its own form's texts, no other form's and no e-mail's",
    async (path, locale, own) => {
      const response = await get(`${path}.data`);
      expect(response.statusCode).toBe(200);
      const sent = new Set(textsOf(JSON.parse(response.body)));
      expectOnlyGroups(sent, FORMS[locale], [...SHARED_FORM_TEXTS, ...own]);
    },
  );

  it.each(FORM_PAGE_TEXTS)(
    "%s sends the browser the shell's texts and none of the other pages' own",
    async (path, locale) => {
      const sent = new Set(textsOf(JSON.parse((await get(`${path}.data`)).body)));
      expectOnlyGroups(sent, UI[locale], SHELL_TEXTS);
    },
  );

  it("sends every page the policy with the hashes of exactly its own inline scripts", async () => {
    for (const path of pagePaths(content)) {
      const page = await get(path, { "accept-encoding": "identity" });
      const policy = pageCsp({
        scriptHashes: inlineScriptHashes(page.body),
        frameOrigin: frameOrigin(content.site.links.newsletterForm),
        https: false,
      });
      expect(page.headers["content-security-policy"], path).toBe(policy);
    }
    const https = await app.inject({
      method: "GET",
      url: "/home",
      headers: { "x-forwarded-proto": "https" },
    });
    // Without a trusted proxy the scheme stays http; behind one, the suffix is added over HTTPS.
    expect(https.headers["content-security-policy"]).not.toContain(HTTPS_SUFFIX);
  });

  it("shows a news post's tags in the page's language: on the page, in its share tags and the feed", async () => {
    const post = "/news/mitmachen-saison-2026";
    const german = (await get(post)).body;
    const english = (await get(`/en${post}`)).body;
    expect(german).toMatch(/>Saison 2026<\/span>/);
    expect(english).toMatch(/>Season 2026<\/span>/);
    expect(english).toContain('<meta property="article:tag" content="Season 2026"/>');
    expect(english).not.toContain("Saison 2026");
    const feed = (await get("/en/news/feed.xml")).body;
    expect(feed).toContain('<category term="Season 2026"/>');
    expect(feed).toContain('<category term="Partners"/>');
    expect(feed).not.toMatch(/term="(Saison|Partner")/);
  });

  it("names the speculation rules on every prerendered page, and sends them with their type", async () => {
    for (const path of pagePaths(content)) {
      expect((await get(path)).headers["speculation-rules"], path).toBe(SPECULATION_RULES_HEADER);
    }
    expect((await get("/favicon.svg")).headers["speculation-rules"]).toBeUndefined();
    const rules = await get(SPECULATION_RULES_PATH);
    expect(rules.statusCode).toBe(200);
    expect(rules.headers["content-type"]).toBe(SPECULATION_RULES_TYPE);
    expect(JSON.parse(rules.body)).toHaveProperty("prefetch");
  });
});
