/**
 * Generated hostile requests for the API (and a few for the pages and the HTTP parser). Every
 * choice comes from the seeded {@link Random}, so a seed always gives the same requests.
 */
import {
  API_PATHS,
  CSRF_COOKIE,
  CSRF_HEADER,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  IDEMPOTENCY_HEADER,
  STARTED_AT_FIELD,
} from "../../../app/forms/transport";
import type { Kind } from "./forms";
import type { Random } from "./prng";

export interface HostileRequest {
  category: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** Bytes written to a fresh TCP connection instead of a well-formed HTTP request. */
  raw?: Buffer;
  /** The only right answers; without it any answer below 500 is fine. */
  expect?: number[];
}

export interface Visitor {
  origin: string;
  token: string;
  /** Another visitor's valid token. */
  otherToken: string;
}

/** Strings that tend to break things: bidi overrides, zero-width, emoji, surrogates, NUL, injections. */
export const ODD_STRINGS: readonly string[] = [
  "\u202Eexe.txt\u202C",
  "مرحبا بالعالم",
  "שלום עולם \u200F",
  "a\u200Bb\u200Cc\u200Dd\uFEFFe\u2060",
  "👩‍👩‍👧‍👦🏎️🇩🇪👍🏽",
  "Z̸̡̛̗a̶̧͚l̷̨̛g̸̡͔o̵̢͝",
  "\uD800",
  "x\uDFFFy",
  "\uDBFF\uDFFF",
  "a\u0000b",
  "\u0000",
  "\u0001\u0002\u001F\u007F",
  "\u001b[2J\u001b]0;pwned\u0007",
  "\u009b31m\u0090",
  "\u0085\u2028\u2029",
  "\u00A0\u3000\u1680",
  "   ",
  "",
  "\t\n\r\v\f",
  "Ω≈ç√∫˜µ≤≥÷",
  "𝕳𝖆𝖒𝖇𝖚𝖗𝖌",
  "ｅ－ｇｎｉｔｉｏｎ",
  "İıŞşĞğ ß ẞ",
  "<script>alert(1)</script>",
  "\"'><img src=x onerror=alert(1)>",
  "'; drop table contact_messages; --",
  '=HYPERLINK("http://evil.example")',
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "x,=1+1,",
  "a\t-2+3",
  "Max\n\nBetrag: 50.000,00 €",
  "-2+3",
  "${jndi:ldap://127.0.0.1/a}",
  "{{7*7}}",
  "%s%s%n%x",
  "../../../../etc/passwd",
  "Name\r\nBcc: victim@example.org",
  "x\r\nX-Injected: yes",
  "\r\n.\r\nMAIL FROM:<evil@example.org>\r\n",
  "null",
  "undefined",
  "NaN",
  "[object Object]",
  "__proto__",
  "constructor",
  "\\u0000",
  "\\",
  '"',
];

const LONG_UNITS = ["a", "ä", "𝔘", "👩‍👩‍👧‍👦", "\u200B", " ", "ß\u0301"];
const LONG_LENGTHS = [99, 100, 101, 199, 200, 201, 999, 1000, 1001, 4999, 5000, 5001, 12_000];

const WRONG_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  -0,
  1.005,
  0.001,
  100_000.01,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  "50",
  "50,00",
  "",
  [],
  ["a"],
  {},
  { a: 1 },
  [[[]]],
  "1e2",
];

const KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

/** A valid idempotency key from the seeded generator (runs stay reproducible). */
function key(rng: Random): string {
  let text = "";
  for (let i = 0; i < 24; i += 1) text += KEY_CHARS[rng.int(0, KEY_CHARS.length - 1)];
  return text;
}

function oddString(rng: Random): string {
  if (rng.chance(0.3)) {
    const unit = rng.pick(LONG_UNITS);
    const length = rng.pick(LONG_LENGTHS);
    return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  }
  const parts = rng.int(1, 3);
  let text = "";
  for (let i = 0; i < parts; i += 1) text += rng.pick(ODD_STRINGS);
  return rng.chance(0.5) ? `Test ${text} Ende` : text;
}

