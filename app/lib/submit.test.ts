import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, submitForm } from "./submit";

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

let cookie = "";
let calls: { url: string; init?: RequestInit }[] = [];

function mockFetch(handler: Handler) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}

const header = (index: number, name: string) =>
  new Headers(calls[index]?.init?.headers).get(name) ?? undefined;

beforeEach(() => {
  cookie = "XSRF-TOKEN=token-1";
  calls = [];
  vi.stubGlobal("document", {
    get cookie() {
      return cookie;
    },
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("submitForm", () => {
  it("puts an English form's language in the address too (German forms keep the plain path)", async () => {
    mockFetch(() => new Response("Thanks", { status: 201 }));
    await submitForm("donation", { name: "Erika", lang: "en" }, "key-1234567890abcdef");
    await submitForm("contact", { name: "Erika", lang: "de" }, "key-1234567890abcdeg");
    await submitForm("contact", { name: "Erika", lang: "fr" }, "key-1234567890abcdeh");
    expect(calls.map((call) => call.url)).toEqual([
      "/api/donation?lang=en",
      "/api/contact",
      "/api/contact",
    ]);
  });

  it("posts JSON with the CSRF header from the cookie and the idempotency key", async () => {
    mockFetch(() => new Response("Danke", { status: 201 }));
    const outcome = await submitForm("contact", { name: "Erika" }, "key-1234567890abcdef");
    expect(outcome).toEqual({ status: "success" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("/api/contact");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ name: "Erika" }));
    expect(header(0, "Content-Type")).toBe("application/json");
    expect(header(0, "X-XSRF-TOKEN")).toBe("token-1");
    expect(header(0, "Idempotency-Key")).toBe("key-1234567890abcdef");
  });

  it("fetches the CSRF cookie first when it is missing", async () => {
    cookie = "";
    mockFetch((url) => {
      if (url === "/api/csrf") {
        cookie = "XSRF-TOKEN=fresh";
        return Response.json({ token: "fresh" });
      }
      return new Response("", { status: 201 });
    });
    await submitForm("donation", {}, "key-1234567890abcdef");
    expect(calls.map((call) => call.url)).toEqual(["/api/csrf", "/api/donation"]);
    expect(header(1, "X-XSRF-TOKEN")).toBe("fresh");
  });

  it("retries once with a new token after a 403", async () => {
    mockFetch((url) => {
      if (url === "/api/csrf") {
        cookie = "XSRF-TOKEN=token-2";
        return Response.json({});
      }
      return new Response("", {
        status: header(calls.length - 1, "X-XSRF-TOKEN") === "token-2" ? 201 : 403,
      });
    });
    expect(await submitForm("donation", {}, "key-1234567890abcdef")).toEqual({ status: "success" });
    expect(calls.map((call) => call.url)).toEqual(["/api/donation", "/api/csrf", "/api/donation"]);
  });

  it("reads field errors from a 400 answer", async () => {
    mockFetch(() => Response.json({ errors: { amount: "Zu wenig", x: 5 } }, { status: 400 }));
    expect(await submitForm("donation", {}, "key-1234567890abcdef")).toEqual({
      status: "invalid",
      errors: { amount: "Zu wenig" },
    });
  });

  it("tells rate limiting apart, with the wait from the body, else from Retry-After", async () => {
    mockFetch(() => new Response("{}", { status: 429, headers: { "Retry-After": "120" } }));
    expect(await submitForm("contact", {}, "key-1234567890abcdef")).toEqual({
      status: "rate-limited",
      waitSeconds: 120,
    });
    // The server names the limit's window, whatever is left of it.
    mockFetch(
      () =>
        new Response('{"message":"…","waitSeconds":600}', {
          status: 429,
          headers: { "Retry-After": "30" },
        }),
    );
    expect(await submitForm("contact", {}, "key-1234567890abcdef")).toEqual({
      status: "rate-limited",
      waitSeconds: 600,
    });
  });

  it("marks network errors and 5xx as retryable, other failures not", async () => {
    mockFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitForm("contact", {}, "key-1234567890abcdef")).toMatchObject({
      status: "failed",
      retryable: true,
    });
    mockFetch(() => new Response("", { status: 503 }));
    expect(await submitForm("contact", {}, "key-1234567890abcdef")).toMatchObject({
      status: "failed",
      retryable: true,
    });
    mockFetch(() => new Response("kaputt", { status: 400 }));
    expect(await submitForm("contact", {}, "key-1234567890abcdef")).toMatchObject({
      status: "failed",
      retryable: false,
    });
  });
});

describe("newIdempotencyKey", () => {
  it("matches the server's key pattern and differs each time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
