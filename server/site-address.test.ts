import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { logSiteAddress } from "./site-address";

function logged(SITE_ORIGIN: string, PORT = 3000) {
  const lines: string[] = [];
  const log = {
    info: (line: string) => lines.push(`info ${line}`),
    warn: (line: string) => lines.push(`warn ${line}`),
  } as unknown as FastifyBaseLogger;
  logSiteAddress(log, { SITE_ORIGIN, PORT });
  return lines;
}

describe("the start-up log's address", () => {
  it("names the default, localhost, without a warning", () => {
    expect(logged("http://localhost:3000")).toEqual([
      "info Open http://localhost:3000/ (SITE_ORIGIN): forms are sent from this address only",
    ]);
  });

  it("warns that passkeys need a name when SITE_ORIGIN is an IP address", () => {
    expect(logged("http://127.0.0.1:3000")).toContain(
      "warn SITE_ORIGIN http://127.0.0.1:3000 is an IP address, where browsers refuse passkeys (team area): set SITE_ORIGIN=http://localhost:3000 and open that",
    );
    expect(logged("https://203.0.113.7").at(-1)).toMatch(/set it to the site's domain name$/);
    expect(logged("https://www.e-gnition.example")).toHaveLength(1);
  });
});