function baseSubmission(rng: Random, kind: Kind): Record<string, unknown> {
  const startedAt = Date.now() - 60_000;
  if (kind === "donation") {
    const certificate = rng.chance(0.4);
    return {
      amount: rng.pick([1, 5, 10.5, 50, 99.99, 100_000]),
      firstName: "Hostile",
      lastName: "Tester",
      certificate,
      ...(certificate ? { address: "Teststraße 1", postalCode: "20095", city: "Hamburg" } : {}),
      note: "",
      [STARTED_AT_FIELD]: startedAt,
    };
  }
  return {
    name: "Hostile Tester",
    email: "hostile@example.org",
    phone: rng.pick(["", "+49 40 123456"]),
    subject: "Test",
    message: "Hallo",
    [STARTED_AT_FIELD]: startedAt,
  };
}

const FIELDS: Record<Kind, string[]> = {
  donation: [
    "amount",
    "firstName",
    "lastName",
    "certificate",
    "address",
    "postalCode",
    "city",
    "note",
  ],
  contact: ["name", "email", "phone", "subject", "message"],
};

const EXTRA_KEYS = [
  "id",
  "createdAt",
  "amountCents",
  "idempotencyKey",
  "sentAt",
  STARTED_AT_FIELD,
  HONEYPOT_FIELD,
  "toString",
  "hasOwnProperty",
  "valueOf",
];

function fuzzValue(rng: Random): unknown {
  return rng.weighted<() => unknown>([
    [5, () => oddString(rng)],
    [3, () => rng.pick(WRONG_TYPES)],
    [1, () => ({ __nested: oddString(rng) })],
  ])();
}

function fuzzedSubmission(rng: Random, kind: Kind): Record<string, unknown> {
  const body = baseSubmission(rng, kind);
  const changes = rng.int(1, 3);
  for (let i = 0; i < changes; i += 1) {
    const field = rng.pick(FIELDS[kind]);
    if (rng.chance(0.1)) delete body[field];
    else body[field] = fuzzValue(rng);
  }
  if (rng.chance(0.3)) {
    const key = rng.pick(EXTRA_KEYS);
    // The honeypot filled in: answered like a success, stored nowhere.
    body[key] = key === STARTED_AT_FIELD ? rng.pick([-1, 0, "x", 1e20, null]) : fuzzValue(rng);
  }
  return body;
}

/** Every string field filled with odd Unicode (mostly within the limits, so many are stored). */
function unicodeSubmission(rng: Random, kind: Kind): Record<string, unknown> {
  const body = baseSubmission(rng, kind);
  for (const field of FIELDS[kind]) {
    if (typeof body[field] !== "string" || field === "email" || field === "postalCode") continue;
    if (field === "phone") continue;
    body[field] = rng.chance(0.8) ? rng.pick(ODD_STRINGS) || "x" : oddString(rng);
  }
  if (kind === "contact" && rng.chance(0.3)) {
    body.email = rng.pick([
      "ü@example.org",
      "a+b@example.org",
      "\u202E@example.org",
      "a@b",
      "x@[127.0.0.1]",
      "a\r\nBcc: x@example.org",
    ]);
  }
  return body;
}

const PROTO_MEMBERS = [
  '"__proto__":{"amount":5,"isAdmin":true,"certificate":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"__proto__":null',
  '"__proto__":[]',
  '"name":{"__proto__":{"length":1}}',
  '"a":{"b":{"__proto__":{"polluted":"yes"}}}',
  '"toString":"x","hasOwnProperty":1,"valueOf":{}',
  '"constructor":"x"',
];

const PROTO_FORM = [
  "__proto__[amount]=5",
  "__proto__[polluted]=yes",
  "constructor[prototype][polluted]=yes",
  "__proto__=x",
  "prototype=1",
  "hasOwnProperty=1",
];

