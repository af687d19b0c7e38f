import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";

describe("parseConfig", () => {
  it("has defaults that run the site locally with the embedded database", () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      SITE_ORIGIN: "http://localhost:3000",
      TRUST_PROXY: false,
      MIN_FILL_MS: 2000,
      RATE_LIMIT_MAX: 10,
      RATE_LIMIT_WINDOW_MS: 600_000,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("reads and normalises values", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_ORIGIN: "https://www.e-gnition.example/",
      TRUST_PROXY: "127.0.0.1, 10.0.0.0/8",
      DATABASE_URL: "postgres://user@db:5432/site",
      SMTP_URL: " ",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      SITE_ORIGIN: "https://www.e-gnition.example",
      TRUST_PROXY: ["127.0.0.1", "10.0.0.0/8"],
    });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("trusts only proxies named by address, never every hop or a hop count", () => {
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "loopback,::1,fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "::1",
      "fd00::/8",
    ]);
    for (const value of ["true", "1", "2"])
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*Adressen der Proxys/,
      );
    for (const value of ["proxy.example", "10.0.0.0/33", "127.0.0.1,"])
      expect(() => parseConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it("leaves the notification sender's timing to its defaults unless set", () => {
    const defaults = parseConfig({});
    expect([defaults.OUTBOX_RETRY_MAX_MS, defaults.OUTBOX_LEASE_MS]).toEqual([
      undefined,
      undefined,
    ]);
    const set = parseConfig({ OUTBOX_RETRY_MAX_MS: "2000", OUTBOX_LEASE_MS: " " });
    expect([set.OUTBOX_RETRY_MAX_MS, set.OUTBOX_LEASE_MS]).toEqual([2000, undefined]);
    expect(() => parseConfig({ OUTBOX_LEASE_MS: "10" })).toThrow(/OUTBOX_LEASE_MS/);
  });

  it("takes whole numbers only, from their least", () => {
    expect(parseConfig({ RATE_LIMIT_MAX: " 12 " }).RATE_LIMIT_MAX).toBe(12);
    for (const value of ["1.5", "0", "abc", "1e400"])
      expect(() => parseConfig({ RATE_LIMIT_MAX: value })).toThrow(/RATE_LIMIT_MAX/);
    expect(() => parseConfig({ PORT: "65536" })).toThrow(/PORT/);
  });

  it("names every bad variable", () => {
    const attempt = () =>
      parseConfig({
        PORT: "abc",
        NOTIFY_TO: "kein-mail",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://x",
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ["PORT", "NOTIFY_TO", "DATABASE_URL", "SMTP_URL"])
        expect(message).toContain(name);
    }
  });
});