function nested(rng: Random): string {
  const depth = rng.int(100, 6000);
  return rng.chance(0.5)
    ? `${"[".repeat(depth)}${"]".repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

const MALFORMED_JSON = [
  "{",
  "}",
  '{"name":',
  "{'name':'x'}",
  '{"name":"x",}',
  "[1,2,",
  "nul",
  "NaN",
  "Infinity",
  '{"a":1}{"b":2}',
  '\uFEFF{"name":"x"}',
  "/* c */{}",
  '{"amount": 01}',
  '{"amount": 1e400}',
  '{"amount": -0}',
  '"\\ud800"',
  '{"a":"\\u12"}',
  '{"a":"\u0001"}',
  "",
  " ",
  "null",
  "[]",
  "123",
  '"str"',
  "true",
  '{"name":"x","name":"y","email":"a@example.org","message":"m"}',
];

const CONTENT_TYPES = [
  "text/plain",
  "text/html",
  "application/xml",
  "multipart/form-data; boundary=xyz",
  "application/octet-stream",
  "application/json; charset=utf-16",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  "application/json;;",
  "application/json, text/plain",
  "application/x-www-form-urlencoded; charset=utf-7",
  "image/png",
  "application/vnd.api+json",
  "*/*",
  "json",
  "application/",
];

const METHODS = [
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "DELETE",
  "PATCH",
  "OPTIONS",
  "TRACE",
  "PROPFIND",
  "MKCOL",
  "LOCK",
  "PURGE",
  "M-SEARCH",
];

const SEGMENTS = [
  "api",
  "contact",
  "donation",
  "health",
  "csrf",
  "assets",
  "..",
  "%2e%2e",
  "%2F",
  "%00",
  "%ZZ",
  "%C0%AE",
  "%E2%80%AE",
  "%F0%9F%8F%8E",
  "__proto__",
  "constructor",
  "index.html",
  "team",
  "garage",
  "events",
  "contact.data",
  "robots.txt",
  "sitemap.xml",
  "<script>",
  "'\"",
  ";",
  "~",
  "",
];

function randomPath(rng: Random): string {
  const segments = rng.int(1, 5);
  let path = "";
  for (let i = 0; i < segments; i += 1) path += `/${rng.pick(SEGMENTS)}`;
  if (rng.chance(0.05)) path += `/${"x".repeat(rng.pick([300, 3000, 20_000]))}`;
  if (rng.chance(0.3)) {
    path += rng.pick([
      "?__proto__[polluted]=1",
      "?constructor[prototype][x]=1",
      "?fehler=<script>",
      "?a=%ZZ",
      "?a=1&a=2&a[]=3",
      "?fehler=amount,name",
      `?${"q=1&".repeat(500)}`,
    ]);
  }
  return path || "/";
}

function formBody(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    params.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
  }
  return params.toString();
}

const RAW_REQUESTS = [
  "GARBAGE\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
  "POST /api/contact HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n",
  `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
  "GET /\r\n\r\n",
  "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
  "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
  "GET / HTTP/1.1\r\n Host: x\r\n\r\n",
  "\u0000\u0001\u0002\u00ff\u00fe",
  "\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003",
  "GET /api/health HTTP/1.1\r\nHost: x\r\n\r\nGET /api/csrf HTTP/1.1\r\nHost: x\r\n\r\n",
  "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{}",
  "GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
  "GET /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n",
  "GET /api/health HTTP/1.1\r\n\r\n",
  "GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n",
  "POST /api/donation HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
];

/** One hostile request; `visitor` supplies a valid CSRF pair for the requests that need one. */
export function hostileRequest(rng: Random, visitor: Visitor): HostileRequest {
  const kind: Kind = rng.chance(0.5) ? "donation" : "contact";
  const path = API_PATHS[kind];
  const json = (
    body: string | Buffer,
    extra: Record<string, string> = {},
  ): { method: string; path: string; headers: Record<string, string>; body: string | Buffer } => ({
    method: "POST",
    path,
    headers: {
      "content-type": "application/json",
      origin: visitor.origin,
      cookie: `${CSRF_COOKIE}=${visitor.token}`,
      [CSRF_HEADER.toLowerCase()]: visitor.token,
      ...(rng.chance(0.7) ? { [IDEMPOTENCY_HEADER.toLowerCase()]: key(rng) } : {}),
      ...extra,
    },
    body,
  });

  const category = rng.weighted<string>([
    [24, "fuzzed JSON fields"],
    [16, "odd Unicode"],
    [8, "prototype keys"],
    [4, "deep nesting"],
    [8, "malformed JSON"],
    [6, "wrong content type"],
    [3, "oversized body"],
    [8, "missing or forged CSRF"],
    [5, "foreign Origin"],
    [5, "bad Idempotency-Key"],
    [6, "form-encoded fuzz"],
    [6, "random method and path"],
    [1, "raw protocol garbage"],
  ]);

  switch (category) {
    case "fuzzed JSON fields":
      return { category, ...json(JSON.stringify(fuzzedSubmission(rng, kind))) };
    case "odd Unicode":
      return { category, ...json(JSON.stringify(unicodeSubmission(rng, kind))) };
    case "prototype keys": {
      if (rng.chance(0.25)) {
        const fields = formBody(baseSubmission(rng, kind));
        return {
          category,
          ...json(`${rng.pick(PROTO_FORM)}&${fields}`, {
            "content-type": "application/x-www-form-urlencoded",
          }),
        };
      }
      const valid = JSON.stringify(baseSubmission(rng, kind));
      return { category, ...json(`{${rng.pick(PROTO_MEMBERS)},${valid.slice(1)}`) };
    }
    case "deep nesting": {
      const deep = nested(rng);
      const field = rng.pick(FIELDS[kind]);
      return {
        category,
        ...json(rng.chance(0.5) ? deep : `{"${field}":${deep}}`),
      };
    }
    case "malformed JSON": {
      const text = rng.pick(MALFORMED_JSON);
      const body = rng.chance(0.1)
        ? Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d])
        : text;
      return { category, ...json(body) };
    }
    case "wrong content type": {
      const contentType = rng.pick(CONTENT_TYPES);
      const body = rng.chance(0.5) ? JSON.stringify(baseSubmission(rng, kind)) : oddString(rng);
      const request = json(body, { "content-type": contentType });
      if (rng.chance(0.15)) delete (request.headers as Record<string, string>)["content-type"];
      return { category, ...request };
    }
    case "oversized body": {
      // Over every form's body limit (server/api/body-limit.ts: about 51 KiB for the longest form).
      const size = rng.pick([64 * 1024 + 1, 100_000, 1_000_000]);
      const filler = "x".repeat(size);
      const form = rng.chance(0.3);
      const body = form
        ? `message=${filler}`
        : JSON.stringify({ ...baseSubmission(rng, kind), message: filler });
      return {
        category,
        expect: [413],
        ...json(body, form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      };
    }
    case "missing or forged CSRF": {
      const header = CSRF_HEADER.toLowerCase();
      const cookie = `${CSRF_COOKIE}=${visitor.token}`;
      // Not a token at all (a cookie and header pair of those must fail as well).
      const malformed = rng.pick([
        "abc",
        `${"A".repeat(42)}=`,
        "A".repeat(42),
        "A".repeat(44),
        `${visitor.token.slice(0, 42)}%`,
        " ",
      ]);
      // Well-formed, but not the visitor's.
      const foreign = rng.pick([visitor.otherToken, "b".repeat(43), malformed]);
      const variants: Record<string, string | undefined>[] = [
        { cookie: undefined },
        { [header]: undefined },
        { cookie: undefined, [header]: undefined },
        { cookie, [header]: foreign },
        { cookie: `${CSRF_COOKIE}=${malformed}`, [header]: malformed },
        { cookie: `${CSRF_COOKIE}=${visitor.otherToken}`, [header]: visitor.token },
      ];
      const request = json(JSON.stringify(baseSubmission(rng, kind)));
      if (rng.chance(0.2)) {
        // An HTML form post (no token; trusted by its exact Origin only) from elsewhere.
        const from = rng.pick<Record<string, string>>([
          { origin: "http://evil.example" },
          { origin: "null", cookie },
          { referer: `${visitor.origin}/contact`, cookie },
          { origin: visitor.origin, "sec-fetch-site": "cross-site" },
          { origin: visitor.origin, "sec-fetch-site": "same-site" },
          {},
        ]);
        return {
          category,
          expect: [403],
          method: "POST",
          path,
          headers: { "content-type": "application/x-www-form-urlencoded", ...from },
          body: formBody({ ...baseSubmission(rng, kind), _csrf: foreign }),
        };
      }
      for (const [name, value] of Object.entries(rng.pick(variants))) {
        if (value === undefined) delete request.headers[name];
        else request.headers[name] = value;
      }
      return { category, expect: [403], ...request };
    }
    case "foreign Origin": {
      const port = new URL(visitor.origin).port;
      const origin = rng.pick([
        "http://evil.example",
        "null",
        "http://127.0.0.1:1",
        `https://127.0.0.1:${port}`,
        `http://127.0.0.1:${port}.evil.example`,
        `HTTP://127.0.0.1:${port}`,
        `http://127.0.0.1:${port}/`,
        "",
      ]);
      const request = json(JSON.stringify(baseSubmission(rng, kind)), { origin });
      if (origin === "") {
        delete request.headers.origin;
        if (rng.chance(0.5)) request.headers.referer = "http://evil.example/page";
      }
      return { category, expect: [403], ...request };
    }
    case "bad Idempotency-Key": {
      const badKey = rng.pick([
        "short",
        "a".repeat(15),
        "x".repeat(101),
        "has spaces in the key 12345",
        "ümlaut-key-1234567890",
        "key/with/slash/123456",
        "<script>alert(1)</script>",
        "../../../../etc/passwd0",
        "%00%00%00%00%00%00%00%00",
        "key.with.dots.1234567",
        "a".repeat(16) + "=",
      ]);
      if (rng.chance(0.3)) {
        const fields = formBody({ ...baseSubmission(rng, kind), [IDEMPOTENCY_FIELD]: badKey });
        const twice = rng.chance(0.5) ? `&${IDEMPOTENCY_FIELD}=${key(rng)}` : "";
        return {
          category,
          expect: [400],
          ...json(`${fields}${twice}`, { "content-type": "application/x-www-form-urlencoded" }),
        };
      }
      return {
        category,
        expect: [400],
        ...json(JSON.stringify(baseSubmission(rng, kind)), {
          [IDEMPOTENCY_HEADER.toLowerCase()]: badKey,
        }),
      };
    }
    case "form-encoded fuzz": {
      const fields = fuzzedSubmission(rng, kind);
      const body = `${formBody(fields)}${
        rng.chance(0.2) ? `&${formBody({ [rng.pick(FIELDS[kind])]: oddString(rng) })}` : ""
      }`;
      return {
        category,
        ...json(body, { "content-type": "application/x-www-form-urlencoded" }),
      };
    }
    case "random method and path": {
      const method = rng.pick(METHODS);
      const withCsrf = rng.chance(0.5);
      return {
        category,
        method,
        path: randomPath(rng),
        headers: {
          ...(withCsrf
            ? {
                origin: visitor.origin,
                cookie: `${CSRF_COOKIE}=${visitor.token}`,
                [CSRF_HEADER.toLowerCase()]: visitor.token,
              }
            : {}),
          ...(rng.chance(0.3) ? { "content-type": rng.pick(CONTENT_TYPES) } : {}),
          ...(rng.chance(0.2)
            ? { accept: rng.pick(["text/html", "application/json", "*/*", "image/avif"]) }
            : {}),
          ...(rng.chance(0.2)
            ? { "accept-encoding": rng.pick(["gzip", "br", "deflate", "identity;q=0", "*"]) }
            : {}),
        },
        ...(method !== "GET" && method !== "HEAD" && rng.chance(0.5)
          ? { body: JSON.stringify(fuzzedSubmission(rng, kind)) }
          : {}),
      };
    }
    default:
      return {
        category: "raw protocol garbage",
        method: "RAW",
        path: "",
        headers: {},
        raw: Buffer.from(rng.pick(RAW_REQUESTS), "latin1"),
      };
  }
}
